// The inbox's filter as the screen keeps it, and the query string the API and the CSV export share
// (the page's cursor goes to the API only: the export takes every lead the filter selects).
import type { LeadSort, LeadView } from '../../../site/admin-types.js';
import type { LeadSource } from '../../../site/lead-schema.js';
import type { LeadStage } from '../../../site/pipeline/stages.js';

export interface LeadFilterState {
  view: LeadView;
  q: string;
  stage: LeadStage[];
  /** '' anyone, 'me', 'none', or an admin's id. */
  owner: string;
  source: '' | LeadSource;
  campaign: string;
  from: string;
  to: string;
  sort: LeadSort;
}

export const emptyFilter: LeadFilterState = {
  view: 'inbox',
  q: '',
  stage: [],
  owner: '',
  source: '',
  campaign: '',
  from: '',
  to: '',
  sort: 'priority',
};

export function filterQuery(filter: LeadFilterState, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filter.view !== 'inbox') params.set('view', filter.view);
  if (filter.q) params.set('q', filter.q);
  if (filter.stage.length) params.set('stage', filter.stage.join(','));
  for (const key of ['owner', 'source', 'campaign', 'from', 'to'] as const)
    if (filter[key]) params.set(key, filter[key]);
  if (filter.sort !== 'priority') params.set('sort', filter.sort);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
