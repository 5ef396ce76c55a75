// A tap on a lead's call, WhatsApp or email button: the lead's timeline says who reached out and
// how, and the first attempt starts nothing less than the team's response time (firstResponseAt),
// since calling a lead is responding to them even before a note or a stage change is saved.
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { Lead, LeadEvent } from '../../../entities/index.js';
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { contactChannels, type ContactChannel } from '../../../site/pipeline/contact-channels.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { riyadhDay } from './days.js';
import { leadDetail } from './lead-view.js';

export const contactAttemptSchema = z.object({
  channel: z.enum(contactChannels, { error: 'Say how the lead was contacted: call, whatsapp or email' }),
});

/** Records the attempt at `at`, the request's moment; null when there is no such lead. */
export async function recordContactAttempt(
  db: DataSource,
  id: number,
  channel: ContactChannel,
  actor: string,
  at: Date,
): Promise<AdminLeadDetail | null> {
  const now = at.getTime();
  return db.transaction(async (manager) => {
    if (!(await manager.getRepository(Lead).existsBy({ id }))) return null;
    await manager
      .getRepository(LeadEvent)
      .insert({ leadId: id, at: now, actor, kind: 'contact', body: '', fromValue: null, toValue: channel });
    await manager
      .createQueryBuilder()
      .update(Lead)
      .set({ firstResponseAt: new Date(now) })
      .where('id = :id AND first_response_at IS NULL', { id })
      .execute();
    await recordAudit(manager, actor, 'contact-attempt', `Contacted lead ${id} by ${channel}`, now);
    return leadDetail(manager, id, riyadhDay(at));
  });
}
