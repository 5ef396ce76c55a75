// The admin screens' shared data shape.
/** What an admin screen's +data hands the browser besides its head. */
export interface AdminScreenData {
  username: string | null;
}
