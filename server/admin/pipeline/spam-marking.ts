// Marking a lead as spam by hand: a salesperson reads a lead and sees a bot or an advert. The lead
// leaves the inbox, its counts and the CSV (which all read leads outside Spam) and sits in the Spam
// view with the reason given; "Not spam" brings it back. Version-checked like every other save, so
// a lead someone else just worked on is not hidden on a stale screen. Used for one lead and, one by
// one, for a selection of leads.
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { Lead, LeadEvent } from '../../../entities/index.js';
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { manualSpamReasons, type ManualSpamReason } from '../../../site/pipeline/stages.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { riyadhDay } from './days.js';
import { leadDetail } from './lead-view.js';

export const markSpamSchema = z.object({
  reason: z.enum(manualSpamReasons, { error: 'Choose why this lead is spam' }),
  version: z.number({ error: 'Send the version of the lead you saw' }).int().min(1),
});

export type SpamMarking =
  | { kind: 'marked'; lead: AdminLeadDetail }
  /** Already in Spam: nothing changed. */
  | { kind: 'already'; lead: AdminLeadDetail }
  | { kind: 'conflict'; lead: AdminLeadDetail }
  | { kind: 'missing' };

/** Moves the lead into Spam if it is still at `version`; `at` is the request's moment. */
export async function markSpam(
  db: DataSource | EntityManager,
  id: number,
  { reason, version }: { reason: ManualSpamReason; version: number },
  actor: string,
  at: Date,
): Promise<SpamMarking> {
  const now = at.getTime();
  const today = riyadhDay(at);
  const work = async (manager: EntityManager): Promise<SpamMarking> => {
    const lead = await manager
      .getRepository(Lead)
      .findOne({ where: { id }, select: { id: true, version: true, spamReason: true } });
    if (!lead) return { kind: 'missing' };
    const detail = async () => (await leadDetail(manager, id, today))!;
    if (lead.spamReason !== null) return { kind: 'already', lead: await detail() };
    if (lead.version !== version) return { kind: 'conflict', lead: await detail() };
    // Conditional on the version, so a save that lands between the read and this write wins.
    const updated = await manager
      .createQueryBuilder()
      .update(Lead)
      .set({ spamReason: reason, version: () => 'version + 1' })
      .where('id = :id AND version = :version AND spam_reason IS NULL', { id, version })
      .execute();
    if (updated.affected !== 1) return { kind: 'conflict', lead: await detail() };
    await manager
      .getRepository(LeadEvent)
      .insert({ leadId: id, at: now, actor, kind: 'spam', body: '', fromValue: null, toValue: reason });
    await recordAudit(manager, actor, 'mark-spam', `Marked lead ${id} as spam (${reason})`, now);
    return { kind: 'marked', lead: await detail() };
  };
  // Inside a caller's transaction (a bulk change) this nests as a savepoint.
  return db.transaction(work);
}
