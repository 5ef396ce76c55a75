// The inbox's filter kept in the page's address (/admin?stage=new&owner=me&q=…), so a reload, a
// shared link and Back show the same list. Any list of leads that takes the inbox's filters (the
// list, the board) reads and writes them here. The filter is read from the address the page was
// rendered for, on the server and in the browser alike, so the first paint and hydration agree.
// Applying a filter replaces the address (one history entry per list, not one per change); the lead
// opened on top of it is pushed (useLinkedLead), so Back closes the lead and keeps the filter.
import { useCallback, useEffect, useState } from 'react';
import { leadSorts, leadViews, type LeadSort, type LeadView } from '../../../site/admin-types.js';
import { leadSources, type LeadSource } from '../../../site/lead-schema.js';
import { leadStages, type LeadStage } from '../../../site/pipeline/stages.js';
import { usePageContext } from '../../../components/page-context.js';
import { emptyFilter, filterQuery, type LeadFilterState } from './lead-filter.js';

/** The address's parameters that are the filter's (the rest, such as lead= or board, stay as they are). */
export const filterParams = ['view', 'q', 'stage', 'owner', 'source', 'campaign', 'from', 'to', 'sort'] as const;

const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined): T | undefined =>
  options.find((option) => option === value);

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The filter an address names; anything it cannot be (a stage that does not exist…) is left out, not refused. */
export function filterFromAddress(search: URLSearchParams): LeadFilterState {
  const stages = (search.get('stage') ?? '')
    .split(',')
    .map((stage) => oneOf(leadStages, stage))
    .filter((stage): stage is LeadStage => stage !== undefined);
  const owner = search.get('owner') ?? '';
  return {
    view: oneOf<LeadView>(leadViews, search.get('view')) ?? emptyFilter.view,
    q: (search.get('q') ?? '').slice(0, 100),
    stage: [...new Set(stages)],
    owner: /^(none|me|[1-9]\d{0,9})$/.test(owner) ? owner : '',
    source: oneOf<LeadSource>(leadSources, search.get('source')) ?? '',
    campaign: (search.get('campaign') ?? '').slice(0, 200),
    from: day(search.get('from')),
    to: day(search.get('to')),
    sort: oneOf<LeadSort>(leadSorts, search.get('sort')) ?? emptyFilter.sort,
  };
}

/** The address with the filter's parameters set to `filter`, every other parameter kept. */
export function addressWithFilter(href: string, filter: LeadFilterState): URL {
  const url = new URL(href);
  for (const param of filterParams) url.searchParams.delete(param);
  for (const [key, value] of new URLSearchParams(filterQuery(filter))) url.searchParams.set(key, value);
  return url;
}

/** The address's filter as state: `apply` writes it to the address (replacing the entry). */
export function useFilterInAddress(): [LeadFilterState, (next: LeadFilterState) => void] {
  const { urlParsed } = usePageContext();
  const [filter, setFilter] = useState(() => filterFromAddress(new URLSearchParams(urlParsed.searchOriginal ?? '')));
  // Back and Forward across a lead keep the filter; across a pushed filter (a named view) they restore it.
  useEffect(() => {
    const follow = () => {
      const next = filterFromAddress(new URLSearchParams(window.location.search));
      setFilter((current) => (filterQuery(current) === filterQuery(next) ? current : next));
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const apply = useCallback((next: LeadFilterState) => {
    window.history.replaceState(window.history.state, '', addressWithFilter(window.location.href, next));
    setFilter(next);
  }, []);
  return [filter, apply];
}
