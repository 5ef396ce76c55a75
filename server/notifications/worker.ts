// Works the lead notification outbox: at start, when this process stores a lead, and every poll
// interval (for leads stored by other processes and for retries). A failed delivery is retried
// with doubling delays up to a ceiling, for as long as it takes: a mail server that is down for a
// day still gets every notification once it is back.
//
// A notification goes out at least once, and this worker keeps the chance of a second time small:
// the lease is held (renewed) while a delivery runs, the row is marked sent as the very next step
// after the receiver's answer (retried at once a few times), and an outcome or a claim the
// database did not confirm is written or given back first thing next round, while this worker
// still holds the lease, instead of waiting for the lease to run out.
import type { DataSource } from 'typeorm';
import { Lead } from '../../entities/index.js';
import { deliveryFailureKinds, type DeliveryFailureKind } from '../../site/notification-delivery.js';
import type { NotificationConfig } from '../config/config.js';
import { errorFacts } from '../logging/failure-fields.js';
import { silentLogger, type Logger } from '../logging/logger.js';
import { deliveryChannels } from './channels.js';
import type { Deliver } from './deliver.js';
import { ATTEMPT_TIMEOUT_MS, LEASE_MS, startAttempt, untilAborted } from './delivery-timing.js';
import { holdLease } from './lease-keeper.js';
import type { LeadNotifier } from './lead-notifier.js';
import {
  claimDue,
  dropNotification,
  markFailed,
  markSent,
  releaseLease,
  wakeFixableFailures,
  type Claimed,
  type Lease,
} from './outbox.js';

export interface WorkerOptions {
  pollMs: number;
  batchSize: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  /** The ceiling of one delivery attempt: it is stopped and counted as failed by then. */
  attemptTimeoutMs: number;
  /** Where failed deliveries and a database away are said: the process's log. */
  logger: Logger;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  pollMs: 5_000,
  batchSize: 10,
  retryBaseMs: 10_000,
  retryMaxMs: 10 * 60_000,
  leaseMs: LEASE_MS,
  attemptTimeoutMs: ATTEMPT_TIMEOUT_MS,
  logger: silentLogger,
};

export const retryDelayMs = (attemptsSoFar: number, options: Pick<WorkerOptions, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.min(attemptsSoFar, 20));

/** Waits before each further try of a failed mark-sent: a blip passes, and the lease still holds. */
const MARK_SENT_RETRY_DELAYS_MS = [100, 500, 1_500];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The kind a channel's error carries (the Odoo client's errors do); null when it cannot tell. */
function failureKindOf(error: unknown): DeliveryFailureKind | null {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return deliveryFailureKinds.includes(kind as DeliveryFailureKind) ? (kind as DeliveryFailureKind) : null;
}

export interface NotificationWorker {
  /** Runs one round now (or after the current one); resolves when it is done. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startNotificationWorker(
  db: DataSource,
  config: { notifications: NotificationConfig; site: { name: { en: string }; siteUrl: string } },
  notifier: LeadNotifier,
  overrides: Partial<WorkerOptions> = {},
): NotificationWorker {
  const options = { ...DEFAULT_WORKER_OPTIONS, ...overrides };
  const channels = deliveryChannels(config.notifications, db);
  const context = { siteName: config.site.name.en, siteUrl: config.site.siteUrl };
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let databaseAway = false;
  // Writes the database did not take, each guarded by its lease token so a late one changes nothing
  // once another worker holds the row.
  const owed: Array<() => Promise<unknown>> = [];

  async function writeOrOwe(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      owed.push(write);
      throw error;
    }
  }

  async function payDebts(): Promise<void> {
    while (owed.length > 0) {
      await owed[0]!();
      owed.shift();
    }
  }

  async function recordSent(claim: Claimed): Promise<void> {
    for (const delay of MARK_SENT_RETRY_DELAYS_MS) {
      try {
        return await markSent(db, claim);
      } catch (error) {
        options.logger.warn(
          { error: errorFacts(error) },
          `Lead notification ${claim.id} (${claim.channel}, lead ${claim.leadId}) was delivered but is not marked sent yet, trying again`,
        );
        await sleep(delay);
      }
    }
    return writeOrOwe(() => markSent(db, claim));
  }

  async function deliver(claim: Claimed, send: Deliver | undefined): Promise<void> {
    const lease = holdLease(db, claim, options.leaseMs);
    let lead: Lead | null;
    try {
      lead = await db.getRepository(Lead).findOneBy({ id: claim.leadId });
    } catch (error) {
      lease.release();
      owed.push(() => releaseLease(db, claim));
      throw error;
    }
    if (!lead || !send) {
      lease.release();
      if (!lead) return writeOrOwe(() => dropNotification(db, claim));
      return writeOrOwe(() =>
        markFailed(db, claim, `the ${claim.channel} channel is not configured in this process`, options.retryMaxMs),
      );
    }
    const attempt = startAttempt(lease.signal, options.attemptTimeoutMs);
    try {
      await untilAborted(send(lead, { ...context, notificationId: claim.id, signal: attempt.signal }), attempt.signal);
    } catch (error) {
      attempt.end();
      lease.release();
      const reason = messageOf(error);
      const kind = failureKindOf(error);
      // A fault an operator must fix is not cured by trying often: the longest wait, then at once after
      // a restart or a retry from the admin.
      const needsOperator = kind !== null && kind !== 'transient';
      const delay = needsOperator ? options.retryMaxMs : retryDelayMs(claim.attempts, options);
      const inTime = delay < 10_000 ? `${delay} ms` : `${Math.round(delay / 1000)} s`;
      // The receiver's words are a field: they may quote what the visitor sent.
      options.logger.warn(
        { reason },
        needsOperator
          ? `Lead notification ${claim.id} (${claim.channel}, lead ${claim.leadId}) failed on attempt ${claim.attempts + 1} and needs an operator (${kind}); trying again in ${inTime}, at restart, or on Retry in the admin`
          : `Lead notification ${claim.id} (${claim.channel}, lead ${claim.leadId}) failed on attempt ${claim.attempts + 1}, retrying in ${inTime}`,
      );
      return writeOrOwe(() => markFailed(db, claim, reason, delay, kind));
    }
    // The receiver has it: the row says so before anything else happens.
    attempt.end();
    lease.release();
    return recordSent(claim);
  }

  async function round(): Promise<void> {
    do {
      again = false;
      try {
        await payDebts();
        let claimed: Claimed[];
        do {
          claimed = await claimDue(db, options.batchSize, options.leaseMs, (lease: Lease) =>
            owed.push(() => releaseLease(db, lease)),
          );
          // Every delivery of the batch ends (and writes its outcome) before the round goes on.
          const failed = (
            await Promise.allSettled(claimed.map((claim) => deliver(claim, channels[claim.channel])))
          ).find((result) => result.status === 'rejected');
          if (failed) throw failed.reason;
        } while (claimed.length === options.batchSize && !stopped);
        if (databaseAway) options.logger.info('Lead notifications: the database answers again');
        databaseAway = false;
      } catch (error) {
        // The database is away: the rows wait, and a later round picks them up. Said once, not
        // every poll.
        if (!databaseAway)
          options.logger.warn({ error: errorFacts(error) }, 'Lead notifications wait for the database');
        databaseAway = true;
      }
    } while (again && !stopped);
  }

  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = round().finally(() => (current = null));
    return current;
  };

  const unsubscribe = notifier.onLeadStored(() => void runNow());
  const timer = setInterval(() => void runNow(), options.pollMs);
  timer.unref();
  void wakeFixableFailures(db)
    .catch(() => 0)
    .then(() => runNow());

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await current;
      // Outcomes still owed are written now if the database takes them; otherwise their leases run out.
      await payDebts().catch(() => undefined);
    },
  };
}
