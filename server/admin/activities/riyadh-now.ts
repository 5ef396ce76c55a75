// "Now" as an activity's day and time are written: the Riyadh day and the Riyadh minute, read from
// one clock reading so a request near midnight sees one moment.
import { ADMIN_TIME_ZONE } from '../../../site/admin-types.js';
import { riyadhDay } from '../pipeline/days.js';

const riyadhClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: ADMIN_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const riyadhWeekday = new Intl.DateTimeFormat('en-US', { timeZone: ADMIN_TIME_ZONE, weekday: 'short' });

export interface RiyadhNow {
  /** "YYYY-MM-DD" */
  day: string;
  /** "HH:MM", 24-hour */
  minute: string;
  /** "Sun" … "Sat" */
  weekday: string;
}

export const riyadhNow = (at: Date): RiyadhNow => ({
  day: riyadhDay(at),
  minute: riyadhClock.format(at),
  weekday: riyadhWeekday.format(at),
});

/** An open activity is overdue once its day has passed, or its time today has. */
export const isOverdue = (dueOn: string, dueTime: string | null, now: RiyadhNow): boolean =>
  dueOn < now.day || (dueOn === now.day && dueTime !== null && dueTime < now.minute);
