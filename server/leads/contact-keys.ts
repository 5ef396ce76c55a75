// Recognising one person across leads: the phone as E.164 (Saudi rules by default: 05…, +966 5…,
// 00966 5… and 966 5… are one number, in Latin, Arabic-Indic or Persian digits) and the email
// trimmed and lowercased. A new lead that shares either with an earlier one points at that
// person's first lead (contactLeadId), so the team sees a returning contact.
//
// Under concurrency the lookup sees the leads committed before its transaction reads: two first
// leads of one person sent within the same instant may both be stored as first leads, and a later
// lead then points at the earlier of them. Never at a lead that does not exist, and the row is never
// locked for it, so a flood of leads does not queue behind one another.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { EntityManager } from 'typeorm';
import { Lead } from '../../entities/index.js';
import { toLatinDigits } from '../../site/lead-schema.js';

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

export interface ContactKeys {
  phoneE164: string | null;
  emailKey: string | null;
}

/** The first lead of this person (the earliest with the same phone or email), as its contact id; null when none. */
export async function contactLeadIdOf(
  manager: EntityManager,
  { phoneE164, emailKey }: ContactKeys,
): Promise<number | null> {
  const earliest = async (column: 'phoneE164' | 'emailKey', value: string | null) =>
    value === null
      ? null
      : manager.getRepository(Lead).findOne({
          where: { [column]: value },
          select: { id: true, contactLeadId: true },
          order: { id: 'ASC' },
        });
  const found = [await earliest('phoneE164', phoneE164), await earliest('emailKey', emailKey)].filter(
    (lead): lead is Lead => lead !== null,
  );
  if (found.length === 0) return null;
  const first = found.reduce((a, b) => (a.id <= b.id ? a : b));
  return first.contactLeadId ?? first.id;
}
