// The dashboard's period: a number of Saudi weeks (Sunday 00:00 to Saturday 24:00 in Riyadh time)
// ending with the current one, or a range of whole Riyadh days. Riyadh keeps UTC+3 all year, so every
// week is exactly seven days of UTC time and a lead's week is its whole number of weeks since the
// Sunday that opens the period's first week.
import { DASHBOARD_WEEKS } from '../../../site/dashboard.js';

const DAY_MS = 86_400_000;
export const WEEK_SECONDS = 7 * 86_400;
/** Riyadh time is UTC+03:00 (ADMIN_UTC_OFFSET), with no daylight saving. */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

export interface DashboardWindow {
  /** The period's first moment: a Sunday 00:00 in Riyadh, or a range's first day at 00:00. */
  start: Date;
  /** The moment after the period: the next Sunday 00:00 in Riyadh, or the day after a range. */
  end: Date;
  /** The Sunday 00:00 in Riyadh of the week holding `start`: week 0 of the charts. */
  weekOrigin: Date;
  /** Each week's Sunday as YYYY-MM-DD, oldest first. */
  weekStarts: string[];
}

const dayText = (riyadhMidnight: number) => new Date(riyadhMidnight + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in Riyadh of the day holding `at`, as UTC milliseconds. */
const riyadhMidnight = (at: number) => {
  const riyadh = new Date(at + RIYADH_OFFSET_MS);
  return Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth(), riyadh.getUTCDate()) - RIYADH_OFFSET_MS;
};

/** Sunday 00:00 in Riyadh of the week holding `at` (getUTCDay of Riyadh's wall clock is its weekday). */
const sundayOf = (at: number) => {
  const midnight = riyadhMidnight(at);
  return midnight - new Date(midnight + RIYADH_OFFSET_MS).getUTCDay() * DAY_MS;
};

function windowOf(start: number, end: number): DashboardWindow {
  const origin = sundayOf(start);
  const weeks = Math.ceil((end - origin) / (7 * DAY_MS));
  const weekStarts = Array.from({ length: weeks }, (_, index) => dayText(origin + index * 7 * DAY_MS));
  return { start: new Date(start), end: new Date(end), weekOrigin: new Date(origin), weekStarts };
}

/** The last `weeks` Saudi weeks, the current one included. */
export function dashboardWindow(now: Date, weeks = DASHBOARD_WEEKS): DashboardWindow {
  const currentWeekStart = sundayOf(now.getTime());
  return windowOf(currentWeekStart - (weeks - 1) * 7 * DAY_MS, currentWeekStart + 7 * DAY_MS);
}

/** The Riyadh days from `from` to `to` (YYYY-MM-DD), both whole. */
export function rangeWindow(from: string, to: string): DashboardWindow {
  const start = Date.parse(`${from}T00:00:00Z`) - RIYADH_OFFSET_MS;
  return windowOf(start, Date.parse(`${to}T00:00:00Z`) - RIYADH_OFFSET_MS + DAY_MS);
}

/** The period's first day, YYYY-MM-DD in Riyadh. */
export const firstDayOf = (window: DashboardWindow) => dayText(window.start.getTime());
/** The last day of the period, YYYY-MM-DD: the current week's Saturday, or a range's last day. */
export const lastDayOf = (window: DashboardWindow) => dayText(window.end.getTime() - DAY_MS);
