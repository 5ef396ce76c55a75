// What an Odoo project with us is estimated to cost, in SAR excluding VAT, once per item. Every page
// that states a price builds its words from here (locales/implementation-prices.ts): the services,
// implementation and consultation pages, the ads landing page's questions, the pricing page and its
// estimator. The Markdown articles, which cannot import, state the same ranges, and
// tests/unit/implementation-prices.test.ts checks every SAR range the copy states against this table.
// They are estimates and the copy says so, always with "excluding VAT".
import type { ImplementationScope } from './implementation-durations.js';

/** Saudi VAT, added to every price below (which all exclude it). */
export const VAT_RATE = 0.15;

export interface PriceRange {
  /** SAR, excluding VAT. */
  from: number;
  /** SAR, excluding VAT; null: "and above". */
  to: number | null;
  /** The upper bound is typical, not a ceiling ("25,000 to 100,000 or more"). */
  orMore?: boolean;
}

/** Our services for a whole project, by its size: the licence subscription and hosting come on top. */
export const projectPrices = {
  /** One company, up to about 15 users, on accounting, sales, purchasing and inventory. */
  small: { from: 40_000, to: 120_000 },
  /** 15 to 75 users, adding manufacturing or projects, payroll and one to three integrations. */
  midSize: { from: 120_000, to: 400_000 },
  /** Several entities and branches, many integrations and customizations. */
  large: { from: 400_000, to: null },
} as const satisfies Record<string, PriceRange>;

export type ProjectSize = keyof typeof projectPrices;
export const projectSizes = Object.keys(projectPrices) as ProjectSize[];

/** Each size's estimated duration (site/implementation-durations.ts). */
export const durationOfSize: Record<ProjectSize, ImplementationScope> = {
  small: 'focused',
  midSize: 'extended',
  large: 'group',
};

/** Building and testing one integration, by kind. */
export const integrationPrices = {
  /** A payment or shipping connector Odoo already has, with light setup. */
  connector: { from: 3_000, to: 15_000 },
  /** Salla, Zid, Shopify. */
  ecommerce: { from: 15_000, to: 45_000 },
  /** Bank statement imports, WPS salary files. */
  bankFiles: { from: 8_000, to: 30_000 },
  /** A customer's procurement portal such as SAP Ariba. */
  procurementPortal: { from: 40_000, to: 120_000 },
  /** An API to an in-house or legacy system. */
  customApi: { from: 25_000, to: 100_000, orMore: true },
} as const satisfies Record<string, PriceRange>;

export type IntegrationKind = keyof typeof integrationPrices;

/** The other items of a budget. */
export const itemPrices = {
  /** Master data and opening balances up to years of history from a legacy ERP. */
  dataMigration: { from: 10_000, to: 60_000 },
  /** Training, by users, roles, languages and sites. */
  training: { from: 5_000, to: 40_000 },
  /** ZATCA Phase 2 for an Odoo system already live (inside an implementation it is a few days). */
  zatcaOnExistingOdoo: { from: 8_000, to: 30_000 },
  /** A monthly support agreement. */
  supportPerMonth: { from: 3_000, to: 15_000 },
  /** Hosting on your own servers or a cloud provider, a month. */
  ownHostingPerMonth: { from: 300, to: 2_500 },
  /** A consultant day in the Saudi market. */
  consultantDay: { from: 1_800, to: 4_000 },
} as const satisfies Record<string, PriceRange>;

export type PricedItem = keyof typeof itemPrices;

/** The popup's offer: a saving of up to this many SAR, excluding VAT, on our implementation services. */
export const OFFER_SAR = 5_000;
/** How long the offer's quotation, and with it the saving, stays valid. */
export const OFFER_VALID_DAYS = 30;

/** A price with 15% VAT added, to the riyal. */
export const withVat = (sar: number): number => Math.round(sar * (1 + VAT_RATE));

/** A range with 15% VAT added. */
export const rangeWithVat = (range: PriceRange): PriceRange => ({
  ...range,
  from: withVat(range.from),
  to: range.to === null ? null : withVat(range.to),
});
