// What a person's browser sends with a lead besides the fields, so that tests posting leads directly
// post them as a person would and not as a script (which the server keeps in the Spam view): the
// JavaScript forms' fill time, and for a form posted without JavaScript the signed cookie the
// browser got when the visitor first focused one of its fields (server/leads/fill-time.ts).
import Keygrip from 'keygrip';
import type { LeadSource } from '../../site/lead-schema.js';

/** Twelve seconds from the form being shown to being sent: a person's pace. */
export const HUMAN_FILL = { elapsedMs: 12_000 } as const;

/** The test app's SESSION_SECRET (tests/helpers/app.ts), which signs its cookies. */
export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-the-schema';

/** The Cookie header of a form first focused `agoMs` before now, signed as the app signs it. */
export function formOpenedCookie(form: LeadSource, agoMs = 12_000, secret = TEST_SESSION_SECRET): string {
  const pair = `form-opened-${form}=${Date.now() - agoMs}`;
  return `${pair}; form-opened-${form}.sig=${new Keygrip([secret]).sign(pair)}`;
}
