// One change applied to many leads at once from the inbox's selection: assign an owner, move to a
// stage, mark lost or spam with a reason, or delete. Each lead goes through the same single-lead
// function as its dialog (changeLead, markSpam), so the version check, the timeline entry and the
// audit entry per lead are the ones a single save makes. A lead someone else saved since the
// version sent is left as it is and reported with its current values; the others are changed.
//
// The selection is either the leads the admin ticked (each with the version they saw, up to
// LISTED_MAX) or "every lead matching this filter" (up to FILTER_CAP, each at the version read when
// the change starts). Leads are worked in chunks of CHUNK, one short transaction per lead for a
// change and one per chunk for a delete, so a large change never holds locks across thousands of rows.
import { In, type DataSource } from 'typeorm';
import { z } from 'zod';
import { Lead } from '../../../entities/index.js';
import { leadStages, manualSpamReasons } from '../../../site/pipeline/stages.js';
import type { OdooChannelConfig } from '../../config/config.js';
import { refusal } from '../../http/errors.js';
import { isManagedInOdoo } from '../../odoo-sync/managed-in-odoo.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { removeLeads } from '../../privacy/lead-removal.js';
import { leadFilterSchema, selectionOf } from '../leads/lead-query.js';
import { changeLead, leadChangeSchema, type LeadChange } from './changes.js';
import { assignableOwner } from './owners.js';
import { markSpam } from './spam-marking.js';

export const LISTED_MAX = 500;
/** "All matching the filter" stops here: a broader change is a mistake more often than a wish. */
export const FILTER_CAP = 5_000;
const CHUNK = 100;

const leadRef = z.object({
  id: z.number({ error: 'Each lead needs its id' }).int().min(1, 'Each lead needs its id'),
  version: z
    .number({ error: 'Send the version of the lead you saw' })
    .int()
    .min(1, 'Send the version of the lead you saw'),
});

const lostReason = leadChangeSchema.shape.lostReason.unwrap();

export const bulkActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('assign'),
      ownerId: z
        .number({ error: 'Owner must be an admin id or null' })
        .int()
        .min(1, 'Owner must be an admin id or null')
        .nullable(),
    }),
    z.object({
      kind: z.literal('stage'),
      stage: z.enum(
        leadStages.filter((stage) => stage !== 'lost'),
        { error: 'Stage must be one of new, contacted, qualified, proposal, won (lost takes a reason)' },
      ),
    }),
    z.object({ kind: z.literal('lost'), reason: lostReason }),
    z.object({
      kind: z.literal('spam'),
      reason: z.enum(manualSpamReasons, { error: 'Choose why these leads are spam' }),
    }),
    z.object({ kind: z.literal('delete') }),
  ],
  { error: 'Action must be assign, stage, lost, spam or delete' },
);

export type BulkAction = z.output<typeof bulkActionSchema>;

export const bulkChangeSchema = z
  .object({
    leads: z
      .array(leadRef, { error: 'Leads must be a list of { id, version }' })
      .min(1, 'Choose at least one lead')
      .max(LISTED_MAX, `At most ${LISTED_MAX} leads by hand; choose "all matching the filter" for more`)
      .optional(),
    filter: leadFilterSchema.optional(),
    action: bulkActionSchema,
  })
  .superRefine((body, ctx) => {
    if ((body.leads === undefined) === (body.filter === undefined))
      ctx.addIssue({ code: 'custom', path: ['leads'], message: 'Send either the leads or a filter' });
  });

export type BulkChange = z.output<typeof bulkChangeSchema>;

/** What became of one lead someone else saved since: its version and values as they are now. */
export interface BulkConflict {
  id: number;
  version: number;
  stage: string;
  ownerId: number | null;
  spamReason: string | null;
}

export interface BulkOutcome {
  changed: Array<{ id: number; version: number }>;
  /** Already as asked (already in Spam, already owned by them): nothing to do. */
  unchanged: Array<{ id: number; version: number }>;
  conflicted: BulkConflict[];
  missing: number[];
  /** Worked in the company's Odoo: their stage there is the truth. */
  managedInOdoo: number[];
}

/** The leads and versions a filter matches now, or a 400 naming `filter` past FILTER_CAP. */
async function leadsOfFilter(db: DataSource, body: BulkChange, admin: string) {
  const selection = await selectionOf(db, body.filter!, admin);
  const rows: Array<{ id: number | string; version: number | string }> = await selection()
    .select(['lead.id AS id', 'lead.version AS version'])
    .orderBy('lead.id', 'ASC')
    .limit(FILTER_CAP + 1)
    .getRawMany();
  if (rows.length > FILTER_CAP)
    throw refusal(400, 'Invalid bulk change', {
      filter: `At most ${FILTER_CAP.toLocaleString('en')} leads at once: narrow the filter`,
    });
  return rows.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
}

const singleChange = (action: BulkAction, version: number): LeadChange | null => {
  if (action.kind === 'assign') return { version, ownerId: action.ownerId };
  if (action.kind === 'stage') return { version, stage: action.stage };
  if (action.kind === 'lost') return { version, stage: 'lost', lostReason: action.reason };
  return null;
};

const conflictOf = (lead: {
  id: number;
  version: number;
  stage: string;
  owner: { id: number } | null;
  spamReason: string | null;
}): BulkConflict => ({
  id: lead.id,
  version: lead.version,
  stage: lead.stage,
  ownerId: lead.owner?.id ?? null,
  spamReason: lead.spamReason,
});

/** Deletes the chunk's leads still at the version sent, in one transaction; audited per lead. */
async function deleteChunk(db: DataSource, refs: Array<{ id: number; version: number }>, actor: string, at: Date) {
  return db.transaction(async (manager) => {
    const rows = await manager.getRepository(Lead).find({
      where: { id: In(refs.map((ref) => ref.id)) },
      select: { id: true, version: true, stage: true, ownerId: true, spamReason: true },
    });
    const current = new Map(rows.map((row) => [row.id, row]));
    const fresh = refs.filter((ref) => current.get(ref.id)?.version === ref.version).map((ref) => ref.id);
    if (fresh.length) await removeLeads(manager, fresh);
    for (const id of fresh) await recordAudit(manager, actor, 'delete', `Deleted lead ${id}`, at.getTime());
    return { current, fresh: new Set(fresh) };
  });
}

export async function applyBulkChange(
  db: DataSource,
  body: BulkChange,
  actor: string,
  at: Date,
  odoo: OdooChannelConfig | undefined,
): Promise<BulkOutcome> {
  const refs = body.leads ?? (await leadsOfFilter(db, body, actor));
  const outcome: BulkOutcome = { changed: [], unchanged: [], conflicted: [], missing: [], managedInOdoo: [] };
  const { action } = body;
  // Checked before any lead changes, so a bad owner is a 400 and not 500 half-done changes.
  if (action.kind === 'assign' && action.ownerId !== null) {
    const probe = await assignableOwner(db, action.ownerId);
    if (!probe)
      throw refusal(400, 'Invalid bulk change', { action: 'No admin with this id who works leads can own them' });
  }
  for (let i = 0; i < refs.length; i += CHUNK) {
    const chunk = refs.slice(i, i + CHUNK);
    if (action.kind === 'delete') {
      const { current, fresh } = await deleteChunk(db, chunk, actor, at);
      for (const ref of chunk) {
        const row = current.get(ref.id);
        if (!row) outcome.missing.push(ref.id);
        else if (fresh.has(ref.id)) outcome.changed.push({ id: ref.id, version: ref.version });
        else outcome.conflicted.push({ ...row, ownerId: row.ownerId, spamReason: row.spamReason });
      }
      continue;
    }
    const odooManaged = await odooManagedAmong(db, chunk, action, odoo);
    for (const ref of chunk) {
      if (odooManaged.has(ref.id)) {
        outcome.managedInOdoo.push(ref.id);
        continue;
      }
      if (action.kind === 'spam') {
        const marked = await markSpam(db, ref.id, { reason: action.reason, version: ref.version }, actor, at);
        if (marked.kind === 'missing') outcome.missing.push(ref.id);
        else if (marked.kind === 'conflict') outcome.conflicted.push(conflictOf(marked.lead));
        else
          (marked.kind === 'marked' ? outcome.changed : outcome.unchanged).push({
            id: ref.id,
            version: marked.lead.version,
          });
        continue;
      }
      const changed = await changeLead(db, ref.id, singleChange(action, ref.version)!, actor, at);
      if (changed.kind === 'missing') outcome.missing.push(ref.id);
      else if (changed.kind === 'conflict') outcome.conflicted.push(conflictOf(changed.lead));
      else
        (changed.lead.version === ref.version ? outcome.unchanged : outcome.changed).push({
          id: ref.id,
          version: changed.lead.version,
        });
    }
  }
  return outcome;
}

/** The chunk's leads whose stage Odoo owns, when the action moves a stage. */
async function odooManagedAmong(
  db: DataSource,
  chunk: Array<{ id: number }>,
  action: BulkAction,
  odoo: OdooChannelConfig | undefined,
): Promise<Set<number>> {
  if (!odoo || (action.kind !== 'stage' && action.kind !== 'lost')) return new Set();
  const rows = await db.getRepository(Lead).find({
    where: { id: In(chunk.map((ref) => ref.id)) },
    select: { id: true, odooLeadId: true },
  });
  return new Set(rows.filter((row) => isManagedInOdoo(row, odoo)).map((row) => row.id));
}
