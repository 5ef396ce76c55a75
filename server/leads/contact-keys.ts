// Recognising one person across leads by the keys of site/contact-keys.ts (the phone in E.164, the
// email lowercased). A new lead that shares either with an earlier one points at that
// person's first lead (contactLeadId), so the team sees a returning contact.
//
// Under concurrency the lookup sees the leads committed before its transaction reads: two first
// leads of one person sent within the same instant may both be stored as first leads, and a later
// lead then points at the earlier of them. Never at a lead that does not exist, and the row is never
// locked for it, so a flood of leads does not queue behind one another.
import type { EntityManager } from 'typeorm';
import { Lead } from '../../entities/index.js';

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
