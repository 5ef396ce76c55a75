// What the period's leads are worth: the open pipeline by stage and by expected close month, and the
// won value by source, from one GROUP BY over idx_lead_dashboard_value (it holds every column read).
// A lead nobody priced counts as a lead and adds nothing to a sum.
import type { DataSource } from 'typeorm';
import type { PipelineValue, WonBySource } from '../../../site/dashboard.js';
import { leadSources, type LeadSource } from '../../../site/lead-schema.js';
import { openStages, type LeadStage } from '../../../site/pipeline/stages.js';
import { count, type PeriodSql } from './sql.js';

interface ValueRow {
  stage: string;
  source: string;
  month: string | null;
  leads: unknown;
  value: unknown;
}

export const valueQuery = (sql: PeriodSql) =>
  `SELECT stage, source, expected_close_month AS month, COUNT(*) AS leads, SUM(COALESCE(value_sar, 0)) AS value
   FROM ${sql.from('idx_lead_dashboard_value')} WHERE ${sql.where}
   GROUP BY stage, source, expected_close_month`;

export async function leadValue(
  db: DataSource,
  sql: PeriodSql,
): Promise<{ pipeline: PipelineValue; wonBySource: WonBySource[] }> {
  const rows: ValueRow[] = await db.query(valueQuery(sql), sql.params);
  const byStage = openStages.map((stage) => ({ stage, leads: 0, valueSar: 0 }));
  const months = new Map<string | null, { month: string | null; leads: number; valueSar: number }>();
  const won = new Map<LeadSource, WonBySource>();
  for (const row of rows) {
    const leads = count(row.leads);
    const value = count(row.value);
    if (row.stage === 'won' && leadSources.includes(row.source as LeadSource)) {
      const source = row.source as LeadSource;
      const entry = won.get(source) ?? { source, won: 0, wonValueSar: 0 };
      entry.won += leads;
      entry.wonValueSar += value;
      won.set(source, entry);
    }
    const stage = byStage.find((entry) => entry.stage === (row.stage as LeadStage));
    if (!stage) continue;
    stage.leads += leads;
    stage.valueSar += value;
    const month = row.month || null;
    const entry = months.get(month) ?? { month, leads: 0, valueSar: 0 };
    entry.leads += leads;
    entry.valueSar += value;
    months.set(month, entry);
  }
  const byCloseMonth = [...months.values()].sort((a, b) =>
    a.month === null ? 1 : b.month === null ? -1 : a.month.localeCompare(b.month),
  );
  const wonBySource = [...won.values()].sort(
    (a, b) => b.wonValueSar - a.wonValueSar || b.won - a.won || a.source.localeCompare(b.source),
  );
  return { pipeline: { byStage, byCloseMonth }, wonBySource };
}
