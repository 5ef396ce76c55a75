// Days as the sales team counts them: calendar days in Saudi time. A follow-up day is stored as
// "YYYY-MM-DD" and is overdue once that day has passed in Riyadh; the inbox's date range is read the
// same way.
import { z } from 'zod';
import { ADMIN_TIME_ZONE, ADMIN_UTC_OFFSET } from '../../../site/admin-types.js';

const riyadhCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: ADMIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2025-01-31": the day it is (or was) at `at` in Riyadh; a request reads `at` from the app's clock. */
export const riyadhDay = (at: Date): string => riyadhCalendar.format(at);

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
export const calendarDay = z
  .string({ error: 'Use a date such as 2025-01-31' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2025-01-31')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Not a valid date',
  );

/** The start of a Riyadh day (plus `addDays`) as the UTC "YYYY-MM-DD HH:MM:SS" both dialects compare created_at with. */
export function utcDateTime(dayText: string, addDays = 0): string {
  const at = new Date(Date.parse(`${dayText}T00:00:00${ADMIN_UTC_OFFSET}`) + addDays * 86_400_000);
  return at.toISOString().slice(0, 19).replace('T', ' ');
}
