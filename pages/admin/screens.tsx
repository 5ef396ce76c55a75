// Every admin screen, once: where it is (a path, and on /admin the query key that asks for it), who
// may open it, its link in the bar and what it draws. The page's view (+Page.tsx), the bar
// (frame/ScreenLinks.tsx), the SEO check's guard and the role checks of the screens' data read this
// table, so a new screen is one row here and its folder. The rows' order is the bar's order, and on
// /admin the first row whose key is in the address is the one asked for.
import type { ComponentType } from 'react';
import type { AdminMessageId } from '../../locales/admin-message-ids.js';
import {
  ACCOUNTS_PARAM,
  BOARD_PARAM,
  CONVERSIONS_PARAM,
  DASHBOARD_PARAM,
  MY_ACTIVITIES_PARAM,
  OWN_ACCOUNT_PARAM,
  TWO_STEP_PARAM,
  WELCOME_PARAM,
} from '../../site/admin-routes.js';
import { AccountsScreen } from './accounts/AccountsScreen.js';
import { MyAccount } from './accounts/MyAccount.js';
import { WelcomeScreen } from './accounts/WelcomeScreen.js';
import { MyActivitiesScreen } from './activities/MyActivitiesScreen.js';
import { ConversionsScreen } from './conversions/ConversionsScreen.js';
import { BoardScreen } from './board/BoardScreen.js';
import { DashboardScreen } from './dashboard/DashboardScreen.js';
import { LeadsInbox } from './inbox/LeadsInbox.js';
import { mayOpen, type Audience, type Viewer } from './shared/audience.js';
import { SignIn } from './sign-in/SignIn.js';
import { TwoStepSettings } from './two-step/TwoStepSettings.js';

export const ADMIN_PATH = '/admin';

export interface AdminScreen {
  name: string;
  /** The logical paths it answers at, its links going to the first. */
  paths: readonly [string, ...string[]];
  /** On /admin, the query key that asks for it (/admin?accounts); null for the screens shown without one. */
  param: string | null;
  who: Audience;
  /** Its link in the bar: among the screens, or beside the admin's name with their own settings. */
  nav: { place: 'screens' | 'own'; label: AdminMessageId } | null;
  /** What /admin draws for it; null for a screen that is a page of its own (the SEO check). */
  Screen: ComponentType | null;
}

export const adminScreens = [
  // A one-time invitation or reset link opens with a session or without.
  { name: 'welcome', paths: [ADMIN_PATH], param: WELCOME_PARAM, who: 'anyone', nav: null, Screen: WelcomeScreen },
  {
    name: 'inbox',
    paths: [ADMIN_PATH],
    param: null,
    who: 'admin',
    nav: { place: 'screens', label: 'admin.frame.leads' },
    Screen: LeadsInbox,
  },
  {
    name: 'board',
    paths: [ADMIN_PATH],
    param: BOARD_PARAM,
    who: 'readLeads',
    nav: { place: 'screens', label: 'admin.frame.board' },
    Screen: BoardScreen,
  },
  {
    name: 'dashboard',
    paths: [ADMIN_PATH],
    param: DASHBOARD_PARAM,
    who: 'readDashboard',
    nav: { place: 'screens', label: 'admin.frame.dashboard' },
    Screen: DashboardScreen,
  },
  {
    name: 'seo',
    paths: ['/schema-validation', '/database'],
    param: null,
    who: 'checkSeo',
    nav: { place: 'screens', label: 'admin.frame.seo' },
    Screen: null,
  },
  {
    name: 'my-activities',
    paths: [ADMIN_PATH],
    param: MY_ACTIVITIES_PARAM,
    who: 'readLeads',
    nav: null,
    Screen: MyActivitiesScreen,
  },
  {
    name: 'conversions',
    paths: [ADMIN_PATH],
    param: CONVERSIONS_PARAM,
    who: 'exportConversions',
    nav: { place: 'screens', label: 'admin.frame.conversions' },
    Screen: ConversionsScreen,
  },
  {
    name: 'two-step',
    paths: [ADMIN_PATH],
    param: TWO_STEP_PARAM,
    who: 'admin',
    nav: { place: 'own', label: 'admin.secondFactor.account.link' },
    Screen: TwoStepSettings,
  },
  {
    name: 'accounts',
    paths: [ADMIN_PATH],
    param: ACCOUNTS_PARAM,
    who: 'manageAccounts',
    nav: { place: 'own', label: 'admin.accounts.list.link' },
    Screen: AccountsScreen,
  },
  {
    name: 'account',
    paths: [ADMIN_PATH],
    param: OWN_ACCOUNT_PARAM,
    who: 'admin',
    nav: { place: 'own', label: 'admin.accounts.own.link' },
    Screen: MyAccount,
  },
  // Any other address on /admin, without a session.
  { name: 'sign-in', paths: [ADMIN_PATH], param: null, who: 'visitor', nav: null, Screen: SignIn },
] as const satisfies readonly AdminScreen[];

export type AdminScreenName = (typeof adminScreens)[number]['name'];

export const adminScreen = (name: AdminScreenName): AdminScreen => adminScreens.find((screen) => screen.name === name)!;

/**
 * The /admin screen for this address and viewer: the one its query asks for, or, when the address
 * asks for none or for one the viewer may not open, the one /admin shows without a key (sign-in, or
 * the inbox). Null while the asked-for screen hangs on a role not known yet.
 */
export function screenOn(search: Readonly<Record<string, string>>, viewer: Viewer): AdminScreen | null {
  const onAdmin = adminScreens.filter((screen) => screen.paths[0] === ADMIN_PATH);
  const asked = onAdmin.find((screen) => screen.param !== null && search[screen.param] !== undefined);
  if (asked) {
    const may = mayOpen(asked.who, viewer);
    if (may === null) return null;
    if (may) return asked;
  }
  return onAdmin.find((screen) => screen.param === null && mayOpen(screen.who, viewer)) ?? null;
}

/** The screen on show at this logical path and address. */
export const screenShown = (logicalPath: string, search: Readonly<Record<string, string>>, viewer: Viewer) =>
  logicalPath === ADMIN_PATH
    ? screenOn(search, viewer)
    : (adminScreens.find((screen) => (screen.paths as readonly string[]).includes(logicalPath)) ?? null);

/** The address of a screen's link: its path in the screen's language, with its key. */
export const screenAddress = (screen: AdminScreen, localize: (logicalPath: string) => string) =>
  localize(screen.paths[0]) + (screen.param ? `?${screen.param}` : '');
