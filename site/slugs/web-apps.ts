// Custom web app pages under /custom-web-apps/{slug}; words in locales/{en,ar}/web-apps.ts.
export const webAppSlugs = [
  'workplace-safety',
  'transportation-management',
  'whatsapp-ticket-system',
  'enterprise-service-desk',
  'calibration-certificate-system',
  'rig-management-system',
  'freight-forwarding',
] as const;
export type WebAppSlug = (typeof webAppSlugs)[number];
