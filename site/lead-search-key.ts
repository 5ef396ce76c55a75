// The text an inbox search reads for a lead: its name, company, phone (as typed, as the local 05…
// and the international 9665… number, digits only), email and city, in the spelling of
// search-text.ts. Stored with the lead (lead.search_key) when it is stored, and given to the leads
// stored before by the LeadSearchKeys migration, so a search reads one short column of one index.
import { phoneE164Of } from './contact-keys.js';
import { normaliseSearchText } from './search-text.js';

/** The column's length: a longer key (an unusually long email at the end) is cut. Within MySQL's
 * index key limit with spam_reason before it (4 bytes a character in utf8mb4). */
export const SEARCH_KEY_LENGTH = 600;

export interface SearchedFields {
  name: string;
  company?: string | null;
  phone?: string | null;
  email?: string | null;
  city?: string | null;
}

/** The phone's digits in each way an admin may type it: as the visitor did, 9665…, and 05…. */
function phoneDigits(phone: string): string[] {
  const typed = normaliseSearchText(phone).replace(/\D/g, '');
  const e164 = phoneE164Of(phone);
  if (!e164) return [typed];
  const international = e164.slice(1);
  const local = international.startsWith('966') ? `0${international.slice(3)}` : '';
  return [...new Set([typed, international, local].filter(Boolean))];
}

export function leadSearchKeyOf(lead: SearchedFields): string {
  const parts = [lead.name, lead.company ?? '', ...phoneDigits(lead.phone ?? ''), lead.email ?? '', lead.city ?? ''];
  return normaliseSearchText(parts.join(' ')).slice(0, SEARCH_KEY_LENGTH).trimEnd();
}
