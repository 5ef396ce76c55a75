// An admin's change to a lead's stage, owner, follow-up day, deal value or expected close month. The change names the version the
// admin last saw: it is saved only if nobody saved the lead since (one UPDATE … WHERE id AND
// version, in the transaction that writes the timeline and the audit entry), so two admins working
// the same lead never overwrite each other silently; the second is told and shown the lead as it is.
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { Lead, LeadEvent } from '../../../entities/index.js';
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { leadStages, stageRank, type LeadEventKind, type LeadStage } from '../../../site/pipeline/stages.js';
import { singleLine, withoutControls } from '../../../site/visitor-text.js';
import { refusal } from '../../http/errors.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { calendarDay, riyadhDay } from './days.js';
import { leadDetail } from './lead-view.js';
import { assignableOwner, ownerNames } from './owners.js';

const LOST_REASON_MAX = 200;

/** A deal's value in whole riyals: a billion is beyond any project the company quotes, so more is a typo. */
export const VALUE_SAR_MAX = 1_000_000_000;
const valueMessage = `The value is a whole number of riyals from 0 to ${VALUE_SAR_MAX.toLocaleString('en')}`;
const valueSar = z
  .number({ error: valueMessage })
  .int(valueMessage)
  .min(0, valueMessage)
  .max(VALUE_SAR_MAX, valueMessage);

const closeMonth = z
  .string({ error: 'The close month is YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The close month is YYYY-MM');

/** The close months an admin may set: five years back (a deal recorded late) to ten years ahead of today in Riyadh. */
export function closeMonthRange(today: string): { earliest: string; latest: string } {
  const year = Number(today.slice(0, 4));
  const month = today.slice(5, 7);
  return { earliest: `${year - 5}-${month}`, latest: `${year + 10}-${month}` };
}

/**
 * The follow-up days an admin may set, counted from today in Riyadh by the app's clock: a year back
 * (a lead caught up on late) to five years ahead. Further out is a typo (2205 for 2025) that would
 * sort the lead out of every overdue list.
 */
export function followUpRange(today: string): { earliest: string; latest: string } {
  const year = Number(today.slice(0, 4));
  const rest = today.slice(4);
  return { earliest: `${year - 1}${rest}`, latest: `${year + 5}${rest}` };
}

const lostReason = z
  .string({ error: 'Write why the lead was lost' })
  .transform((text) => withoutControls(singleLine(text)).trim())
  .pipe(
    z
      .string()
      .min(1, 'Write why the lead was lost')
      .max(LOST_REASON_MAX, `The reason is at most ${LOST_REASON_MAX} characters`),
  );

export const leadChangeSchema = z
  .object({
    version: z
      .number({ error: 'Send the version of the lead you saw' })
      .int('Send the version of the lead you saw')
      .min(1, 'Send the version of the lead you saw'),
    stage: z.enum(leadStages, { error: `Stage must be one of ${leadStages.join(', ')}` }).optional(),
    lostReason: lostReason.optional(),
    ownerId: z
      .number({ error: 'Owner must be an admin id or null' })
      .int('Owner must be an admin id or null')
      .min(1, 'Owner must be an admin id or null')
      .max(2_147_483_647, 'Owner must be an admin id or null')
      .nullable()
      .optional(),
    followUpOn: calendarDay.nullable().optional(),
    valueSar: valueSar.nullable().optional(),
    expectedCloseMonth: closeMonth.nullable().optional(),
  })
  .superRefine((change, ctx) => {
    if (change.stage === 'lost' && change.lostReason === undefined)
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: 'Write why the lead was lost' });
    if (change.lostReason !== undefined && change.stage !== 'lost')
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: 'Only a lead moved to lost takes a reason' });
    if (
      change.stage === undefined &&
      change.ownerId === undefined &&
      change.followUpOn === undefined &&
      change.valueSar === undefined &&
      change.expectedCloseMonth === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['stage'],
        message: 'Change the stage, the owner, the follow-up day, the value or the close month',
      });
  });

export type LeadChange = z.output<typeof leadChangeSchema>;

export type ChangeOutcome =
  { kind: 'saved'; lead: AdminLeadDetail } | { kind: 'conflict'; lead: AdminLeadDetail } | { kind: 'missing' };

interface TimelineChange {
  kind: LeadEventKind;
  from: string | null;
  to: string | null;
  body?: string;
}

/** What the change does to the row, and the timeline entries that tell it. */
async function planChange(manager: EntityManager, lead: Lead, change: LeadChange, now: number) {
  const set: Partial<Lead> = {};
  const events: TimelineChange[] = [];
  const stage: LeadStage | undefined = change.stage;
  if (stage !== undefined && (stage !== lead.stage || (stage === 'lost' && change.lostReason !== lead.lostReason))) {
    set.stage = stage;
    set.lostReason = stage === 'lost' ? change.lostReason! : null;
    if (stage !== 'lost') set.furthestStageRank = Math.max(lead.furthestStageRank, stageRank(stage));
    if (!lead.firstResponseAt) set.firstResponseAt = new Date(now);
    events.push({ kind: 'stage', from: lead.stage, to: stage, body: set.lostReason ?? '' });
  }
  if (change.ownerId !== undefined && change.ownerId !== lead.ownerId) {
    const owner = change.ownerId === null ? null : await assignableOwner(manager, change.ownerId);
    if (change.ownerId !== null && !owner)
      throw refusal(400, 'Invalid change', { ownerId: 'No admin with this id who works leads can own them' });
    const before =
      lead.ownerId === null ? null : ((await ownerNames(manager, [lead.ownerId])).get(lead.ownerId) ?? null);
    set.ownerId = change.ownerId;
    events.push({ kind: 'owner', from: before, to: owner?.username ?? null });
  }
  if (change.followUpOn !== undefined && change.followUpOn !== lead.followUpOn) {
    const { earliest, latest } = followUpRange(riyadhDay(new Date(now)));
    if (change.followUpOn !== null && (change.followUpOn < earliest || change.followUpOn > latest))
      throw refusal(400, 'Invalid change', { followUpOn: `The follow-up day is between ${earliest} and ${latest}` });
    set.followUpOn = change.followUpOn;
    events.push({ kind: 'follow-up', from: lead.followUpOn, to: change.followUpOn });
  }
  // Stored as sent, whatever the stage: a won lead keeps its value (the dashboard sums it).
  const valueBefore = lead.valueSar === null ? null : Number(lead.valueSar);
  if (change.valueSar !== undefined && change.valueSar !== valueBefore) {
    set.valueSar = change.valueSar;
    events.push({ kind: 'value', from: valueBefore?.toString() ?? null, to: change.valueSar?.toString() ?? null });
  }
  if (change.expectedCloseMonth !== undefined && change.expectedCloseMonth !== lead.expectedCloseMonth) {
    const { earliest, latest } = closeMonthRange(riyadhDay(new Date(now)));
    const month = change.expectedCloseMonth;
    if (month !== null && (month < earliest || month > latest))
      throw refusal(400, 'Invalid change', {
        expectedCloseMonth: `The close month is between ${earliest} and ${latest}`,
      });
    set.expectedCloseMonth = month;
    events.push({ kind: 'close-month', from: lead.expectedCloseMonth, to: month });
  }
  return { set, events };
}

const describe = (id: number, events: TimelineChange[]) =>
  `Changed lead ${id}: ${events.map((e) => `${e.kind} ${e.from ?? '(none)'} → ${e.to ?? '(none)'}`).join('; ')}`;

/** Saves the change if the lead is still at the version the admin saw; `at` is the request's moment. */
export async function changeLead(
  db: DataSource,
  id: number,
  change: LeadChange,
  actor: string,
  at: Date,
): Promise<ChangeOutcome> {
  const now = at.getTime();
  const today = riyadhDay(at);
  const outcome = await db.transaction(async (manager): Promise<ChangeOutcome | { kind: 'stale' }> => {
    const lead = await manager.getRepository(Lead).findOneBy({ id });
    if (!lead) return { kind: 'missing' };
    if (lead.version !== change.version) return { kind: 'stale' };
    const { set, events } = await planChange(manager, lead, change, now);
    if (events.length === 0) return { kind: 'saved', lead: (await leadDetail(manager, id, today))! };
    const updated = await manager
      .createQueryBuilder()
      .update(Lead)
      .set({ ...set, version: () => 'version + 1' })
      .where('id = :id AND version = :version', { id, version: change.version })
      .execute();
    // Someone saved between the read and this write: nothing of this change is kept.
    if (updated.affected !== 1) return { kind: 'stale' };
    await manager.getRepository(LeadEvent).insert(
      events.map((event) => ({
        leadId: id,
        at: now,
        actor,
        kind: event.kind,
        body: event.body ?? '',
        fromValue: event.from,
        toValue: event.to,
      })),
    );
    await recordAudit(manager, actor, 'lead-change', describe(id, events), now);
    return { kind: 'saved', lead: (await leadDetail(manager, id, today))! };
  });
  if (outcome.kind !== 'stale') return outcome;
  // Read after the transaction: inside it, MySQL would still show the snapshot it started from.
  const current = await leadDetail(db, id, today);
  return current ? { kind: 'conflict', lead: current } : { kind: 'missing' };
}
