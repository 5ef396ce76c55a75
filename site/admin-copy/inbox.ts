// The leads inbox at /admin: its head, filters, list, pages and notices.
import type { LeadSource } from '../lead-schema.js';

export interface InboxCopy {
  head: { title: string; description: string };
  heading: string;
  search: string;
  searchHint: string;
  source: string;
  anySource: string;
  sources: Record<LeadSource, string>;
  from: string;
  to: string;
  apply: string;
  reset: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  count: (total: number) => string;
  columns: { received: string; name: string; phone: string; email: string; source: string; actions: string };
  view: string;
  viewLabel: (name: string) => string;
  pagesLabel: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  deleted: string;
  /** A filter the server refused, by field (q, from, to); `serverMessage` is its reason in English. */
  filterError: (field: string, serverMessage: string) => string;
}
