// The inbox lists the signed-in admin named: list, save, delete (server/admin/leads/saved-views.ts).
import { call } from './call.js';
import { shape } from './shape.js';

export interface SavedInboxView {
  id: number;
  name: string;
  /** The list's filter as the address's query string. */
  query: string;
}

const viewList = shape<{ views: SavedInboxView[] }>([], ['views']);
const savedView = shape<SavedInboxView>(['id', 'name', 'query']);

export const listInboxViews = (_key: string, signal?: AbortSignal) =>
  call('GET', '/api/admin/inbox-views', { signal, answer: viewList });

export const saveInboxView = (name: string, query: string) =>
  call('POST', '/api/admin/inbox-views', { body: { name, query }, answer: savedView });

export const deleteInboxView = (id: number) => call('DELETE', `/api/admin/inbox-views/${id}`);
