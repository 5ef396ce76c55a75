// Whether a lead looks sent by a script: the honeypot filled in, or the form sent faster than a
// person can (MIN_FILL_MS from being shown, or no time at all). Such a lead is still stored, with
// its reason, and answered exactly like any other, so a script learns nothing; it only sits in the
// Spam view and notifies nobody until the team releases it (release-from-spam.ts).
import { MIN_FILL_MS } from '../../site/lead-schema.js';
import type { SpamReason } from '../../site/pipeline/stages.js';

export interface SpamSigns {
  /** What the honeypot field held; undefined when it was not sent. */
  honeypot: string | undefined;
  /** Milliseconds from the form being shown to being sent; undefined when unknown. */
  elapsedMs: number | undefined;
}

export function spamReasonOf({ honeypot, elapsedMs }: SpamSigns): SpamReason | null {
  if (honeypot !== undefined && honeypot.trim() !== '') return 'honeypot';
  if (elapsedMs === undefined || !Number.isFinite(elapsedMs) || elapsedMs < MIN_FILL_MS) return 'too-fast';
  return null;
}
