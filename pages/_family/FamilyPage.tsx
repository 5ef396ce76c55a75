// The one template of every family page (overview and detail): the copy, what the page shows besides
// it (prices, terms, the ZATCA wave check), then cards to the other pages.
import { CopyArticle } from '../../components/content/CopyArticle.js';
import { LinkCards } from '../../components/content/LinkCards.js';
import { useData } from '../../components/page-context.js';
import type { FamilyPageData } from './family-data.js';
import { FamilyExtras } from './FamilyExtras.js';

export function FamilyPage() {
  const { copy, crumbs, sectionIds, extras, cardsHeading, cards } = useData<FamilyPageData>();
  return (
    <CopyArticle copy={copy} crumbs={crumbs} sectionIds={sectionIds}>
      <FamilyExtras extras={extras} />
      <LinkCards id="family-cards" heading={cardsHeading} cards={cards} />
    </CopyArticle>
  );
}
