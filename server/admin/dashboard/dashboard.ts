// The sales dashboard of the period ending with the current week: each part is its own aggregate
// over the same indexed range of created_at; MySQL/MariaDB runs them side by side on its pool.
import type { DataSource } from 'typeorm';
import type { Dashboard } from '../../../site/dashboard.js';
import { ranking, rankingQuery } from './rankings.js';
import { firstResponse, middleResponsesQuery } from './response.js';
import { riyadhDay } from '../pipeline/days.js';
import { salespeople, salespeopleQuery } from './salespeople.js';
import { periodSql } from './sql.js';
import { leadValue, valueQuery } from './value.js';
import { stageReach, stagesQuery } from './stages.js';
import { leadsPerWeek, weeksQuery } from './weeks.js';
import { dashboardWindow, lastDayOf } from './window.js';

export async function salesDashboard(db: DataSource, now: Date): Promise<Dashboard> {
  const window = dashboardWindow(now);
  const sql = periodSql(db, window);
  const [weeks, campaigns, landingPages, reach, value, people] = await Promise.all([
    leadsPerWeek(db, sql, window),
    ranking(db, sql, 'utm_campaign'),
    ranking(db, sql, 'landing_path'),
    stageReach(db, sql),
    leadValue(db, sql),
    salespeople(db, sql, riyadhDay(now)),
  ]);
  return {
    from: window.weekStarts[0],
    to: lastDayOf(window),
    weeks,
    campaigns,
    landingPages,
    stages: reach.stages,
    firstResponse: await firstResponse(db, sql, reach.responded),
    pipeline: value.pipeline,
    wonBySource: value.wonBySource,
    salespeople: people,
  };
}

/** Every query the dashboard runs, with its parameters: for EXPLAIN in npm run bench. */
export function dashboardQueries(db: DataSource, now: Date): Array<{ name: string; sql: string; params: string[] }> {
  const sql = periodSql(db, dashboardWindow(now));
  return [
    { name: 'weeks', sql: weeksQuery(sql) },
    { name: 'campaigns', sql: rankingQuery(sql, 'utm_campaign') },
    { name: 'landing pages', sql: rankingQuery(sql, 'landing_path') },
    { name: 'stages', sql: stagesQuery(sql) },
    { name: 'median response', sql: middleResponsesQuery(sql, 1000) },
    { name: 'value', sql: valueQuery(sql) },
    { name: 'salespeople', sql: salespeopleQuery(sql) },
  ].map((query) => ({ ...query, params: sql.params }));
}
