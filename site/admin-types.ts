// What the admin API answers, shared by the server and the admin screens.
import type { OdooView } from './notification-delivery.js';
import type { LeadSource } from './lead-schema.js';
import type { Attribution } from './pipeline/attribution.js';
import type { LeadEventKind, LeadStage, SpamReason } from './pipeline/stages.js';

/** The inbox shows the leads that looked human; Spam the ones the intake set aside. */
export const leadViews = ['inbox', 'spam'] as const;
export type LeadView = (typeof leadViews)[number];

/** The inbox's orders: "priority" puts overdue follow-ups first (most overdue first), then the newest. */
export const leadSorts = ['priority', 'newest', 'oldest', 'follow-up'] as const;
export type LeadSort = (typeof leadSorts)[number];

export interface AdminLead {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  name: string;
  email: string | null;
  phone: string;
  /** The phone in E.164 (+9665…), or null when it could not be read as a number. */
  phoneE164: string | null;
  company: string;
  city: string;
  service: string;
  message: string;
  source: LeadSource;
  locale: 'en' | 'ar';
  pagePath: string | null;
  marketingConsent: boolean;
  stage: LeadStage;
  lostReason: string | null;
  owner: AdminOwner | null;
  /** YYYY-MM-DD, a day in Saudi time. */
  followUpOn: string | null;
  /** The follow-up day has passed (in Saudi time) while the lead is still open. */
  overdue: boolean;
  /** ISO 8601, UTC; when someone first acted on the lead. */
  firstResponseAt: string | null;
  /** Sent back with every change: a change made on an older version is refused (409). */
  version: number;
  spamReason: SpamReason | null;
  /** The first lead of the same contact, when this one is a returning contact's. */
  contactLeadId: number | null;
  /** The crm.lead this lead became in the company's Odoo, once delivered there. */
  odooLeadId: number | null;
  /** The deal's value in whole Saudi riyals, VAT excluded; null until someone prices it. */
  valueSar: number | null;
  /** YYYY-MM: the month the team expects to close the deal; null while nobody has said. */
  expectedCloseMonth: string | null;
  /** What the company's Odoo says of the lead (stage name, salesperson, probability), from its sync. */
  odoo?: OdooView | null;
  attribution: Attribution;
}

/** An admin a lead can be assigned to. */
export interface AdminOwner {
  id: number;
  username: string;
}

/** Another lead of the same contact (same phone or email). */
export interface RelatedLead {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  source: LeadSource;
  stage: LeadStage;
}

/** One entry of a lead's timeline: a note, or a change with its value before and after. */
export interface LeadTimelineEntry {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  actor: string;
  kind: LeadEventKind;
  /** A note's text; for a change, the reason given (a lost lead's reason) or "". */
  body: string;
  from: string | null;
  to: string | null;
}

/** GET /api/admin/leads/:id and the body of a 409: the lead, its contact's other leads and its timeline. */
export interface AdminLeadDetail extends AdminLead {
  related: RelatedLead[];
  timeline: LeadTimelineEntry[];
}

/** The answer of a change refused because someone else saved the lead first. */
export interface LeadConflict {
  error: string;
  lead: AdminLeadDetail;
}

export interface LeadsPage {
  items: AdminLead[];
  /** How many leads match; at most `totalCap`, and `totalCapped` when there are more. */
  total: number;
  totalCapped: boolean;
  pageSize: number;
  /** Opaque: pass as `cursor` for the page after (next) or before (previous) this one; null at either end. */
  nextCursor: string | null;
  prevCursor: string | null;
}

/** Admins work in Saudi time (UTC+3, no daylight saving): date filters and times shown use it. */
/** GET /api/admin/leads/latest-id: the newest lead's id and how many inbox leads came after `after`. */
export interface LatestLeads {
  latestId: number;
  newSince: number;
}

export const ADMIN_TIME_ZONE = 'Asia/Riyadh';
export const ADMIN_UTC_OFFSET = '+03:00';

/** GET /api/admin/board: one column of the board, its totals and first cards. */
export interface BoardColumn {
  stage: LeadStage;
  count: number;
  /** The sum of the column's leads' values in riyals (leads without a value count as none). */
  valueSar: number;
  cards: AdminLead[];
  nextCursor: string | null;
}

/** GET /api/admin/board: every column asked for (or the one `column=` names, continued). */
export interface Board {
  columns: BoardColumn[];
}
