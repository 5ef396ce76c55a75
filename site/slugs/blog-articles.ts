// The blog's article paths as plain data. Server code under tsx imports this, so it
// must never import the .md files themselves; a unit test keeps it and locales/*/blog/ in step.

/** Articles that exist in English and Arabic, at /blog/{slug} and /ar/blog/{slug}. */
export const articleSlugs = [
  'odoo-implementation-steps-guide',
  'odoo-erp-implementation-costs',
  'odoo-implementation-guide',
  'odoo-project-guide',
  'odoo-data-migration-saudi-arabia',
  'odoo-vs-sap',
  'odoo-vs-oracle',
  'odoo-vs-erpnext-comparison',
  'zatca-e-invoicing-fatoorah-guide',
  'odoo-vat-saudi-arabia',
  'odoo-19-saudi-arabia',
  '14-real-world-odoo-integrations',
  'odoo-manufacturing-complete-guide',
  'odoo-hrms-complete-guide',
  'odoo-rental-complete-guide',
  'odoo-general-trading-complete-guide',
  'odoo-contracting-complete-guide',
  'odoo-construction-complete-guide',
  'odoo-fleet-complete-guide',
  'odoo-accounting-complete-guide',
  'odoo-sales-complete-guide',
  'odoo-crm-complete-guide',
  'odoo-plm-complete-guide',
  'odoo-inventory-warehouse-guide',
  'odoo-pos-retail-saudi-arabia',
] as const;
export type ArticleSlug = (typeof articleSlugs)[number];

/** Articles written in Arabic only, at /ar/blog/{slug}. In English the slug is an alias (below). */
export const arabicOnlySlugs = ['zatca-compliance-odoo'] as const;

/** Slugs published in a language: every primary article, plus the Arabic-only ones under /ar. */
export const publishedSlugs = (locale: 'en' | 'ar'): string[] =>
  locale === 'ar' ? [...articleSlugs, ...arabicOnlySlugs] : [...articleSlugs];

/** Older or alternative paths that show a primary article and carry its canonical. */
export const articleAliases: Readonly<Record<string, ArticleSlug>> = {
  'odoo-implementation-costs': 'odoo-erp-implementation-costs',
  'odoo-project-example-guide': 'odoo-project-guide',
  // English only: under /ar this slug is the Arabic-only article above, which wins.
  'zatca-compliance-odoo': 'odoo-implementation-guide',
};

/**
 * Slugs an article was first published under, kept answering with a 301 to its current slug in
 * both languages (site/redirects.ts), so links and bookmarks to a dated address still arrive.
 */
export const renamedArticleSlugs: Readonly<Record<string, ArticleSlug>> = {
  'odoo-vs-sap-2025': 'odoo-vs-sap',
  'odoo-vs-oracle-2025': 'odoo-vs-oracle',
  'zatca-e-invoicing-fatoorah-guide-2025': 'zatca-e-invoicing-fatoorah-guide',
};

/** odoo-integrations-{product} (shopify, salla, zid …) all show the integrations article. */
export const integrationAliasPattern = /^odoo-integrations-[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const integrationAliasTarget: ArticleSlug = '14-real-world-odoo-integrations';
