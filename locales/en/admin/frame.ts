import type { FrameCopy } from '../../../site/admin-copy/frame.js';

export const frame: FrameCopy = {
  brand: 'Site admin',
  skip: 'Skip to content',
  navLabel: 'Admin',
  leads: 'Leads',
  seo: 'SEO check',
  signedInAs: 'Signed in as',
  roles: { owner: 'Owner', sales: 'Sales', viewer: 'Viewer' },
  signOut: 'Sign out',
  otherLanguage: 'العربية',
  switchFailed: 'The language could not be changed. Please try again.',
};
