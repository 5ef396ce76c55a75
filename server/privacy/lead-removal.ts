// Removing leads for the Saudi PDPL: every lead of one person at once (by email or phone, on their
// request), and every lead older than the retention period (swept at start and every 10 minutes by
// server/process/housekeeping.ts). Each removal takes the leads' pending notifications and timelines
// (the team's notes about the person included) with it and is recorded in the audit log, in one
// transaction. A lead that reached the company's Odoo leaves its crm.lead there: deleting records in
// the company's ERP is the company's decision, so each removal names those records (its answer and
// the audit entry) for the operator to erase in Odoo too.
import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { Lead, LeadActivity, LeadEvent, LeadNotification } from '../../entities/index.js';
import { phoneE164Of } from '../../site/contact-keys.js';
import { recordAudit } from './audit-log.js';

export interface PersonKey {
  email?: string;
  phone?: string;
}

// The stored phone without spaces, dashes, brackets or plus, as both dialects can compute it.
const PHONE_DIGITS_SQL =
  "REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(lead.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')";

/** Fewer digits than this name no one: an erasure by such a "phone" is refused, not run. */
export const MIN_PHONE_DIGITS = 6;

export const hasEnoughDigits = (phone: string) => phone.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;

/** An erasure request that names no one: neither an email nor a phone, or a phone with too few digits. */
export class NoPersonGiven extends Error {}

/** A Saudi number is stored as typed: 0501234567, +966 50 123 4567 or 966501234567 are one person. */
export function phoneForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('966')) return [digits, `0${digits.slice(3)}`];
  if (digits.startsWith('05')) return [digits, `966${digits.slice(1)}`];
  return [digits];
}

/**
 * A returning contact's leads point at the person's first lead (contactLeadId). When that first lead
 * goes, the earliest lead left of the person becomes the first (pointing nowhere) and the others point
 * at it, so no lead links to one that no longer exists.
 */
async function repointContactsOf(manager: EntityManager, removedIds: number[]): Promise<void> {
  const leads = manager.getRepository(Lead);
  for (let i = 0; i < removedIds.length; i += 500) {
    const batch = removedIds.slice(i, i + 500);
    const orphans = await leads
      .createQueryBuilder('lead')
      .select('MIN(lead.id)', 'first')
      .addSelect('lead.contactLeadId', 'gone')
      .where('lead.contactLeadId IN (:...batch)', { batch })
      .groupBy('lead.contactLeadId')
      .getRawMany<{ first: number; gone: number }>();
    for (const { first, gone } of orphans) {
      await leads.update({ contactLeadId: Number(gone) }, { contactLeadId: Number(first) });
      await leads.update({ id: Number(first) }, { contactLeadId: null });
    }
  }
}

/** Deletes the leads, their notifications and timelines; answers how many leads this call removed (another
 * process sweeping at the same moment may have taken some). */
export async function removeLeads(manager: EntityManager, ids: number[]): Promise<number> {
  let removed = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    await manager
      .getRepository(LeadNotification)
      .createQueryBuilder()
      .delete()
      .where('lead_id IN (:...batch)', { batch })
      .execute();
    await manager
      .getRepository(LeadEvent)
      .createQueryBuilder()
      .delete()
      .where('lead_id IN (:...batch)', { batch })
      .execute();
    await manager
      .getRepository(LeadActivity)
      .createQueryBuilder()
      .delete()
      .where('lead_id IN (:...batch)', { batch })
      .execute();
    removed +=
      (await manager.getRepository(Lead).createQueryBuilder().delete().where('id IN (:...batch)', { batch }).execute())
        .affected ?? 0;
  }
  await repointContactsOf(manager, ids);
  return removed;
}

/** What an erasure removed: how many leads, and the Odoo leads (crm.lead ids) they had become. */
export interface Erasure {
  erased: number;
  odooLeadIds: number[];
}

const odooIdsOf = (rows: Array<{ odooLeadId: number | string | null }>) =>
  rows.flatMap((row) => (row.odooLeadId === null ? [] : [Number(row.odooLeadId)])).sort((a, b) => a - b);

const inOdoo = (ids: number[]) => (ids.length ? `; still in Odoo as crm.lead ${ids.join(', ')}` : '');

/** Deletes every lead with this email or phone; answers how many went and which Odoo leads they had become. */
export async function eraseLeadsOf(db: DataSource, person: PersonKey, actor: string): Promise<Erasure> {
  const email = person.email?.trim().toLowerCase();
  if (person.phone !== undefined && !hasEnoughDigits(person.phone))
    throw new NoPersonGiven(`A phone number needs at least ${MIN_PHONE_DIGITS} digits`);
  const phones = person.phone ? phoneForms(person.phone) : [];
  if (!email && !phones.length) throw new NoPersonGiven('An email or a phone number is needed');
  const e164 = person.phone ? phoneE164Of(person.phone) : null;
  return db.transaction(async (manager) => {
    const rows = await manager
      .getRepository(Lead)
      .createQueryBuilder('lead')
      .select('lead.id', 'id')
      .addSelect('lead.odooLeadId', 'odooLeadId')
      .where(
        new Brackets((where) => {
          if (email) where.orWhere('LOWER(lead.email) = :email', { email });
          if (phones.length) where.orWhere(`${PHONE_DIGITS_SQL} IN (:...phones)`, { phones });
          // The same number typed another way (Arabic-Indic digits, 00966…) shares its E.164 form.
          if (e164) where.orWhere('lead.phoneE164 = :e164', { e164 });
        }),
      )
      .getRawMany<{ id: number; odooLeadId: number | null }>();
    const erased = await removeLeads(
      manager,
      rows.map((row) => Number(row.id)),
    );
    const odooLeadIds = odooIdsOf(rows);
    const by = [email ? 'an email address' : '', phones.length ? 'a phone number' : ''].filter(Boolean).join(' and ');
    await recordAudit(
      manager,
      actor,
      'erase',
      `Erased ${erased} lead${erased === 1 ? '' : 's'} matching ${by}${inOdoo(odooLeadIds)}`,
    );
    return { erased, odooLeadIds };
  });
}

/** Deletes every lead received more than `days` days ago; answers how many went. */
export async function sweepExpiredLeads(db: DataSource, days: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  return db.transaction(async (manager) => {
    const rows = await manager
      .getRepository(Lead)
      .createQueryBuilder('lead')
      .select('lead.id', 'id')
      .addSelect('lead.odooLeadId', 'odooLeadId')
      .where('lead.createdAt < :cutoff', { cutoff })
      .getRawMany<{ id: number; odooLeadId: number | null }>();
    const deleted = await removeLeads(
      manager,
      rows.map((row) => Number(row.id)),
    );
    if (deleted > 0)
      await recordAudit(
        manager,
        'system',
        'retention',
        `Deleted ${deleted} lead${deleted === 1 ? '' : 's'} received more than ${days} days ago${inOdoo(odooIdsOf(rows))}`,
      );
    return deleted;
  });
}
