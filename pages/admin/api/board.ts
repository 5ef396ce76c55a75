// The board's call: every column's totals and first cards, or one column's next cards (`column=` with
// the cursor that column gave), under the list's filter.
import type { Board } from '../../../site/admin-types.js';
import { call } from './call.js';
import { shape } from './shape.js';

const board = shape<Board>(['columns'], ['columns']);

export const getBoard = (query: string, signal?: AbortSignal) =>
  call('GET', `/api/admin/board?${query}`, { signal, answer: board });
