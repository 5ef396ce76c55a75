// The sales pipeline in the admin: the inbox's stage, owner, follow-up and origin columns, its
// Inbox/Spam switch, filters and orders, its pages; and in a lead's view the stage, owner and
// follow-up controls, the notice when someone else saved the lead first, notes, the timeline, where
// the visit came from and the contact's other leads.
import type { LeadSort, LeadView } from '../admin-types.js';
import type { LeadStage, SpamReason } from '../pipeline/stages.js';

export interface PipelineCopy {
  /** The Inbox/Spam switch. */
  viewsLabel: string;
  views: Record<LeadView, string>;
  stages: Record<LeadStage, string>;
  /** Filters: the stage checkboxes' legend, the owner choice, the campaign and the order. */
  stageFilter: string;
  owner: string;
  anyOwner: string;
  mine: string;
  unassigned: string;
  campaign: string;
  sort: string;
  sorts: Record<LeadSort, string>;
  columns: { stage: string; owner: string; followUp: string; origin: string };
  /** Said beside an overdue follow-up day, so it is not told by colour alone. */
  overdue: string;
  none: string;
  /** The count when it stopped at its cap: "More than 10,000 leads". */
  countAtLeast: (total: number) => string;
  /** The page's number, and of how many when the count is exact (pages is 0 when it is not). */
  pageNumber: (page: number, pages: number) => string;
  spamReasons: Record<SpamReason, string>;

  /** The lead's view. */
  loadingLead: string;
  leadFailed: string;
  pipelineHeading: string;
  stage: string;
  lostReason: string;
  lostReasonHint: string;
  followUp: string;
  clearFollowUp: string;
  firstResponse: string;
  save: string;
  saving: string;
  saved: string;
  nothingToSave: string;
  saveFailed: string;
  conflictTitle: string;
  conflictText: string;
  reapply: string;
  keepCurrent: string;
  noteLabel: string;
  addNote: string;
  addingNote: string;
  noteAdded: string;
  noteFailed: string;
  timelineHeading: string;
  timelineEmpty: string;
  /** One timeline entry in words; values come in the screen's language (stage names, dates). */
  events: {
    note: string;
    stage: (from: string, to: string) => string;
    lostBecause: (reason: string) => string;
    assigned: (to: string) => string;
    unassigned: string;
    followUpSet: (day: string) => string;
    followUpCleared: string;
    releasedFromSpam: string;
  };
  attributionHeading: string;
  attribution: { landingPath: string; referrerOrigin: string; clickIds: string };
  noAttribution: string;
  returningHeading: string;
  inSpam: (reason: string) => string;
  notSpam: string;
  releasing: string;
  released: string;
  releaseFailed: string;
  /** A value the server refused, by field (stage, lostReason, ownerId, followUpOn, text). */
  fieldError: (field: string) => string;
}
