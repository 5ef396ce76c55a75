// The sales dashboard of the period ending with the current week: a few aggregates over the period's
// leads, each read from an index that holds every column it needs (a range of created_at, or a walk
// in the order it groups by), and the parts summed from them; MySQL/MariaDB runs the reads side by
// side on its pool.
import type { DataSource } from 'typeorm';
import type { Dashboard, DashboardPeriod } from '../../../site/dashboard.js';
import { lateFirstContact, surelyLateQuery, unsureWaitsQuery } from './late-contact.js';
import { periodWindow } from './period.js';
import { ranking, rankingQuery } from './rankings.js';
import { firstResponse, middleResponsesQuery } from './response.js';
import { riyadhDay } from '../pipeline/days.js';
import { periodGroups, periodGroupsQuery } from './period-groups.js';
import { ownerMedianQuery, salespeople } from './salespeople.js';
import { periodSql } from './sql.js';
import { leadValue } from './value.js';
import { stageReach } from './stages.js';
import { leadsPerWeek, weeksQuery } from './weeks.js';
import { firstDayOf, lastDayOf } from './window.js';
import type { OfficeHours } from './working-hours.js';

export async function salesDashboard(
  db: DataSource,
  now: Date,
  period: DashboardPeriod,
  office: OfficeHours,
): Promise<Dashboard> {
  const window = periodWindow(period, now);
  const sql = periodSql(db, window);
  const [weeks, campaigns, landingPages, groups, late] = await Promise.all([
    leadsPerWeek(db, sql, window),
    ranking(db, sql, 'utm_campaign'),
    ranking(db, sql, 'landing_path'),
    periodGroups(db, sql),
    lateFirstContact(db, sql, now, office),
  ]);
  const reach = stageReach(groups);
  const value = leadValue(groups);
  return {
    period,
    from: firstDayOf(window),
    to: lastDayOf(window),
    weeks,
    campaigns,
    landingPages,
    stages: reach.stages,
    firstResponse: await firstResponse(db, sql, reach.responded),
    pipeline: value.pipeline,
    wonBySource: value.wonBySource,
    salespeople: await salespeople(db, sql, groups, riyadhDay(now)),
    lateFirstContact: late,
  };
}

/** Every query the dashboard runs, with its parameters: for EXPLAIN in npm run bench. */
export function dashboardQueries(
  db: DataSource,
  now: Date,
  period: DashboardPeriod = { weeks: 12 },
): Array<{ name: string; sql: string; params: string[] }> {
  const sql = periodSql(db, periodWindow(period, now));
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  return [
    { name: 'weeks', sql: weeksQuery(sql) },
    { name: 'campaigns', sql: rankingQuery(sql, 'utm_campaign') },
    { name: 'landing pages', sql: rankingQuery(sql, 'landing_path') },
    { name: 'stages, value and salespeople', sql: periodGroupsQuery(sql) },
    { name: 'median response', sql: middleResponsesQuery(sql, 1000) },
    { name: "one salesperson's median response", sql: ownerMedianQuery(sql, 1, 1000) },
    { name: 'late first contact', sql: surelyLateQuery(sql), extra: [weekAgo] },
    { name: 'late first contact (unsure)', sql: unsureWaitsQuery(sql), extra: [weekAgo, weekAgo] },
  ].map(({ extra = [], ...query }) => ({ ...query, params: [...sql.params, ...extra] }));
}
