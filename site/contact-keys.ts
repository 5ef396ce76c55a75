// The keys that recognise one person across leads: the phone in E.164 (Saudi rules by default: 05…,
// +966 5…, 00966 5… and 966 5… are one number, in Latin, Arabic-Indic or Persian digits) and the
// email trimmed and lowercased. Used where leads are stored, and by the migration that gives the
// leads stored before them their keys. Never sent to the browser (the phone metadata is large).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { toLatinDigits } from './lead-schema.js';

/** The phone in E.164 ("+966501234567"), or null when the number is not a valid one. */
export function phoneE164Of(typed: string): string | null {
  const phone = parsePhoneNumberFromString(toLatinDigits(typed), 'SA');
  return phone?.isValid() ? phone.number : null;
}

/** The email as a key: trimmed and lowercased; null when there is none. */
export function emailKeyOf(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}
