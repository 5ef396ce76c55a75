// The sync from the company's Odoo: the site's leads read back from their crm.lead records, so that
// where Odoo is the record, the site's pipeline, dashboard and exports show what the sales team did
// there (stage, won or lost with Odoo's reason, salesperson, expected revenue, close date).
//
// One pass reads the crm.lead records changed since the cursor — Odoo's write_date, then the id, the
// order Odoo gives them — in batches of `batchSize`, archived ones included (a lost lead is archived).
// Each batch is applied in one database transaction that also moves the cursor, so a pass that dies
// mid-way resumes after the last batch it finished; a lead whose stored write_date is already this
// record's is left alone, so nothing is applied twice. Records that are not the site's leads are
// skipped. A lease row (odoo_sync_state) lets one process run a pass at a time, whichever process
// starts it; every call to Odoo has its own deadline, and the pass stops at its own.
import { randomBytes } from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { Lead, LeadEvent, OdooSyncState } from '../../entities/index.js';
import { stageRank, type LeadStage } from '../../site/pipeline/stages.js';
import type { OdooChannelConfig } from '../config/config.js';
import { OdooError, type OdooRecord, type OdooRpcClient } from '../notifications/odoo/odoo-rpc.js';
import { siteStageOf, type OdooStage } from './stage-mapping.js';

export const SYNC_MODEL = 'crm.lead';
export const SYNC_BATCH_SIZE = 200;
/** Each call to Odoo gets this long; a pass holds its lease this long past each batch. */
export const SYNC_CALL_TIMEOUT_MS = 30_000;
export const SYNC_LEASE_MS = 90_000;
/** A pass stops after this long and the next one goes on from its cursor. */
export const SYNC_PASS_LIMIT_MS = 4 * 60_000;
/** Who the timeline names for a change that came from Odoo. */
export const ODOO_ACTOR = 'Odoo';

const LEAD_FIELDS = [
  'write_date',
  'stage_id',
  'user_id',
  'expected_revenue',
  'probability',
  'active',
  'lost_reason_id',
  'date_closed',
  'date_deadline',
];

export interface SyncCounts {
  /** crm.lead records read from Odoo. */
  read: number;
  /** Site leads changed by them. */
  applied: number;
  /** Batches the pass went through. */
  batches: number;
}

export type SyncOutcome = ({ state: 'done' } & SyncCounts) | { state: 'busy' };

export interface SyncOptions {
  batchSize?: number;
  now?: () => number;
  passLimitMs?: number;
  /** Called after each batch is stored (tests stop a pass there, as a crash would). */
  afterBatch?: (counts: SyncCounts) => void | Promise<void>;
}

/** Odoo's datetime text ("YYYY-MM-DD HH:MM:SS", UTC) of an instant. */
const odooDatetime = (at: number) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');

/** A many2one as search_read answers it: [id, display name] or false. */
const many2one = (value: unknown): [number, string] | null =>
  Array.isArray(value) && typeof value[0] === 'number' ? [value[0], String(value[1] ?? '')] : null;

const monthOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}/.test(value) ? value.slice(0, 7) : null;

function callSignal(): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SYNC_CALL_TIMEOUT_MS);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

async function timed<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { signal, done } = callSignal();
  try {
    return await call(signal);
  } finally {
    done();
  }
}

async function takeLease(db: DataSource, token: string, now: number): Promise<boolean> {
  const taken = await db
    .createQueryBuilder()
    .update(OdooSyncState)
    .set({ leaseToken: token, leaseUntil: now + SYNC_LEASE_MS, lastStartedAt: now })
    .where('model = :model AND lease_until < :now', { model: SYNC_MODEL, now })
    .execute();
  return taken.affected === 1;
}

async function endLease(db: DataSource, token: string, outcome: Partial<OdooSyncState>): Promise<void> {
  await db
    .createQueryBuilder()
    .update(OdooSyncState)
    .set({ ...outcome, leaseToken: null, leaseUntil: 0 })
    .where('model = :model AND lease_token = :token', { model: SYNC_MODEL, token })
    .execute();
}

/** Where a first pass starts: a day before the oldest lead the site delivered to Odoo. */
async function firstCursor(db: DataSource): Promise<string | null> {
  const row = await db
    .getRepository(Lead)
    .createQueryBuilder('lead')
    .select('MIN(lead.createdAt)', 'oldest')
    .where('lead.odooLeadId IS NOT NULL')
    .getRawOne<{ oldest: string | Date | null }>();
  if (!row?.oldest) return null;
  const oldest = row.oldest instanceof Date ? row.oldest : new Date(`${String(row.oldest).replace(' ', 'T')}Z`);
  return odooDatetime(oldest.getTime() - 24 * 3600_000);
}

async function readStages(client: OdooRpcClient): Promise<OdooStage[]> {
  const rows = await timed((signal) =>
    client.searchRead('crm.stage', [], ['name', 'is_won', 'fold', 'sequence'], signal),
  );
  return rows.map((row) => ({
    id: row.id,
    name: String(row.name ?? ''),
    isWon: row.is_won === true,
    fold: row.fold === true,
    sequence: Number(row.sequence ?? 0),
  }));
}

/** The site's side of one crm.lead: what to write on the lead. */
function changesFor(
  lead: Lead,
  record: OdooRecord,
  stages: readonly OdooStage[],
  odoo: OdooChannelConfig,
): { set: Record<string, unknown>; stageEvent?: { from: LeadStage; to: LeadStage; body: string } } {
  const stage = many2one(record.stage_id);
  const probability = Number(record.probability ?? 0);
  const active = record.active !== false;
  const mapped = siteStageOf({ active, probability, stageId: stage?.[0] ?? null }, stages, odoo.stageMap);
  const lostReason = mapped === 'lost' ? (many2one(record.lost_reason_id)?.[1] ?? 'Lost in Odoo') : null;
  const set: Record<string, unknown> = {
    odooStageName: stage?.[1] ?? null,
    odooSalesperson: many2one(record.user_id)?.[1] ?? null,
    odooProbability: probability,
    odooWriteDate: String(record.write_date),
  };
  let stageEvent: { from: LeadStage; to: LeadStage; body: string } | undefined;
  if (mapped !== lead.stage || lostReason !== lead.lostReason) {
    set.stage = mapped;
    set.lostReason = lostReason;
    if (mapped !== 'lost') set.furthestStageRank = Math.max(lead.furthestStageRank, stageRank(mapped));
    stageEvent = { from: lead.stage, to: mapped, body: lostReason ?? '' };
  }
  const revenue = Math.round(Number(record.expected_revenue ?? 0));
  // Odoo shows 0 for a lead nobody priced; the site keeps "not priced" apart from "worth nothing".
  set.valueSar = revenue > 0 ? revenue : null;
  set.expectedCloseMonth = monthOf(mapped === 'won' ? record.date_closed : null) ?? monthOf(record.date_deadline);
  return { set, ...(stageEvent ? { stageEvent } : {}) };
}

/** Applies one batch and moves the cursor past it, in one transaction; false when the lease was lost. */
async function applyBatch(
  manager: EntityManager,
  records: OdooRecord[],
  stages: readonly OdooStage[],
  odoo: OdooChannelConfig,
  token: string,
  now: number,
): Promise<number> {
  const leads = await manager.getRepository(Lead).findBy({ odooLeadId: In(records.map((r) => r.id)) });
  const byOdooId = new Map(leads.map((lead) => [lead.odooLeadId!, lead]));
  let applied = 0;
  for (const record of records) {
    const lead = byOdooId.get(record.id);
    const writeDate = String(record.write_date ?? '');
    // Not one of the site's leads, or an older state than the one applied.
    if (!lead || !writeDate || (lead.odooWriteDate !== null && lead.odooWriteDate > writeDate)) continue;
    const { set, stageEvent } = changesFor(lead, record, stages, odoo);
    // The same write_date again (a pass that resumes over a batch): applied only if it differs, as a
    // second change within the same second of Odoo's clock would.
    const current = lead as unknown as Record<string, unknown>;
    if (lead.odooWriteDate === writeDate && Object.entries(set).every(([key, value]) => current[key] === value))
      continue;
    await manager
      .createQueryBuilder()
      .update(Lead)
      .set({ ...(set as Partial<Lead>), version: () => 'version + 1' })
      .where('id = :id', { id: lead.id })
      .execute();
    if (stageEvent)
      await manager.getRepository(LeadEvent).insert({
        leadId: lead.id,
        at: now,
        actor: ODOO_ACTOR,
        kind: 'stage',
        body: stageEvent.body,
        fromValue: stageEvent.from,
        toValue: stageEvent.to,
      });
    applied++;
  }
  const last = records[records.length - 1]!;
  const moved = await manager
    .createQueryBuilder()
    .update(OdooSyncState)
    .set({ cursorWriteDate: String(last.write_date), cursorId: last.id, leaseUntil: now + SYNC_LEASE_MS })
    .where('model = :model AND lease_token = :token', { model: SYNC_MODEL, token })
    .execute();
  // Another process took the sync over (this one stalled past its lease): keep nothing of this batch.
  if (moved.affected !== 1) throw new LeaseLost();
  return applied;
}

class LeaseLost extends Error {}

/**
 * One pass, when no other process is running one: reads every change since the cursor, batch by
 * batch, until none are left or the pass's time is up. Odoo's faults are stored for the admin and
 * thrown.
 */
export async function runSyncPass(
  db: DataSource,
  client: OdooRpcClient,
  odoo: OdooChannelConfig,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? SYNC_BATCH_SIZE;
  const started = now();
  const token = randomBytes(16).toString('hex');
  if (!(await takeLease(db, token, started))) return { state: 'busy' };
  const counts: SyncCounts = { read: 0, applied: 0, batches: 0 };
  try {
    const state = await db.getRepository(OdooSyncState).findOneByOrFail({ model: SYNC_MODEL });
    let cursor = { writeDate: state.cursorWriteDate ?? (await firstCursor(db)), id: state.cursorId };
    if (cursor.writeDate !== null) {
      let stages = await readStages(client);
      while (now() - started < (options.passLimitMs ?? SYNC_PASS_LIMIT_MS)) {
        const { writeDate, id } = cursor as { writeDate: string; id: number };
        const records = await timed((signal) =>
          client.searchRead(
            SYNC_MODEL,
            ['|', ['write_date', '>', writeDate], '&', ['write_date', '=', writeDate], ['id', '>', id]],
            LEAD_FIELDS,
            signal,
            { limit: batchSize, order: 'write_date asc, id asc', context: { active_test: false } },
          ),
        );
        if (records.length === 0) break;
        // A stage added in Odoo since the pass began: read the stages again before mapping.
        const known = new Set(stages.map((s) => s.id));
        if (records.some((r) => many2one(r.stage_id) && !known.has(many2one(r.stage_id)![0])))
          stages = await readStages(client);
        const applied = await db.transaction((manager) => applyBatch(manager, records, stages, odoo, token, now()));
        const last = records[records.length - 1]!;
        cursor = { writeDate: String(last.write_date), id: last.id };
        counts.read += records.length;
        counts.applied += applied;
        counts.batches++;
        await options.afterBatch?.(counts);
        if (records.length < batchSize) break;
      }
    }
    await endLease(db, token, {
      lastFinishedAt: now(),
      lastRead: counts.read,
      lastApplied: counts.applied,
      lastError: null,
      lastFailureKind: null,
    });
    return { state: 'done', ...counts };
  } catch (error) {
    if (error instanceof LeaseLost) return { state: 'busy' };
    const kind = error instanceof OdooError ? error.kind : 'unexpected';
    const message = error instanceof Error ? error.message : String(error);
    await endLease(db, token, {
      lastFinishedAt: now(),
      lastRead: counts.read,
      lastApplied: counts.applied,
      lastError: message.slice(0, 300),
      lastFailureKind: kind,
    }).catch(() => undefined);
    throw error;
  }
}
