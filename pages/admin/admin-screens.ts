// The admin screens' shared data shape.
/** What an admin screen's +data hands the browser besides its head. */
export interface AdminScreenData {
  username: string | null;
  /** Setup mistakes to show a signed-in admin; empty for visitors. */
  warnings: readonly string[];
}
