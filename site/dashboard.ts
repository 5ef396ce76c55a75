// What GET /api/admin/dashboard answers, shared by the server and the admin screens: the last
// DASHBOARD_WEEKS weeks of leads at a glance, spam left out. Weeks are Saudi weeks in Riyadh time,
// Sunday to Saturday (the Saudi working week runs Sunday to Thursday).
import type { Locale } from './languages.js';
import type { LeadSource } from './lead-schema.js';
import type { LeadStage } from './pipeline/stages.js';

export const DASHBOARD_WEEKS = 12;
/** The periods the dashboard offers as weeks ending with the current one; any other is a range of days. */
export const dashboardWeekChoices = [4, 12, 52] as const;
export type DashboardWeeks = (typeof dashboardWeekChoices)[number];
/** The longest custom range, in days: two years keeps the weekly charts readable. */
export const DASHBOARD_MAX_RANGE_DAYS = 731;
/** The period a dashboard is asked for: ?weeks= or ?from=&to= (YYYY-MM-DD, Riyadh days). */
export type DashboardPeriod = { weeks: DashboardWeeks } | { from: string; to: string };
/** How many campaigns and landing pages each ranking lists. */
export const DASHBOARD_TOP = 8;

/** The stages a lead can reach; "lost" is counted apart, since a lost lead got somewhere first. */
export type ReachableStage = Exclude<LeadStage, 'lost'>;
export const reachableStages: readonly ReachableStage[] = ['new', 'contacted', 'qualified', 'proposal', 'won'];

export interface DashboardWeek {
  /** The week's Sunday, YYYY-MM-DD in Riyadh time. */
  start: string;
  bySource: Record<LeadSource, number>;
  byLocale: Record<Locale, number>;
}

export interface RankedGroup {
  /** The campaign (utm_campaign) or landing path; null for leads that came without one. */
  name: string | null;
  leads: number;
  won: number;
  /** The won leads' value, whole riyals (a won lead nobody priced adds nothing). */
  wonValueSar: number;
}

export interface Ranking {
  /** Most leads first. */
  byLeads: RankedGroup[];
  /** Most won leads first; groups without a won lead are left out. */
  byWon: RankedGroup[];
}

export interface StageReach {
  /** Every lead of the period. */
  leads: number;
  /** Leads that got at least as far as each stage, lost ones included at the stage they had reached. */
  reached: Record<ReachableStage, number>;
  /** Leads lost, whatever stage they had reached. */
  lost: number;
}

export interface FirstResponse {
  /** Leads of the period someone has acted on. */
  responded: number;
  /** Median seconds from a lead to its first response; null when nobody has responded yet. */
  medianSeconds: number | null;
}

/** The period's leads still open, and what they are worth. */
export interface PipelineValue {
  /** Each open stage, in pipeline order. */
  byStage: Array<{ stage: LeadStage; leads: number; valueSar: number }>;
  /** By expected close month (YYYY-MM, soonest first; null last for leads without one). */
  byCloseMonth: Array<{ month: string | null; leads: number; valueSar: number }>;
}

/** Won leads and their value by the form or page that brought them. */
export interface WonBySource {
  source: LeadSource;
  won: number;
  wonValueSar: number;
}

/** One salesperson's period (owner null: the leads nobody owns). */
export interface SalespersonRow {
  owner: { id: number; username: string } | null;
  leads: number;
  /** Leads someone has acted on. */
  contacted: number;
  /** Median seconds from lead to first response; null when none was responded to. */
  medianResponseSeconds: number | null;
  won: number;
  wonValueSar: number;
  /** Open activities assigned to them whose day has passed (today in Riyadh), whatever the period. */
  overdueActivities: number;
}

/** Leads whose first contact came more than one working hour after they arrived, or has not come. */
export interface LateFirstContact {
  /** The period's leads still waiting or answered late, counting only the company's working hours. */
  late: number;
  /** Those still waiting for anyone to contact them. */
  neverContacted: number;
  /** The latest of them, newest first: enough to reach them from the dashboard. */
  latest: Array<{ id: number; name: string; createdAt: string; firstResponseAt: string | null }>;
}

export interface Dashboard {
  /** The period asked for, as the address spells it. */
  period: DashboardPeriod;
  /** The first and last day of the period, YYYY-MM-DD in Riyadh time (a Sunday and a Saturday). */
  from: string;
  to: string;
  /** Oldest first; the last one is the current week, still running. */
  weeks: DashboardWeek[];
  campaigns: Ranking;
  landingPages: Ranking;
  stages: StageReach;
  firstResponse: FirstResponse;
  pipeline: PipelineValue;
  wonBySource: WonBySource[];
  salespeople: SalespersonRow[];
  lateFirstContact: LateFirstContact;
}
