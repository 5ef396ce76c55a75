// How far the period's leads got: each group counts toward every stage up to the furthest it reached
// (lost apart), so each stage counts every lead that reached it or went further. The same groups
// count the leads someone has responded to, which the median of the response time needs.
import { reachableStages, type StageReach } from '../../../site/dashboard.js';
import { stageRank } from '../../../site/pipeline/stages.js';
import type { PeriodGroup } from './period-groups.js';

export function stageReach(groups: readonly PeriodGroup[]): { stages: StageReach; responded: number } {
  const stages: StageReach = {
    leads: 0,
    reached: Object.fromEntries(reachableStages.map((stage) => [stage, 0])) as StageReach['reached'],
    lost: 0,
  };
  let responded = 0;
  for (const group of groups) {
    stages.leads += group.leads;
    if (group.stage === 'lost') stages.lost += group.leads;
    responded += group.responded;
    for (const stage of reachableStages)
      if (group.furthestStageRank >= stageRank(stage)) stages.reached[stage] += group.leads;
  }
  return { stages, responded };
}
