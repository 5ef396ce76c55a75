// A lead's place in the sales pipeline. "new" until someone acts on it; "lost" carries a reason.
// Shared by the server (stored, filtered, audited) and the admin screens (labels, charts).
export const leadStages = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

export const isLeadStage = (value: unknown): value is LeadStage => leadStages.includes(value as LeadStage);

/** The stages a lead can still move on from. */
export const openStages: readonly LeadStage[] = ['new', 'contacted', 'qualified', 'proposal'];

/** Why a lead is in the Spam view instead of the inbox; null for a lead that looked human. */
export const spamReasons = ['honeypot', 'too-fast'] as const;
export type SpamReason = (typeof spamReasons)[number];

/** What a timeline entry of a lead records. */
export const leadEventKinds = ['note', 'stage', 'owner', 'follow-up', 'spam'] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/** How far along the pipeline a stage is; "lost" moves nothing forward (its rank is the furthest
 * the lead had got before). */
export const stageRank = (stage: Exclude<LeadStage, 'lost'>): number => leadStages.indexOf(stage);
