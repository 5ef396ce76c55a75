// A note on a lead's timeline. Notes only add, so they need no version: two admins writing notes at
// once both keep theirs. The first note (or stage change) is the team's first response to the lead.
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { Lead, LeadEvent } from '../../../entities/index.js';
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { withoutControls, withPlainLineBreaks } from '../../../site/visitor-text.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { riyadhDay } from './days.js';
import { leadDetail } from './lead-view.js';

export const NOTE_MAX = 4000;

export const noteSchema = z.object({
  text: z
    .string({ error: 'Write a note' })
    // Kept as the team typed it, lines included, without control or bidi override characters.
    .transform((text) => withoutControls(withPlainLineBreaks(text)).trim())
    .pipe(z.string().min(1, 'Write a note').max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters`)),
});

/** Adds the note at `at`, the request's moment; null when there is no such lead. */
export async function addNote(
  db: DataSource,
  id: number,
  text: string,
  actor: string,
  at: Date,
): Promise<AdminLeadDetail | null> {
  const now = at.getTime();
  return db.transaction(async (manager) => {
    if (!(await manager.getRepository(Lead).existsBy({ id }))) return null;
    await manager.getRepository(LeadEvent).insert({
      leadId: id,
      at: now,
      actor,
      kind: 'note',
      body: text,
      fromValue: null,
      toValue: null,
    });
    await manager
      .createQueryBuilder()
      .update(Lead)
      .set({ firstResponseAt: new Date(now) })
      .where('id = :id AND first_response_at IS NULL', { id })
      .execute();
    await recordAudit(manager, actor, 'lead-note', `Added a note to lead ${id}`, now);
    return leadDetail(manager, id, riyadhDay(at));
  });
}
