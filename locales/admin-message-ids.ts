// Every id of the admin's words, as a type: the English admin catalogue's keys (admin-messages.ts
// makes the typecheck refuse an Arabic catalogue missing one). Every id starts with "admin.", so the
// admin's words can never shadow a UI message when an admin screen's catalogue holds both.
import type enAdminMessages from './en/admin-messages.json';

export type AdminMessageId = keyof typeof enAdminMessages;
