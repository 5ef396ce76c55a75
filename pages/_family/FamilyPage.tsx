// The one template of every family page (overview and detail): the copy, then cards to the other pages.
import { CopyArticle } from '../../components/content/CopyArticle.js';
import { LinkCards } from '../../components/content/LinkCards.js';
import { useData } from '../../components/page-context.js';
import type { FamilyPageData } from './family-data.js';

export function FamilyPage() {
  const { copy, crumbs, sectionIds, cardsHeading, cards } = useData<FamilyPageData>();
  return (
    <CopyArticle copy={copy} crumbs={crumbs} sectionIds={sectionIds}>
      <LinkCards id="family-cards" heading={cardsHeading} cards={cards} />
    </CopyArticle>
  );
}
