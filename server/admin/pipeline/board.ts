// The pipeline as a board: a column per stage with its first cards (newest first), how many leads
// it holds and, for "load more", the cursor of the next cards. Each column is the inbox's own list
// query narrowed to its stage (the same filters, the stage-and-date index), so a column costs one
// page and one capped count however many leads there are. Won and lost are folded at the end: their
// counts only, until a column is opened with `column=`.
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { AdminLead } from '../../../site/admin-types.js';
import { leadStages, openStages, type LeadStage } from '../../../site/pipeline/stages.js';
import { decodeCursor } from '../leads/keyset.js';
import { findLeads, leadFilterSchema, type LeadFilter } from '../leads/lead-query.js';

export const boardQuerySchema = leadFilterSchema.and(
  z.object({
    column: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(leadStages, { error: `Column must be one of ${leadStages.join(', ')}` }).optional(),
    ),
  }),
);

export interface BoardColumn {
  stage: LeadStage;
  /** Up to TOTAL_CAP, as the inbox counts. */
  count: number;
  countCapped: boolean;
  cards: AdminLead[];
  nextCursor: string | null;
}

export interface Board {
  columns: BoardColumn[];
}

const foldedStages: readonly LeadStage[] = ['won', 'lost'];

/** The stages the board shows: the open ones, won and lost, narrowed by the filter's stages if any. */
const boardStages = (filter: LeadFilter) =>
  [...openStages, ...foldedStages].filter((stage) => !filter.stage?.length || filter.stage.includes(stage));

async function columnOf(
  db: DataSource,
  filter: LeadFilter,
  stage: LeadStage,
  admin: string,
  now: Date,
  cards: boolean,
) {
  const narrowed: LeadFilter = { ...filter, stage: [stage], sort: 'newest' };
  const cursor = cards ? decodeCursor(filter.cursor, 'newest', filter.view) : null;
  const page = await findLeads(db, narrowed, admin, cursor, now);
  return {
    stage,
    count: page.total,
    countCapped: page.totalCapped,
    cards: cards ? page.items : [],
    nextCursor: cards ? page.nextCursor : null,
  };
}

/** Every column, or one column's next cards when `column` names it (with the cursor it gave). */
export async function readBoard(
  db: DataSource,
  query: LeadFilter & { column?: LeadStage },
  admin: string,
  now: Date,
): Promise<Board> {
  if (query.column) return { columns: [await columnOf(db, query, query.column, admin, now, true)] };
  const first = { ...query, cursor: undefined };
  const columns: BoardColumn[] = [];
  // One after the other: on SQLite the queries share one connection anyway, and MariaDB's pool
  // stays free for the other admins' calls.
  for (const stage of boardStages(query))
    columns.push(await columnOf(db, first, stage, admin, now, !foldedStages.includes(stage)));
  return { columns };
}
