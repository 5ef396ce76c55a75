// The pipeline as a board: a column per stage with its first cards (newest first), how many leads
// it holds, the sum of their values in SAR and, for "load more", the cursor of the next cards. The
// counts and sums are one grouped query over the inbox's filters; each open column's cards are the
// inbox's own page query narrowed to its stage (the stage-and-date index). Won and lost are folded
// at the end: their counts and sums only, until a column is opened with `column=`.
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Board, BoardColumn } from '../../../site/admin-types.js';
import { leadStages, openStages, type LeadStage } from '../../../site/pipeline/stages.js';
import { decodeCursor, readLeadPage } from '../leads/keyset.js';
import { findLeads, leadFilterSchema, PAGE_SIZE, selectionOf, type LeadFilter } from '../leads/lead-query.js';
import { riyadhDay } from './days.js';
import { adminLeadsOf } from './lead-view.js';

export const boardQuerySchema = leadFilterSchema.and(
  z.object({
    column: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(leadStages, { error: `Column must be one of ${leadStages.join(', ')}` }).optional(),
    ),
  }),
);

const foldedStages: readonly LeadStage[] = ['won', 'lost'];

/** The stages the board shows: the open ones, won and lost, narrowed by the filter's stages if any. */
const boardStages = (filter: LeadFilter) =>
  [...openStages, ...foldedStages].filter((stage) => !filter.stage?.length || filter.stage.includes(stage));

/** How many leads each stage holds under the filter, and their values' sum: one grouped query. */
async function stageTotals(db: DataSource, filter: LeadFilter, admin: string) {
  // A text search counts through the inbox's own list instead (its matches are found in one pass).
  if (filter.q) return null;
  const selection = await selectionOf(db, filter, admin);
  const qb = selection()
    .select('lead.stage', 'stage')
    .addSelect('COUNT(*)', 'n')
    .addSelect('COALESCE(SUM(lead.valueSar), 0)', 'value')
    .groupBy('lead.stage');
  const rows: Array<{ stage: LeadStage; n: number | string; value: number | string }> = await qb.getRawMany();
  return new Map(rows.map((row) => [row.stage, { count: Number(row.n), valueSar: Number(row.value) }]));
}

/** A column's cards newest first from the cursor; a text search goes through the inbox's own list. */
async function cardsOf(db: DataSource, filter: LeadFilter, stage: LeadStage, admin: string, now: Date) {
  const narrowed: LeadFilter = { ...filter, stage: [stage], sort: 'newest' };
  const cursor = decodeCursor(filter.cursor, 'newest', filter.view);
  if (filter.q) {
    const page = await findLeads(db, narrowed, admin, cursor, now);
    return { cards: page.items, nextCursor: page.nextCursor, count: page.total };
  }
  const selection = await selectionOf(db, narrowed, admin);
  const today = riyadhDay(now);
  const narrowOnlyByStage = !filter.owner && !filter.source && !filter.campaign && !filter.utm_source;
  const page = await readLeadPage(
    selection,
    {
      sort: 'newest',
      view: filter.view,
      dateOrderIndex: narrowOnlyByStage && filter.view !== 'spam' ? 'idx_lead_view_stage_created' : undefined,
    },
    today,
    cursor,
    PAGE_SIZE,
  );
  return { cards: await adminLeadsOf(db, page.leads, today), nextCursor: page.nextCursor, count: null };
}

/** Every column, or one column's next cards when `column` names it (with the cursor it gave). */
export async function readBoard(
  db: DataSource,
  query: LeadFilter & { column?: LeadStage },
  admin: string,
  now: Date,
): Promise<Board> {
  // "Load more" of one column needs its cards only: the counts came with the board's first answer.
  const totals = query.column
    ? new Map<LeadStage, { count: number; valueSar: number }>()
    : await stageTotals(db, query, admin);
  const stages = query.column ? [query.column] : boardStages(query);
  const first = query.column ? query : { ...query, cursor: undefined };
  const columns: BoardColumn[] = [];
  // One after the other: on SQLite the queries share one connection anyway, and MariaDB's pool
  // stays free for the other admins' calls.
  for (const stage of stages) {
    const open = query.column === stage || !foldedStages.includes(stage);
    const total = totals?.get(stage);
    // A column the totals found empty has no cards to look for: a stage an owner has none in would
    // otherwise walk all of that owner's leads.
    const empty = totals !== null && !query.column && !total;
    const page =
      (open || !totals) && !empty
        ? await cardsOf(db, first, stage, admin, now)
        : { cards: [], nextCursor: null, count: null };
    columns.push({
      stage,
      count: total?.count ?? page.count ?? 0,
      valueSar: total?.valueSar ?? 0,
      cards: open ? page.cards : [],
      nextCursor: open ? page.nextCursor : null,
    });
  }
  return { columns };
}
