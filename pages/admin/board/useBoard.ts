// The board's columns for the address's filter: loaded again when the filter changes, and a column's
// "load more" appending its next cards in place (the totals stay those of the first answer).
import { useCallback } from 'react';
import type { LeadStage } from '../../../site/pipeline/stages.js';
import type { BoardColumn } from '../../../site/admin-types.js';
import { getBoard } from '../api/board.js';
import { filterQuery, type LeadFilterState } from '../inbox/lead-filter.js';
import { useAdminData } from '../shared/useAdminData.js';

const loadBoard = (query: string, signal: AbortSignal) => getBoard(query, signal);

export function useBoard(filter: LeadFilterState) {
  const query = filterQuery(filter);
  const { state, latest, reload, show } = useAdminData(query, loadBoard, { keepReady: true });
  const columns = latest?.columns ?? null;

  /** Shows the columns changed in place (more cards, a card moved) without asking the server. */
  const setColumns = useCallback(
    (change: (current: BoardColumn[]) => BoardColumn[]) => show({ columns: change(columns ?? []) }),
    [columns, show],
  );

  const loadMore = useCallback(
    async (stage: LeadStage) => {
      const column = columns?.find((c) => c.stage === stage);
      if (!column?.nextCursor) return;
      const params = new URLSearchParams(filterQuery(filter, column.nextCursor));
      params.set('column', stage);
      const next = (await getBoard(params.toString())).columns[0];
      if (!next) return;
      setColumns((current) =>
        current.map((c) =>
          c.stage === stage ? { ...c, cards: [...c.cards, ...next.cards], nextCursor: next.nextCursor } : c,
        ),
      );
    },
    [columns, filter, setColumns],
  );

  return { status: state.status, columns, setColumns, reload, loadMore };
}
