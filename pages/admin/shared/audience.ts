// Who may open an admin screen, as its row in the screen table says it: the roles and their abilities
// are site/admin-roles.ts's, so a screen and the server's calls behind it answer to the same list.
import { roleCan, type AdminAbility, type AdminRole } from '../../../site/admin-roles.js';

export type Audience =
  /** Only without a session: the sign-in steps. */
  | 'visitor'
  /** With a session or without: a one-time link is opened before its password exists. */
  | 'anyone'
  /** Every signed-in admin, whatever the role. */
  | 'admin'
  /** A signed-in admin whose role allows this. */
  | AdminAbility;

export interface Viewer {
  signedIn: boolean;
  /** Null while a sign-in made on the screen has not told the role yet. */
  role: AdminRole | null;
}

/** Whether the viewer may open it; null while that hangs on a role not known yet. */
export function mayOpen(who: Audience, { signedIn, role }: Viewer): boolean | null {
  if (who === 'anyone') return true;
  if (who === 'visitor') return !signedIn;
  if (!signedIn) return false;
  if (who === 'admin') return true;
  return role ? roleCan(role, who) : null;
}
