// Industry pages under /industries/{slug}; their words live in locales/{en,ar}/industries.ts.
export const industrySlugs = [
  'manufacturing',
  'hrms',
  'rental',
  'general-trading',
  'contracting',
  'odoo-manufacturing-ksa',
] as const;
export type IndustrySlug = (typeof industrySlugs)[number];
