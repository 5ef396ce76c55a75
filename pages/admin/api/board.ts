// The board's call: every column's totals and first cards, or one column's next cards (`column=` with
// the cursor that column gave), under the list's filter.
import type { AdminLead } from '../../../site/admin-types.js';
import type { LeadStage } from '../../../site/pipeline/stages.js';
import { call } from './call.js';
import { shape } from './shape.js';

export interface BoardColumn {
  stage: LeadStage;
  count: number;
  valueSar: number;
  cards: AdminLead[];
  nextCursor: string | null;
}

export interface Board {
  columns: BoardColumn[];
}

const board = shape<Board>(['columns'], ['columns']);

export const getBoard = (query: string, signal?: AbortSignal) =>
  call('GET', `/api/admin/board?${query}`, { signal, answer: board });
