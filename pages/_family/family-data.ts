// +data for a family's overview and detail pages: copy, breadcrumbs, head with Service JSON-LD, and
// the cards that link the pages of a family to each other. An unknown slug is a 404.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { translator } from '../../locales/messages.js';
import type { LinkCard } from '../../components/content/LinkCards.js';
import { serviceJsonLd } from '../../site/structured-data/service.js';
import type { Family } from './family.js';

function cardsFor<S extends string>(
  pageContext: PageContextServer,
  family: Family<S>,
  slugs: readonly S[],
): LinkCard[] {
  const t = translator(pageContext.locale);
  const { pages } = family.copy(pageContext.locale);
  return slugs.map((slug) => ({
    href: `${family.base}/${slug}`,
    title: family.cardTitleId ? t(family.cardTitleId(slug)) : pages[slug].h1,
    text: pages[slug].meta.description,
  }));
}

export function familyIndexData<S extends string>(pageContext: PageContextServer, family: Family<S>) {
  const t = translator(pageContext.locale);
  return {
    ...copyPageData(pageContext, family.copy(pageContext.locale).index, []),
    sectionIds: family.indexSectionIds ?? {},
    extras: family.extras?.(null) ?? [],
    cardsHeading: t(family.cardsHeadingId),
    cards: cardsFor(pageContext, family, family.slugs),
  };
}

export function familyPageData<S extends string>(pageContext: PageContextServer, family: Family<S>) {
  const slug = pageContext.routeParams.slug as S;
  if (!family.slugs.includes(slug)) throw render(404);
  const t = translator(pageContext.locale);
  const copy = family.copy(pageContext.locale).pages[slug];
  const service = serviceJsonLd(pageContext.site, pageContext.locale, {
    name: copy.h1,
    description: copy.meta.description,
    logicalPath: pageContext.logicalPath,
    serviceType: family.serviceType,
  });
  return {
    ...copyPageData(pageContext, copy, [{ labelId: family.labelId, path: family.base }], { jsonLd: [service] }),
    sectionIds: {},
    extras: family.extras?.(slug) ?? [],
    cardsHeading: t(family.relatedHeadingId),
    cards: cardsFor(
      pageContext,
      family,
      family.slugs.filter((other) => other !== slug),
    ),
  };
}
export type FamilyPageData = ReturnType<typeof familyPageData>;
