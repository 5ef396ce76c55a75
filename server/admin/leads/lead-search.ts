// What an admin's search asks for. A phone in any spelling (05…, +966 5…, 966 55 …, in Latin or
// Arabic-Indic digits) is one E.164 number, found by phone_e164's index, so every lead of that
// phone comes up whichever way each was typed. Anything else is looked for inside the leads' search
// keys, spelled as they are (site/search-text.ts): a fragment anywhere, not only a word's start, as
// an admin types part of a name, a company's second word or the middle of a number. No index finds
// a fragment, so that is one read of the narrow (spam_reason, search_key) index, bounded by
// SEARCH_CAP matches — about 30 ms at 100,000 leads (npm run bench).
import { phoneE164Of } from '../../../site/contact-keys.js';
import { PHONE_MIN_DIGITS } from '../../../site/lead-schema.js';
import { normaliseSearchText } from '../../../site/search-text.js';

export type LeadSearch = { kind: 'phone'; e164: string } | { kind: 'text'; text: string };

const phoneLike = /^\+?[\d\s().-]+$/;

export function searchOf(typed: string): LeadSearch {
  const text = normaliseSearchText(typed);
  if (phoneLike.test(text)) {
    const digits = text.replace(/\D/g, '');
    const e164 = digits.length >= PHONE_MIN_DIGITS ? phoneE164Of(text) : null;
    if (e164) return { kind: 'phone', e164 };
    // Part of a number: its digits, as the key holds them.
    return { kind: 'text', text: digits };
  }
  return { kind: 'text', text };
}
