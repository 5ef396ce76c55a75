// Which account screen /admin shows, by its address: ?welcome=<token> (a one-time link, with or
// without a session), ?accounts (an owner's accounts) and ?account (the admin's own sessions and
// password); null for the other screens. The accounts screen is only drawn for a role that manages
// accounts (the server refuses its calls to any other); anyone else gets the inbox.
import type { ReactNode } from 'react';
import { ACCOUNTS_PARAM, OWN_ACCOUNT_PARAM, WELCOME_PARAM } from '../../../site/admin-routes.js';
import { LeadsInbox } from '../inbox/LeadsInbox.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { AccountsScreen } from './AccountsScreen.js';
import { MyAccount } from './MyAccount.js';
import { WelcomeScreen } from './WelcomeScreen.js';

export function accountScreenFor(search: Record<string, string> | undefined, signedIn: boolean): ReactNode | null {
  if (!search) return null;
  if (search[WELCOME_PARAM] !== undefined) return <WelcomeScreen />;
  if (!signedIn) return null;
  if (search[ACCOUNTS_PARAM] !== undefined) return <ForAccountManagers />;
  if (search[OWN_ACCOUNT_PARAM] !== undefined) return <MyAccount />;
  return null;
}

function ForAccountManagers() {
  const { role, can } = useAdminSession();
  if (!role) return null;
  return can('manageAccounts') ? <AccountsScreen /> : <LeadsInbox />;
}
