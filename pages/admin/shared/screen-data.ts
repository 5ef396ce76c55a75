// The admin screens' shared data shape.
import type { AdminRole } from '../../../site/admin-roles.js';

/** What an admin screen's +data hands the browser besides its head. */
export interface AdminScreenData {
  username: string | null;
  /** What the signed-in admin may do; the screens hide the rest. Null for visitors. */
  role: AdminRole | null;
  /** Setup mistakes to show a signed-in admin; empty for visitors. */
  warnings: readonly string[];
}
