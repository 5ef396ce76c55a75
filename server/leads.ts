// Storing a lead once: a submission that carries an idempotency key already stored answers with the
// first lead instead of a second row, also when two retries race (the unique index decides).
import type { DataSource } from 'typeorm';
import { Lead } from '../entities/index.js';
import { sourceOfService, type LeadSubmission } from '../shared/lead-schema.js';
import { giveBackLeadQuota, takeLeadQuota } from './lead-quota.js';

export class DatabaseUnavailable extends Error {}

export type StoreOutcome = { stored: true; id: number; duplicate: boolean } | { stored: false; retryAfterMs: number };

/**
 * Stores a lead within its client's hourly quota. A retry of a lead already stored gets the first
 * answer whatever the quota, and only a new row uses up a place.
 */
export async function storeLeadWithinQuota(db: DataSource, lead: LeadSubmission, quotaKey: string): Promise<StoreOutcome> {
  const key = lead.idempotencyKey;
  const earlier = key ? await unavailableOnError(leadIdByKey(db, key)) : null;
  if (earlier !== null) return { stored: true, id: earlier, duplicate: true };
  const quota = await unavailableOnError(takeLeadQuota(db, quotaKey));
  if (!quota.ok) return { stored: false, retryAfterMs: quota.retryAfterMs };
  try {
    const saved = await insertLead(db, lead);
    // The lead is safe either way: a place not given back only costs the visitor one of twenty.
    if (saved.duplicate) await giveBackLeadQuota(db, quotaKey).catch(() => undefined);
    return { stored: true, ...saved };
  } catch (error) {
    await giveBackLeadQuota(db, quotaKey).catch(() => undefined);
    throw error;
  }
}

/** Inserts the row; when a racing retry with the same key won the unique index, answers with its id. */
async function insertLead(db: DataSource, lead: LeadSubmission): Promise<{ id: number; duplicate: boolean }> {
  const repo = db.getRepository(Lead);
  const key = lead.idempotencyKey ?? null;
  try {
    const saved = await repo.save(
      repo.create({
        name: lead.name,
        email: lead.email ?? null,
        phone: lead.phone,
        company: lead.company,
        city: lead.city,
        service: lead.service,
        message: lead.message,
        source: sourceOfService(lead.service),
        locale: lead.locale,
        pagePath: lead.pagePath ?? null,
        marketingConsent: lead.consent,
        idempotencyKey: key,
      }),
    );
    return { id: saved.id, duplicate: false };
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const winner = await leadIdByKey(db, key).catch(() => null);
      if (winner !== null) return { id: winner, duplicate: true };
    }
    throw asUnavailable(error);
  }
}

async function leadIdByKey(db: DataSource, idempotencyKey: string): Promise<number | null> {
  const lead = await db.getRepository(Lead).findOne({ where: { idempotencyKey }, select: { id: true } });
  return lead?.id ?? null;
}

const asUnavailable = (error: unknown) => new DatabaseUnavailable(error instanceof Error ? error.message : String(error));

async function unavailableOnError<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    throw asUnavailable(error);
  });
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: string })?.code ?? '') + String((error as Error)?.message ?? '');
  return /ER_DUP_ENTRY|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint failed/.test(text);
}
