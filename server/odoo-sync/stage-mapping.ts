// Which of the site's pipeline stages (site/pipeline/stages.ts) an Odoo crm.lead stands at:
//   1. archived with probability 0 is how Odoo marks a lost lead ("Mark as lost") → lost;
//   2. a stage named in ODOO_STAGE_MAP → the stage given there;
//   3. a stage marked "Is Won Stage" → won;
//   4. otherwise the stage's place among the pipeline's other stages — unfolded before folded, then
//      by sequence, as Odoo's kanban shows them — spread over the site's open stages in order, so
//      Odoo's default New, Qualified, Proposition become new, qualified, proposal.
import { openStages, type LeadStage } from '../../site/pipeline/stages.js';

export interface OdooStage {
  id: number;
  name: string;
  isWon: boolean;
  fold: boolean;
  sequence: number;
}

export interface OdooLeadStanding {
  active: boolean;
  probability: number;
  stageId: number | null;
}

export function siteStageOf(
  lead: OdooLeadStanding,
  stages: readonly OdooStage[],
  overrides: Record<string, LeadStage> = {},
): LeadStage {
  if (!lead.active && lead.probability === 0) return 'lost';
  const stage = stages.find((s) => s.id === lead.stageId);
  if (!stage) return 'new';
  const named = overrides[stage.name.trim().toLowerCase()];
  if (named) return named;
  if (stage.isWon) return 'won';
  const ordered = stages
    .filter((s) => !s.isWon)
    .sort((a, b) => Number(a.fold) - Number(b.fold) || a.sequence - b.sequence || a.id - b.id);
  const place = ordered.indexOf(stage);
  if (ordered.length <= 1) return openStages[0]!;
  return openStages[Math.round((place * (openStages.length - 1)) / (ordered.length - 1))]!;
}
