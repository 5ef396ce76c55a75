// Every admin's calls on their own account: where they are signed in, ending a session, their
// password and the language of their screens.
import type { OwnSession } from '../../../site/admin-answers.js';
import type { Locale } from '../../../site/languages.js';
import { call } from './call.js';
import { shape } from './shape.js';

const sessions = shape<{ sessions: OwnSession[] }>([], ['sessions']);

export const listSessions = async (signal?: AbortSignal) =>
  (await call('GET', '/api/admin/sessions', { signal, answer: sessions })).sessions;

export const endSession = (id: string) => call('POST', `/api/admin/sessions/${encodeURIComponent(id)}/end`);

/** Changes the password (the current one required); every other session of the admin ends. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  call('POST', '/api/admin/password', { body: { currentPassword, newPassword } });

/** Keeps this language on the admin's account: the server sends each of their screens to it. */
export const setLanguage = (locale: Locale) => call('PUT', '/api/admin/language', { body: { locale } });
