// Where the admin lives: its screens (pages that show the sign-in form or an admin's data) and the
// prefix of the calls that need an admin session. One list, read by the router guard, the language
// rules and the popup.
export const ADMIN_SCREENS = ['admin', 'database', 'schema-validation'] as const;
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

/** /admin?welcome=<token>: where a one-time invitation or reset link opens, without a session. */
export const WELCOME_PARAM = 'welcome';
/** /admin?accounts: an owner's accounts screen; /admin?account: each admin's own sessions and password. */
export const ACCOUNTS_PARAM = 'accounts';
export const OWN_ACCOUNT_PARAM = 'account';
/** /admin?two-step: each admin's own two-step sign-in settings. */
export const TWO_STEP_PARAM = 'two-step';
/** /admin?dashboard: the sales dashboard, a screen of its own so the inbox opens on the leads. */
export const DASHBOARD_PARAM = 'dashboard';
/** /admin?conversions: an owner's offline conversions for the ad platforms. */
export const CONVERSIONS_PARAM = 'conversions';
/** /admin?activities: the signed-in admin's open activities (the bar's count links here). */
export const MY_ACTIVITIES_PARAM = 'activities';

/** /admin?board: the pipeline as a board, a column per stage, with the list's filters. */
export const BOARD_PARAM = 'board';

export const ADMIN_API_PREFIX = '/api/admin';

/** Every call that answers only with an admin session: the admin API and the session check. */
export const SESSION_ONLY_API_PREFIXES = [ADMIN_API_PREFIX, '/api/auth/check'] as const;

/** "/admin", "/database/x": a logical path inside an admin screen. */
export const isAdminScreenPath = (logicalPath: string) =>
  ADMIN_SCREENS.some((screen) => logicalPath === `/${screen}` || logicalPath.startsWith(`/${screen}/`));
