import { CopyArticle } from '../../components/content/CopyArticle.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs } = useData<Data>();
  return <CopyArticle copy={copy} crumbs={crumbs} />;
}
