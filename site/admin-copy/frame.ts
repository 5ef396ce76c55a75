// The admin frame: the bar over every admin screen, its links, sign-out and the language switch.
import type { AdminRole } from '../admin-roles.js';

export interface FrameCopy {
  brand: string;
  skip: string;
  navLabel: string;
  leads: string;
  seo: string;
  signedInAs: string;
  /** Each role's name, shown beside the signed-in admin's name. */
  roles: Record<AdminRole, string>;
  signOut: string;
  /** The other language's name, written in that language: the switch's label. */
  otherLanguage: string;
  switchFailed: string;
}
