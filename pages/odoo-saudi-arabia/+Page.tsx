import { CopyArticle } from '../../components/content/CopyArticle.js';
import { LandingForm } from './LandingForm.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs } = useData<Data>();
  // The closing call to action returns to the form at the top rather than leaving the page.
  return <CopyArticle copy={copy} crumbs={crumbs} heroAside={<LandingForm />} ctaHref="/odoo-saudi-arabia#landing-form-title" />;
}
