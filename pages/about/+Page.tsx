import { CopyArticle } from '../../components/content/CopyArticle.js';
import { EngagementTerms } from '../../components/content/EngagementTerms.js';
import { LinkCards } from '../../components/content/LinkCards.js';
import { useT } from '../../components/ui/Msg.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs, cards } = useData<Data>();
  const t = useT();
  return (
    <CopyArticle copy={copy} crumbs={crumbs}>
      <EngagementTerms />
      <LinkCards id="about-more" heading={t('about.cards.heading')} cards={cards} />
    </CopyArticle>
  );
}
