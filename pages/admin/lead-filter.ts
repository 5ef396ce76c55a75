// The inbox's filter as the screen keeps it, and the query string the API and the CSV link share.
import type { LeadSource } from '../../site/lead-schema.js';

export interface LeadFilterState {
  q: string;
  source: '' | LeadSource;
  from: string;
  to: string;
}

export const emptyFilter: LeadFilterState = { q: '', source: '', from: '', to: '' };

export function filterQuery(filter: LeadFilterState, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}
