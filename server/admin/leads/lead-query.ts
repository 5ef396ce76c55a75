// The inbox's filters: Inbox or Spam; stage (one or more), owner (an admin, nobody, or the admin
// asking), source, campaign and utm_source; a date range in Saudi time (both ends inclusive); a
// search (lead-search.ts): a phone in any spelling, or words in name, company, phone, email and city. The list is read in pages along one of the orders of
// pipeline-keyset.ts; the CSV export uses the same filters and order.
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { z } from 'zod';
import { Lead } from '../../../entities/index.js';
import { leadSorts, leadViews, type AdminLead, type LeadsPage } from '../../../site/admin-types.js';
import { leadSources } from '../../../site/lead-schema.js';
import { leadStages } from '../../../site/pipeline/stages.js';
import { calendarDay, riyadhDay, utcDateTime } from '../pipeline/days.js';
import { readLeadPage, type KeysetRequest } from './keyset.js';
import { adminIdOf } from '../pipeline/owners.js';
import { adminLeadsOf } from '../pipeline/lead-view.js';
import { searchOf, type LeadSearch } from './lead-search.js';

export const PAGE_SIZE = 20;
export const EXPORT_LIMIT = 50_000;
/** Counting stops here: past it the inbox says "10,000+", and a broad filter costs no more than this. */
export const TOTAL_CAP = 10_000;
/** A text search reads every lead's search key once (no index finds text inside a name) and keeps the
 * matches up to this many; past it the inbox says "1,000+" and pages through the matches in order as any list. */
export const SEARCH_CAP = 1_000;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** `stage=new&stage=won` or `stage=new,won`. */
const listOf = (v: unknown) =>
  v === undefined || v === ''
    ? undefined
    : (Array.isArray(v) ? v : [v]).flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
const oneLine = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be one value` })
      .trim()
      .max(max, `${label} is at most ${max} characters`)
      .optional(),
  );

export const leadFilterSchema = z
  .object({
    view: z.preprocess(
      blankToUndefined,
      z.enum(leadViews, { error: `View must be one of ${leadViews.join(', ')}` }).default('inbox'),
    ),
    q: oneLine('Search', 100),
    stage: z.preprocess(
      listOf,
      z
        .array(z.enum(leadStages, { error: `Stage must be one of ${leadStages.join(', ')}` }))
        .max(leadStages.length, 'Name each stage once')
        .optional(),
    ),
    owner: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'Owner must be one value' })
        .regex(/^(none|me|[1-9]\d{0,9})$/, 'Owner must be an admin id, none or me')
        .optional(),
    ),
    source: z.preprocess(
      blankToUndefined,
      z.enum(leadSources, { error: `Source must be one of ${leadSources.join(', ')}` }).optional(),
    ),
    campaign: oneLine('Campaign', 200),
    utm_source: oneLine('utm_source', 200),
    from: z.preprocess(blankToUndefined, calendarDay.optional()),
    to: z.preprocess(blankToUndefined, calendarDay.optional()),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(leadSorts, { error: `Sort must be one of ${leadSorts.join(', ')}` }).default('priority'),
    ),
    cursor: z.preprocess(
      blankToUndefined,
      z.string({ error: 'Cursor must be one value' }).max(400, 'Not a cursor of this list').optional(),
    ),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });

export type LeadFilter = z.output<typeof leadFilterSchema>;

/** The owner condition with "me" read as the admin asking: an id, "none", or no condition. */
async function ownerCondition(db: DataSource, owner: string | undefined, admin: string) {
  if (owner === undefined || owner === 'none') return owner;
  if (owner === 'me') return (await adminIdOf(db, admin)) ?? 0;
  return Number(owner);
}

// LIKE with "!" as the escape character, so a search for "50%" or "a_b" means what it says.
const likePattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** A phone no lead holds in phone_e164 (a lead stored without its keys) is still found in the search
 * keys, which hold every phone's international digits: one index lookup first, a scan only then. */
async function keyedSearch(db: DataSource, search: LeadSearch): Promise<LeadSearch> {
  if (search.kind !== 'phone' || (await db.getRepository(Lead).existsBy({ phoneE164: search.e164 }))) return search;
  return { kind: 'text', text: search.e164.slice(1) };
}

/** The leads a filter selects, before any order; a new builder on every call. */
export type LeadSelection = () => SelectQueryBuilder<Lead>;

export async function selectionOf(db: DataSource, filter: LeadFilter, admin: string): Promise<LeadSelection> {
  const owner = await ownerCondition(db, filter.owner, admin);
  const search = filter.q ? await keyedSearch(db, searchOf(filter.q)) : null;
  return () => {
    const qb = db.getRepository(Lead).createQueryBuilder('lead');
    qb.where(filter.view === 'spam' ? 'lead.spamReason IS NOT NULL' : 'lead.spamReason IS NULL');
    if (search?.kind === 'phone') qb.andWhere('lead.phoneE164 = :e164', { e164: search.e164 });
    else if (search) qb.andWhere(`lead.searchKey LIKE :like ESCAPE '!'`, { like: likePattern(search.text) });
    if (filter.stage?.length) qb.andWhere('lead.stage IN (:...stages)', { stages: [...new Set(filter.stage)] });
    if (owner === 'none') qb.andWhere('lead.ownerId IS NULL');
    else if (owner !== undefined) qb.andWhere('lead.ownerId = :owner', { owner });
    if (filter.source) qb.andWhere('lead.source = :source', { source: filter.source });
    if (filter.campaign) qb.andWhere('lead.utmCampaign = :campaign', { campaign: filter.campaign });
    if (filter.utm_source) qb.andWhere('lead.utmSource = :utmSource', { utmSource: filter.utm_source });
    if (filter.from) qb.andWhere('lead.createdAt >= :from', { from: utcDateTime(filter.from) });
    if (filter.to) qb.andWhere('lead.createdAt < :to', { to: utcDateTime(filter.to, 1) });
    return qb;
  };
}

/**
 * The index that reads the inbox in date order within its narrowest single-valued filter. MariaDB,
 * asked for a rare campaign newest first, may walk the whole date index instead and read every row;
 * named, it reads only that campaign's. SQLite picks the same index unasked (the hint is MySQL's only).
 * Spam's condition is a range, so no such index is in date order there.
 */
function dateOrderIndex(filter: LeadFilter): string | undefined {
  if (filter.view === 'spam') return undefined;
  if (filter.campaign) return 'idx_lead_view_campaign_created';
  if (filter.utm_source) return 'idx_lead_view_utm_source_created';
  if (filter.owner) return 'idx_lead_view_owner_created';
  if (filter.stage && new Set(filter.stage).size === 1) return 'idx_lead_view_stage_created';
  if (filter.source) return 'idx_lead_view_source_created';
  return undefined;
}

/** How many leads the selection holds, counted up to TOTAL_CAP + 1. */
async function cappedCount(selection: LeadSelection): Promise<{ total: number; capped: boolean }> {
  const inner = selection()
    .select('1')
    .limit(TOTAL_CAP + 1);
  const [sql, parameters] = inner.getQueryAndParameters();
  const rows: Array<{ n: number | string }> = await inner.connection.query(
    `SELECT COUNT(*) AS n FROM (${sql}) counted`,
    parameters,
  );
  const counted = Number(rows[0]?.n ?? 0);
  return { total: Math.min(counted, TOTAL_CAP), capped: counted > TOTAL_CAP };
}

/** The ids a text search matches, in one pass over the narrow search index; null past SEARCH_CAP. */
async function searchMatches(selection: LeadSelection): Promise<number[] | null> {
  const rows: Array<{ id: number | string }> = await selection()
    .select('lead.id', 'id')
    .limit(SEARCH_CAP + 1)
    .getRawMany();
  return rows.length > SEARCH_CAP ? null : rows.map((row) => Number(row.id));
}

/** The page and how many leads match: a search counts its matches once and pages through just those. */
async function pageAndCount(selection: LeadSelection, filter: LeadFilter, cursor: KeysetRequest | null, today: string) {
  const order = { sort: filter.sort, view: filter.view, dateOrderIndex: dateOrderIndex(filter) };
  if (filter.q) {
    const matches = await searchMatches(selection);
    if (matches === null) {
      const page = await readLeadPage(selection, order, today, cursor, PAGE_SIZE);
      return { page, count: { total: SEARCH_CAP, capped: true }, today };
    }
    const found = () => selection().andWhere('lead.id IN (:...matches)', { matches });
    const page = matches.length
      ? await readLeadPage(found, { sort: filter.sort, view: filter.view }, today, cursor, PAGE_SIZE)
      : { leads: [], nextCursor: null, prevCursor: null };
    return { page, count: { total: matches.length, capped: false }, today };
  }
  const [page, count] = await Promise.all([
    readLeadPage(selection, order, today, cursor, PAGE_SIZE),
    cappedCount(selection),
  ]);
  return { page, count, today };
}

export async function findLeads(
  db: DataSource,
  filter: LeadFilter,
  admin: string,
  cursor: KeysetRequest | null,
  now: Date,
): Promise<LeadsPage> {
  const selection = await selectionOf(db, filter, admin);
  const { page, count, today } = await pageAndCount(selection, filter, cursor, riyadhDay(now));
  return {
    items: await adminLeadsOf(db, page.leads, today),
    total: count.total,
    totalCapped: count.capped,
    pageSize: PAGE_SIZE,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

export async function leadsForExport(
  db: DataSource,
  filter: LeadFilter,
  admin: string,
  now: Date,
): Promise<AdminLead[]> {
  const selection = await selectionOf(db, filter, admin);
  const today = riyadhDay(now);
  const order = { sort: filter.sort, view: filter.view, dateOrderIndex: dateOrderIndex(filter) };
  const page = await readLeadPage(selection, order, today, null, EXPORT_LIMIT);
  return adminLeadsOf(db, page.leads, today);
}

/** What the visitor sent, as the inbox shows it: the lead webhook's payload, unchanged by the pipeline. */
export type SubmittedLead = Pick<
  AdminLead,
  | 'id'
  | 'createdAt'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'city'
  | 'service'
  | 'message'
  | 'source'
  | 'locale'
  | 'pagePath'
  | 'marketingConsent'
>;

export function toAdminLead(lead: Lead): SubmittedLead {
  return {
    id: lead.id,
    createdAt: new Date(lead.createdAt).toISOString(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    city: lead.city,
    service: lead.service,
    message: lead.message,
    source: lead.source,
    locale: lead.locale,
    pagePath: lead.pagePath,
    marketingConsent: Boolean(lead.marketingConsent),
  };
}
