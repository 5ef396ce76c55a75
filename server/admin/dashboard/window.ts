// The dashboard's period: the current Saudi week (Sunday 00:00 to Saturday 24:00 in Riyadh time) and
// the weeks before it. Riyadh keeps UTC+3 all year, so every week is exactly seven days of UTC time
// and a lead's week is its whole number of weeks since the period began.
import { DASHBOARD_WEEKS } from '../../../site/dashboard.js';

const DAY_MS = 86_400_000;
export const WEEK_SECONDS = 7 * 86_400;
/** Riyadh time is UTC+03:00 (ADMIN_UTC_OFFSET), with no daylight saving. */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

export interface DashboardWindow {
  /** Sunday 00:00 in Riyadh, DASHBOARD_WEEKS - 1 weeks before the current week's. */
  start: Date;
  /** The next Sunday 00:00 in Riyadh, when the current week ends. */
  end: Date;
  /** Each week's Sunday as YYYY-MM-DD, oldest first. */
  weekStarts: string[];
}

const dayText = (riyadhMidnight: number) => new Date(riyadhMidnight + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

export function dashboardWindow(now: Date, weeks = DASHBOARD_WEEKS): DashboardWindow {
  // Riyadh's wall clock read as if it were UTC, so getUTCDay() is the Riyadh weekday (0 = Sunday).
  const riyadh = new Date(now.getTime() + RIYADH_OFFSET_MS);
  const todayStart = Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth(), riyadh.getUTCDate()) - RIYADH_OFFSET_MS;
  const currentWeekStart = todayStart - riyadh.getUTCDay() * DAY_MS;
  const start = currentWeekStart - (weeks - 1) * 7 * DAY_MS;
  const weekStarts = Array.from({ length: weeks }, (_, index) => dayText(start + index * 7 * DAY_MS));
  return { start: new Date(start), end: new Date(currentWeekStart + 7 * DAY_MS), weekStarts };
}

/** The last day of the period, YYYY-MM-DD: the current week's Saturday. */
export const lastDayOf = (window: DashboardWindow) => dayText(window.end.getTime() - DAY_MS);
