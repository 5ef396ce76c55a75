// The period a dashboard call asks for, from its address: ?weeks=4|12|52 (Saudi weeks ending with the
// current one; 12 when nothing is asked) or ?from=&to= (whole Riyadh days). A wrong value is refused
// naming its field, so a link typed by hand never shows a silently different period.
import { z } from 'zod';
import {
  DASHBOARD_MAX_RANGE_DAYS,
  DASHBOARD_WEEKS,
  dashboardWeekChoices,
  type DashboardPeriod,
} from '../../../site/dashboard.js';
import { fieldErrors } from '../../../site/field-errors.js';
import { refusal } from '../../http/errors.js';
import { calendarDay } from '../pipeline/days.js';
import { dashboardWindow, rangeWindow, type DashboardWindow } from './window.js';

const DAY_MS = 86_400_000;
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const weeksText = dashboardWeekChoices.join(', ');

const periodSchema = z
  .object({
    weeks: z.preprocess(
      blankToUndefined,
      z
        .enum(dashboardWeekChoices.map(String) as [string, ...string[]], { error: `Weeks must be one of ${weeksText}` })
        .optional(),
    ),
    from: z.preprocess(blankToUndefined, calendarDay.optional()),
    to: z.preprocess(blankToUndefined, calendarDay.optional()),
  })
  .check((ctx) => {
    const { weeks, from, to } = ctx.value;
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', path: [path], message, input: ctx.value });
    if ((from || to) && weeks) issue('weeks', 'Ask for weeks or for a range of days, not both');
    else if (from && !to) issue('to', 'A range needs its last day');
    else if (to && !from) issue('from', 'A range needs its first day');
    else if (from && to && from > to) issue('to', 'The last day comes before the first');
    else if (from && to && (Date.parse(to) - Date.parse(from)) / DAY_MS >= DASHBOARD_MAX_RANGE_DAYS)
      issue('to', `A range is at most ${DASHBOARD_MAX_RANGE_DAYS} days`);
  });

export function dashboardPeriod(query: unknown): DashboardPeriod {
  const parsed = periodSchema.safeParse(query);
  if (!parsed.success) throw refusal(400, 'Invalid period', fieldErrors(parsed.error, 'query'));
  const { weeks, from, to } = parsed.data;
  if (from && to) return { from, to };
  return { weeks: Number(weeks ?? DASHBOARD_WEEKS) as (typeof dashboardWeekChoices)[number] };
}

export const periodWindow = (period: DashboardPeriod, now: Date): DashboardWindow =>
  'weeks' in period ? dashboardWindow(now, period.weeks) : rangeWindow(period.from, period.to);
