// What became of a submitted lead, as one tagged type. The JSON API and the no-JavaScript form
// posts both answer from it with the same status for the same outcome; only the body differs (JSON,
// or the page again with the message above the form, or a redirect when it was stored).
export type LeadOutcome =
  /** A new row, with its notifications queued in the same transaction. */
  | { kind: 'stored'; leadId: number }
  /** The same lead sent again under the same idempotency key: the first row answers. */
  | { kind: 'repeat'; leadId: number }
  /** Another lead under an idempotency key already used: nothing stored. */
  | { kind: 'key-conflict' }
  /** The client's network has used its hourly quota: nothing stored. */
  | { kind: 'over-quota'; retryAfterMs: number }
  /** The database did not take it (down, too slow, refusing writes): nothing stored, try again later. */
  | { kind: 'unavailable'; cause: unknown }
  /** A fault of ours (a constraint the code broke, a bug): nothing stored, and the log must say why. */
  | { kind: 'fault'; cause: unknown };

export const LEAD_OUTCOME_STATUS = {
  stored: 201,
  repeat: 200,
  'key-conflict': 409,
  'over-quota': 429,
  unavailable: 503,
  fault: 500,
} as const satisfies Record<LeadOutcome['kind'], number>;

/** Whether the lead is in the database, so the visitor can be told it was sent. */
export const isKept = (outcome: LeadOutcome): outcome is Extract<LeadOutcome, { leadId: number }> =>
  outcome.kind === 'stored' || outcome.kind === 'repeat';
