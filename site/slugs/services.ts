// Service sub-pages under /services/{slug}; their words live in locales/{en,ar}/services.ts.
export const serviceSlugs = [
  'odoo-consultation',
  'odoo-gap-analysis',
  'odoo-customization',
  'odoo-implementation',
  'odoo-migration',
  'odoo-training-support',
  'odoo-training',
  'odoo-integration',
  'aramco-ariba-integration',
  'zatca-e-invoicing',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];
