// What an admin may send for an activity: zod, so a refusal is a 400 naming each field. The day is a
// calendar day (days.ts); the time a 24-hour "HH:MM" in Riyadh; whether a moment in the past is meant
// is checked against the clock by the handler (activities.ts), which needs "now".
import { z } from 'zod';
import { ACTIVITY_NOTE_MAX, activityTypes } from '../../../site/lead-activities.js';
import { singleLine, withoutControls } from '../../../site/visitor-text.js';
import { calendarDay } from '../pipeline/days.js';

const type = z.enum(activityTypes, { error: `Type must be one of ${activityTypes.join(', ')}` });

const dueTime = z
  .string({ error: 'Use a time such as 14:30' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 14:30')
  .nullable();

const assigneeId = z
  .number({ error: 'Assignee must be an admin id or null' })
  .int('Assignee must be an admin id or null')
  .min(1, 'Assignee must be an admin id or null')
  .max(2_147_483_647, 'Assignee must be an admin id or null')
  .nullable();

const note = z
  .string({ error: 'The note is text' })
  .transform((text) => withoutControls(singleLine(text)).trim())
  .pipe(z.string().max(ACTIVITY_NOTE_MAX, `The note is at most ${ACTIVITY_NOTE_MAX} characters`))
  .transform((text) => (text === '' ? null : text))
  .nullable();

const confirmPast = z.boolean({ error: 'confirmPast is true or false' }).optional();

export const newActivitySchema = z.object({
  type,
  dueOn: calendarDay,
  dueTime: dueTime.optional(),
  assigneeId: assigneeId.optional(),
  note: note.optional(),
  confirmPast,
});
export type NewActivity = z.output<typeof newActivitySchema>;

export const activityChangeSchema = z
  .object({
    done: z.boolean({ error: 'done is true or false' }).optional(),
    type: type.optional(),
    dueOn: calendarDay.optional(),
    dueTime: dueTime.optional(),
    assigneeId: assigneeId.optional(),
    note: note.optional(),
    confirmPast,
  })
  .superRefine((change, ctx) => {
    const { done, type, dueOn, dueTime, assigneeId, note } = change;
    if ([done, type, dueOn, dueTime, assigneeId, note].every((value) => value === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['done'],
        message: 'Change whether it is done, or its type, day, time, assignee or note',
      });
  });
export type ActivityChange = z.output<typeof activityChangeSchema>;
