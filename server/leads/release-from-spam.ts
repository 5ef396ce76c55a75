// Moving a lead out of the Spam view once a person has looked at it: its spam reason is cleared and
// its notifications are queued then, in one transaction, as if it had just arrived; the timeline
// records who released it and why it had been held. A lead that is not in Spam is left as it is.
import type { DataSource } from 'typeorm';
import { Lead, LeadEvent } from '../../entities/index.js';
import type { LeadNotifier } from '../notifications/lead-notifier.js';
import { queueLeadNotifications } from '../notifications/outbox.js';

export type SpamRelease = 'released' | 'not-spam' | 'not-found';

export async function releaseFromSpam(
  db: DataSource,
  leadId: number,
  { notifier, actor }: { notifier: LeadNotifier; actor: string },
): Promise<SpamRelease> {
  const outcome = await db.transaction(async (manager): Promise<SpamRelease> => {
    const lead = await manager
      .getRepository(Lead)
      .findOne({ where: { id: leadId }, select: { id: true, spamReason: true } });
    if (!lead) return 'not-found';
    if (lead.spamReason === null) return 'not-spam';
    // Conditional, so two admins releasing at once queue the notifications once.
    const result = await manager
      .createQueryBuilder()
      .update(Lead)
      .set({ spamReason: null, version: () => 'version + 1' })
      .where('id = :id AND spam_reason IS NOT NULL', { id: leadId })
      .execute();
    if (result.affected !== 1) return 'not-spam';
    await manager.insert(LeadEvent, {
      leadId,
      at: Date.now(),
      actor,
      kind: 'spam',
      body: '',
      fromValue: lead.spamReason,
      toValue: null,
    });
    await queueLeadNotifications(manager, leadId, notifier.channels);
    return 'released';
  });
  if (outcome === 'released') notifier.leadStored();
  return outcome;
}
