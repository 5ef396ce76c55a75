// A lead's place in the sales pipeline. "new" until someone acts on it; "lost" carries a reason.
// Shared by the server (stored, filtered, audited) and the admin screens (labels, charts).
export const leadStages = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

export const isLeadStage = (value: unknown): value is LeadStage => leadStages.includes(value as LeadStage);

/** The stages a lead can still move on from. */
export const openStages: readonly LeadStage[] = ['new', 'contacted', 'qualified', 'proposal'];

/** Why a lead is in the Spam view instead of the inbox; null for a lead that looked human. The
 * site's checks set the first two; an admin who reads a lead and sees a bot or an advert sets the rest. */
export const spamReasons = ['honeypot', 'too-fast', 'bot', 'advert', 'other'] as const;
export type SpamReason = (typeof spamReasons)[number];

/** The reasons an admin can give when marking a lead as spam by hand. */
export const manualSpamReasons = ['bot', 'advert', 'other'] as const satisfies readonly SpamReason[];
export type ManualSpamReason = (typeof manualSpamReasons)[number];

/** What a timeline entry of a lead records. */
export const leadEventKinds = [
  'note',
  'stage',
  'owner',
  'follow-up',
  'spam',
  'activity',
  'contact',
  'value',
  'close-month',
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/** How far along the pipeline a stage is; "lost" moves nothing forward (its rank is the furthest
 * the lead had got before). */
export const stageRank = (stage: Exclude<LeadStage, 'lost'>): number => leadStages.indexOf(stage);
