// A page family: an overview page at `base` and one page per slug under it, with words per locale.
// Services, industries, custom web apps and AI solutions are all families; one template renders each.
import type { Locale } from '../../site/languages.js';
import type { MessageId } from '../../locales/message-ids.js';
import type { PageCopy } from '../../locales/page-copy.js';

/** What a page shows besides its copy, between its sections and its cards (pages/_family/FamilyExtras.tsx). */
export type FamilyExtra = 'prices' | 'engagement' | 'wave-check';

export interface Family<S extends string> {
  base: string;
  /** Message id of the family's name, used in breadcrumbs. */
  labelId: MessageId;
  /** Message id of the heading above the overview's cards and the detail page's related cards. */
  cardsHeadingId: MessageId;
  relatedHeadingId: MessageId;
  slugs: readonly S[];
  /** The family's words in one language (the overview's and each slug's), from locales/copy.ts. */
  copy: (locale: Locale) => { index: PageCopy; pages: Record<S, PageCopy> };
  /** Short card title (a menu label) for a slug; the page's h1 when there is none. */
  cardTitleId?: (slug: S) => MessageId;
  /** schema.org serviceType of the detail pages. */
  serviceType: string;
  /** Anchor ids for overview sections by index (the footer's /services#zatca). */
  indexSectionIds?: Record<number, string>;
  /** What the overview (null) or a slug's page shows besides its copy. */
  extras?: (slug: S | null) => FamilyExtra[];
}
