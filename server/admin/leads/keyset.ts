// Reading the inbox a page at a time without OFFSET: each page starts after (or ends before) the
// last lead seen, named by its place in the order, so a page costs the same on the first page as
// on the thousandth and a lead arriving meanwhile neither repeats nor skips a row.
// An order is a list of segments read one after the other ("overdue first, then the newest" is
// two), each sorted on one column and the id. A cursor is opaque to the client: the order, the
// direction, the segment and the last lead's sort value as the database holds it, and its id.
import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { z } from 'zod';
import type { Lead } from '../../../entities/index.js';
import { leadSorts, type LeadSort, type LeadView } from '../../../site/admin-types.js';
import { openStages } from '../../../site/pipeline/stages.js';
import { refusal } from '../../http/errors.js';

type SortColumn = 'createdAt' | 'followUpOn' | 'id';

interface Segment {
  /** Which leads belong to this part of the order ("" for all). */
  where: (today: string) => Brackets | '';
  column: SortColumn;
  descending: boolean;
}

const overdue = (today: string) =>
  new Brackets((w) =>
    w.where('lead.followUpOn < :today', { today }).andWhere('lead.stage IN (:...openStages)', { openStages }),
  );
// Spelled out rather than NOT (…): a lead without a follow-up day must land here, not in neither.
const notOverdue = (today: string) =>
  new Brackets((w) =>
    w
      .where('lead.followUpOn IS NULL')
      .orWhere('lead.followUpOn >= :today', { today })
      .orWhere('lead.stage NOT IN (:...openStages)', { openStages }),
  );

const newest: Segment = { where: () => '', column: 'createdAt', descending: true };

const sortSegments: Record<LeadSort, Segment[]> = {
  priority: [
    { where: overdue, column: 'followUpOn', descending: false },
    { ...newest, where: notOverdue },
  ],
  newest: [newest],
  oldest: [{ ...newest, descending: false }],
  // The leads without a follow-up day newest first by id, the order they arrived in: read from the
  // follow-up index's run of empty days, which holds them in id order.
  'follow-up': [
    {
      where: () => new Brackets((w) => w.where('lead.followUpOn IS NOT NULL')),
      column: 'followUpOn',
      descending: false,
    },
    { where: () => new Brackets((w) => w.where('lead.followUpOn IS NULL')), column: 'id', descending: true },
  ],
};

/** The segments of an order in a view: Spam holds no leads being worked, so its default is the newest first. */
export const segmentsOf = (sort: LeadSort, view: LeadView): Segment[] =>
  sortSegments[view === 'spam' && sort === 'priority' ? 'newest' : sort];

const isRealTime = (text: string) => {
  const iso = `${text.replace(' ', 'T')}Z`;
  return !Number.isNaN(Date.parse(iso)) && new Date(iso).toISOString().slice(0, 19) === iso.slice(0, 19);
};

/** What a sort value of each column can be: a time or a day that exists (MySQL warns or refuses on
 * 2025-13-45), or an id. */
const isSortValue: Record<SortColumn, (text: string) => boolean> = {
  createdAt: (text) => /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?$/.test(text) && isRealTime(text),
  followUpOn: (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isRealTime(`${text} 00:00:00`),
  id: (text) => /^\d{1,10}$/.test(text),
};

/** Where a page starts: after (next) or before (previous) this lead of the order. */
export interface KeysetRequest {
  sort: LeadSort;
  direction: 'next' | 'prev';
  segment: number;
  value: string;
  id: number;
}

const cursorSchema = z.object({
  s: z.enum(leadSorts),
  d: z.enum(['next', 'prev']),
  g: z.number().int().min(0).max(1),
  k: z.string().max(40),
  i: z.number().int().min(1),
});

const encodeCursor = (at: KeysetRequest): string =>
  Buffer.from(JSON.stringify({ s: at.sort, d: at.direction, g: at.segment, k: at.value, i: at.id }), 'utf8').toString(
    'base64url',
  );

/** The cursor the client sent back, for the order it asked for; a 400 naming "cursor" otherwise. */
export function decodeCursor(text: string | undefined, sort: LeadSort, view: LeadView): KeysetRequest | null {
  if (text === undefined) return null;
  const invalid = () => refusal(400, 'Invalid filter', { cursor: 'Not a cursor of this list' });
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = cursorSchema.safeParse(raw);
  if (!parsed.success || parsed.data.s !== sort) throw invalid();
  const { d, g, k, i } = parsed.data;
  const segment = segmentsOf(sort, view)[g];
  if (!segment || !isSortValue[segment.column](k)) throw invalid();
  return { sort, direction: d, segment: g, value: k, id: i };
}

const columnName: Record<SortColumn, string> = { createdAt: 'created_at', followUpOn: 'follow_up_on', id: 'id' };

/** The sort value as the database compares it: SQLite's stored text, or MySQL's DATETIME written out. */
function sortValueOf(raw: Record<string, unknown>, column: SortColumn): string {
  const value = raw[`lead_${columnName[column]}`];
  if (value instanceof Date) {
    const text = value.toISOString().replace('T', ' ').replace('Z', '');
    return text.endsWith('.000') ? text.slice(0, -4) : text;
  }
  return String(value);
}

interface Placed {
  lead: Lead;
  segment: number;
  value: string;
}

/** Up to `want` leads from `start` on, forward or backward along the order, crossing segments. */
async function walk(
  selection: () => SelectQueryBuilder<Lead>,
  segments: Segment[],
  dateOrderIndex: string | undefined,
  today: string,
  start: KeysetRequest | null,
  forward: boolean,
  want: number,
): Promise<Placed[]> {
  const placed: Placed[] = [];
  const first = start?.segment ?? 0;
  for (let g = first; g >= 0 && g < segments.length && placed.length < want; g += forward ? 1 : -1) {
    const segment = segments[g]!;
    const descending = segment.descending === forward;
    const qb = selection();
    if (segment.column === 'createdAt' && dateOrderIndex) qb.useIndex(dateOrderIndex);
    const where = segment.where(today);
    if (where) qb.andWhere(where);
    const column = `lead.${segment.column}`;
    if (start && g === start.segment && segment.column === 'id') {
      qb.andWhere(`lead.id ${descending ? '<' : '>'} :sortId`, { sortId: start.id });
    } else if (start && g === start.segment) {
      const beyond = descending ? '<' : '>';
      // The first condition alone is a range an index can start from; the second picks within it.
      qb.andWhere(`${column} ${beyond}= :sortValue`, { sortValue: start.value }).andWhere(
        new Brackets((w) =>
          w.where(`${column} ${beyond} :sortValue`).orWhere(`lead.id ${beyond} :sortId`, { sortId: start.id }),
        ),
      );
    }
    const order = descending ? 'DESC' : 'ASC';
    qb.orderBy(column, order);
    if (segment.column !== 'id') qb.addOrderBy('lead.id', order);
    const { entities, raw } = await qb.limit(want - placed.length).getRawAndEntities();
    entities.forEach((lead, index) =>
      placed.push({ lead, segment: g, value: sortValueOf(raw[index] as Record<string, unknown>, segment.column) }),
    );
  }
  return placed;
}

export interface LeadPage {
  leads: Lead[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/** One page of `size` leads of the selection, in the order `sort`, from the cursor's place on. */
export async function readLeadPage(
  selection: () => SelectQueryBuilder<Lead>,
  { sort, view, dateOrderIndex }: { sort: LeadSort; view: LeadView; dateOrderIndex?: string },
  today: string,
  cursor: KeysetRequest | null,
  size: number,
): Promise<LeadPage> {
  const segments = segmentsOf(sort, view);
  const cursorAt = (place: Placed, direction: KeysetRequest['direction']) =>
    encodeCursor({ sort, direction, segment: place.segment, value: place.value, id: place.lead.id });
  if (cursor?.direction === 'prev') {
    const before = await walk(selection, segments, dateOrderIndex, today, cursor, false, size + 1);
    // Fewer than a page before it: the previous page is the first one.
    if (before.length > size) {
      const shown = before.slice(0, size).reverse();
      return {
        leads: shown.map((p) => p.lead),
        prevCursor: cursorAt(shown[0]!, 'prev'),
        nextCursor: cursorAt(shown[size - 1]!, 'next'),
      };
    }
    cursor = null;
  }
  const after = await walk(selection, segments, dateOrderIndex, today, cursor, true, size + 1);
  const shown = after.slice(0, size);
  return {
    leads: shown.map((p) => p.lead),
    nextCursor: after.length > size ? cursorAt(shown[size - 1]!, 'next') : null,
    prevCursor: cursor && shown.length ? cursorAt(shown[0]!, 'prev') : null,
  };
}
