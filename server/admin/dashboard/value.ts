// What the period's leads are worth: the open pipeline by stage and by expected close month, and the
// won value by source, summed from the period's groups. A lead nobody priced counts as a lead and
// adds nothing to a sum.
import type { PipelineValue, WonBySource } from '../../../site/dashboard.js';
import { leadSources, type LeadSource } from '../../../site/lead-schema.js';
import { openStages, type LeadStage } from '../../../site/pipeline/stages.js';
import type { PeriodGroup } from './period-groups.js';

export function leadValue(groups: readonly PeriodGroup[]): { pipeline: PipelineValue; wonBySource: WonBySource[] } {
  const byStage = openStages.map((stage) => ({ stage, leads: 0, valueSar: 0 }));
  const months = new Map<string | null, { month: string | null; leads: number; valueSar: number }>();
  const won = new Map<LeadSource, WonBySource>();
  for (const group of groups) {
    if (group.stage === 'won' && leadSources.includes(group.source as LeadSource)) {
      const source = group.source as LeadSource;
      const entry = won.get(source) ?? { source, won: 0, wonValueSar: 0 };
      entry.won += group.leads;
      entry.wonValueSar += group.valueSar;
      won.set(source, entry);
    }
    const stage = byStage.find((entry) => entry.stage === (group.stage as LeadStage));
    if (!stage) continue;
    stage.leads += group.leads;
    stage.valueSar += group.valueSar;
    const entry = months.get(group.month) ?? { month: group.month, leads: 0, valueSar: 0 };
    entry.leads += group.leads;
    entry.valueSar += group.valueSar;
    months.set(group.month, entry);
  }
  const byCloseMonth = [...months.values()].sort((a, b) =>
    a.month === null ? 1 : b.month === null ? -1 : a.month.localeCompare(b.month),
  );
  const wonBySource = [...won.values()].sort(
    (a, b) => b.wonValueSar - a.wonValueSar || b.won - a.won || a.source.localeCompare(b.source),
  );
  return { pipeline: { byStage, byCloseMonth }, wonBySource };
}
