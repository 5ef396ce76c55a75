// Storing a lead once: a submission that carries an idempotency key already stored answers with the
// first lead instead of a second row, also when two retries race (the unique index decides). A key
// reused with a different lead is a conflict, never a silent drop of the second lead.
// With the row go what the server adds (lead-intake.ts: the visit's attribution, the spam reason)
// and the contact keys (contact-keys.ts). A spam lead is stored like any other but queues no
// notification: the team sees it in the Spam view, and nobody is told until it is released.
import type { DataSource } from 'typeorm';
import { Lead } from '../../entities/index.js';
import { sourceOfService, type LeadSubmission } from '../../site/lead-schema.js';
import { isDatabaseOutage } from '../database/health.js';
import { keyedHash } from '../config/keyed-hash.js';
import { giveBackLeadQuota, takeLeadQuota, type QuotaPlace } from './lead-quota.js';
import { fbcOf } from './fbc.js';
import type { LeadNotifier } from '../notifications/lead-notifier.js';
import { queueLeadNotifications } from '../notifications/outbox.js';
import type { LeadOutcome } from './lead-outcome.js';
import { emailKeyOf, phoneE164Of } from '../../site/contact-keys.js';
import { contactLeadIdOf } from './contact-keys.js';
import type { LeadIntake } from './lead-intake.js';

/** A lead's reference for the visitor: a keyed hash of its id, stable across retries, no counter. */
export const leadReferencer = (secret: string) => (leadId: number) =>
  keyedHash(secret, `lead-reference\0${leadId}`).slice(0, 16);

type KeyedLead = Pick<
  Lead,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'city'
  | 'service'
  | 'message'
  | 'locale'
  | 'pagePath'
  | 'marketingConsent'
>;

/** The columns a submission writes, as the row would hold them. */
function rowOf(lead: LeadSubmission) {
  return {
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone,
    company: lead.company,
    city: lead.city,
    service: lead.service,
    message: lead.message,
    locale: lead.locale,
    pagePath: lead.pagePath ?? null,
    marketingConsent: lead.consent,
  };
}

/** Is a stored lead the same submission as this one (a retry), rather than a new lead under an old key? */
function isSameLead(stored: KeyedLead, lead: LeadSubmission): boolean {
  const wanted = rowOf(lead);
  return (Object.keys(wanted) as Array<keyof typeof wanted>).every((column) => stored[column] === wanted[column]);
}

/**
 * Stores a lead within its client's hourly quota, with its notifications queued in the same
 * transaction. A retry of a lead already stored gets the first answer whatever the quota, and only
 * a new row uses up a place. A lead not stored is an outcome, not a throw, so every entry point
 * answers it: `unavailable` only when the database is away (server/database/health.ts says which
 * errors are), and `fault` for anything else, a bug of ours that retrying will not cure.
 */
export async function storeLeadWithinQuota(
  db: DataSource,
  lead: LeadSubmission,
  quota: QuotaPlace,
  notifier: LeadNotifier,
  intake: LeadIntake,
): Promise<LeadOutcome> {
  try {
    return await storeWithinQuota(db, lead, quota, notifier, intake);
  } catch (error) {
    return isDatabaseOutage(error) ? { kind: 'unavailable', cause: error } : { kind: 'fault', cause: error };
  }
}

async function storeWithinQuota(
  db: DataSource,
  lead: LeadSubmission,
  quota: QuotaPlace,
  notifier: LeadNotifier,
  intake: LeadIntake,
): Promise<LeadOutcome> {
  const key = lead.idempotencyKey;
  const earlier = key ? await leadByKey(db, key) : null;
  if (earlier) return isSameLead(earlier, lead) ? { kind: 'repeat', leadId: earlier.id } : { kind: 'key-conflict' };
  const taken = await takeLeadQuota(db, quota);
  if (!taken.ok) return { kind: 'over-quota', retryAfterMs: taken.retryAfterMs };
  try {
    const outcome = await insertLead(db, lead, notifier, intake);
    if (outcome.kind === 'stored' && intake.spamReason === null) notifier.leadStored();
    // The lead is safe either way: a place not given back only costs the visitor one of the hour's places.
    else await giveBackLeadQuota(db, quota.key).catch(() => undefined);
    return outcome;
  } catch (error) {
    // A database that just failed to answer would hold the visitor's request on a second query
    // well past its deadline: after an outage the place is not given back (one of twenty, for an hour).
    if (!isDatabaseOutage(error)) await giveBackLeadQuota(db, quota.key).catch(() => undefined);
    throw error;
  }
}

/** Inserts the row; when a racing retry with the same key won the unique index, answers with its id. */
async function insertLead(
  db: DataSource,
  lead: LeadSubmission,
  notifier: LeadNotifier,
  { attribution, spamReason }: LeadIntake,
): Promise<Extract<LeadOutcome, { kind: 'stored' | 'repeat' | 'key-conflict' }>> {
  const key = lead.idempotencyKey ?? null;
  const contactKeys = { phoneE164: phoneE164Of(lead.phone), emailKey: emailKeyOf(lead.email) };
  try {
    const id = await db.transaction(async (manager) => {
      const repo = manager.getRepository(Lead);
      const saved = await repo.save(
        repo.create({
          ...rowOf(lead),
          source: lead.source ?? sourceOfService(lead.service),
          idempotencyKey: key,
          ...contactKeys,
          contactLeadId: await contactLeadIdOf(manager, contactKeys),
          ...attribution,
          fbc: attribution.fbclid ? fbcOf(attribution.fbclid, Date.now()) : null,
          spamReason,
        }),
      );
      if (spamReason === null) await queueLeadNotifications(manager, saved.id, notifier.channels);
      return saved.id;
    });
    return { kind: 'stored', leadId: id };
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const winner = await leadByKey(db, key).catch(() => null);
      if (winner) return isSameLead(winner, lead) ? { kind: 'repeat', leadId: winner.id } : { kind: 'key-conflict' };
    }
    throw error;
  }
}

async function leadByKey(db: DataSource, idempotencyKey: string): Promise<KeyedLead | null> {
  return db.getRepository(Lead).findOne({
    where: { idempotencyKey },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      company: true,
      city: true,
      service: true,
      message: true,
      locale: true,
      pagePath: true,
      marketingConsent: true,
    },
  });
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: string })?.code ?? '') + String((error as Error)?.message ?? '');
  return /ER_DUP_ENTRY|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint failed/.test(text);
}
