// An owner's calls on the accounts: the list, invitations, reset links (and the ones still open,
// revoking one), disabling and enabling, removing a lost second factor, and roles. The server
// answers them to owners only.
import type { AccountLink, AdminAccount, OpenLink } from '../../../site/admin-answers.js';
import type { AdminRole } from '../../../site/admin-roles.js';
import { call } from './call.js';
import { shape } from './shape.js';

const accounts = shape<{ accounts: AdminAccount[] }>([], ['accounts']);
const accountLink = shape<AccountLink>(['username', 'link']);
const openLinks = shape<{ links: OpenLink[] }>([], ['links']);

const accountPath = (username: string, action: string) =>
  `/api/admin/accounts/${encodeURIComponent(username)}/${action}`;

export const listAccounts = async (signal?: AbortSignal) =>
  (await call('GET', '/api/admin/accounts', { signal, answer: accounts })).accounts;

/** An invitation link for a new admin, emailed too when an address is given and the site can send mail. */
export const inviteAdmin = (invitation: { username: string; role: AdminRole; email: string }) =>
  call('POST', '/api/admin/accounts/invitations', { body: invitation, answer: accountLink });

export const makeResetLink = (username: string) =>
  call('POST', accountPath(username, 'reset-link'), { answer: accountLink });

export const setDisabled = (username: string, disabled: boolean) =>
  call('POST', accountPath(username, disabled ? 'disable' : 'enable'));

export const removeTwoStep = (username: string) => call('POST', accountPath(username, 'second-factor/reset'));

/** The invitation and reset links not used, expired or revoked yet: who made each, for whom, until when. */
export const listOpenLinks = async (signal?: AbortSignal) =>
  (await call('GET', '/api/admin/accounts/links', { signal, answer: openLinks })).links;

/** Revokes an open link: it answers 410 from then on. */
export const revokeLink = (id: number) => call('DELETE', `/api/admin/accounts/links/${id}`);

export const changeRole = (username: string, role: AdminRole) =>
  call('PUT', accountPath(username, 'role'), { body: { role } });
