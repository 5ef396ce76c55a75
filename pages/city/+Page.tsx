// The city template. Each city page says something true and local about that city, in its own words.
import { CopyArticle } from '../../components/content/CopyArticle.js';
import { LinkCards } from '../../components/content/LinkCards.js';
import { LinkList } from '../../components/content/LinkList.js';
import { useT } from '../../components/ui/Msg.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs, cardsHeading, cards, otherCities } = useData<Data>();
  const t = useT();
  return (
    <CopyArticle copy={copy} crumbs={crumbs}>
      <LinkCards id="city-services" heading={cardsHeading} cards={cards} />
      <LinkList id="other-cities" heading={t('city.otherCities')} links={otherCities} />
    </CopyArticle>
  );
}
