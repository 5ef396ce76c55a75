// Works the lead notification outbox: at start, when this process stores a lead, and every poll
// interval (for leads stored by other processes and for retries). Each channel is a lane of its own,
// with its own claims and its own number of deliveries at once, so an Odoo that answers slowly or
// not at all never holds back an email or a webhook. A failed delivery is retried
// with doubling delays up to a ceiling, for as long as it takes: a mail server that is down for a
// day still gets every notification once it is back.
//
// A notification goes out at least once, and this worker keeps the chance of a second time small:
// the lease is held (renewed) while a delivery runs, the row is marked sent as the very next step
// after the receiver's answer (retried at once a few times), and an outcome or a claim the
// database did not confirm is written or given back first thing next round, while this worker
// still holds the lease, instead of waiting for the lease to run out.
import type { DataSource } from 'typeorm';
import { Lead, type NotificationChannel } from '../../entities/index.js';
import { deliveryFailureKinds, type DeliveryFailureKind } from '../../site/notification-delivery.js';
import type { NotificationConfig } from '../config/config.js';
import { errorFacts } from '../logging/failure-fields.js';
import { silentLogger, type Logger } from '../logging/logger.js';
import { deliveryChannels } from './channels.js';
import type { Deliver } from './deliver.js';
import { ATTEMPT_TIMEOUT_MS, LEASE_MS, startAttempt, untilAborted, type Attempt } from './delivery-timing.js';
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
  /** How many deliveries of each channel run at once in this process. */
  concurrency: Record<NotificationChannel, number>;
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
  // Odoo's lookups create what the next leads only find: few at once there.
  concurrency: { email: 5, webhook: 5, odoo: 2 },
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

const CHANNELS: readonly NotificationChannel[] = ['email', 'webhook', 'odoo'];

/** Why a shutdown stopped an attempt: the row is given back, due at once, for the next process. */
class StoppedByShutdown extends Error {}

export interface NotificationWorker {
  /** Runs one round of every channel now; resolves when they have nothing more to deliver. */
  runNow(): Promise<void>;
  /**
   * Claims nothing more. An attempt that ends by its ceiling before `finishBy` (epoch ms) is waited
   * for; one that may run past it is given until then and aborted if still running. Without
   * `finishBy`, every attempt is waited for.
   */
  stop(finishBy?: number): Promise<void>;
}

interface Running {
  claim: Claimed;
  attempt: Attempt;
  /** When the attempt's ceiling stops it at the latest (epoch ms). */
  endsBy: number;
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
  let stopped = false;
  const running = new Set<Running>();
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

  // One payer at a time: every lane pays before it claims, and a write is made once.
  let paying: Promise<void> | null = null;
  function payDebts(): Promise<void> {
    paying ??= (async () => {
      while (owed.length > 0) {
        await owed[0]!();
        owed.shift();
      }
    })().finally(() => (paying = null));
    return paying;
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
    const run: Running = { claim, attempt, endsBy: Date.now() + options.attemptTimeoutMs };
    running.add(run);
    try {
      await untilAborted(send(lead, { ...context, notificationId: claim.id, signal: attempt.signal }), attempt.signal);
    } catch (error) {
      running.delete(run);
      attempt.end();
      lease.release();
      if (attempt.signal.reason instanceof StoppedByShutdown) return writeOrOwe(() => releaseLease(db, claim));
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
    running.delete(run);
    attempt.end();
    lease.release();
    return recordSent(claim);
  }

  const noteDatabaseAway = (error: unknown) => {
    // The database is away: the rows wait, and a later round picks them up. Said once, not every poll.
    if (!databaseAway) options.logger.warn({ error: errorFacts(error) }, 'Lead notifications wait for the database');
    databaseAway = true;
  };

  /** One channel's lane: claims only its own rows, and keeps at most its own number of deliveries going. */
  function lane(channel: NotificationChannel) {
    const limit = Math.max(1, options.concurrency[channel]);
    const send = channels[channel];
    const inFlight = new Set<Promise<void>>();
    let filling: Promise<void> | null = null;
    let again = false;

    async function fill(): Promise<void> {
      do {
        again = false;
        try {
          await payDebts();
          while (!stopped && inFlight.size < limit) {
            const room = limit - inFlight.size;
            const claimed = await claimDue(db, channel, room, options.leaseMs, (lease: Lease) =>
              owed.push(() => releaseLease(db, lease)),
            );
            for (const claim of claimed) {
              // A place frees as soon as its delivery ends: the lane claims again without waiting for the others.
              const delivery: Promise<void> = deliver(claim, send)
                .catch(noteDatabaseAway)
                .finally(() => {
                  inFlight.delete(delivery);
                  void run();
                });
              inFlight.add(delivery);
            }
            if (claimed.length < room) break;
          }
          if (databaseAway) options.logger.info('Lead notifications: the database answers again');
          databaseAway = false;
        } catch (error) {
          noteDatabaseAway(error);
        }
      } while (again && !stopped);
    }

    function run(): Promise<void> {
      if (stopped) return Promise.resolve();
      if (filling) {
        again = true;
        return filling;
      }
      filling = fill().finally(() => (filling = null));
      return filling;
    }

    /** Resolves once nothing is being claimed or delivered on this lane. */
    async function idle(): Promise<void> {
      while (filling || inFlight.size > 0) await Promise.allSettled([filling, ...inFlight]);
    }

    return { run, idle };
  }

  const lanes = CHANNELS.map(lane);
  const runNow = async (): Promise<void> => {
    if (stopped) return;
    await Promise.all(lanes.map((each) => each.run().then(() => each.idle())));
  };

  /** Waits for what ends by `finishBy`, gives the rest until then, and aborts what is still running. */
  async function finishOrAbort(finishBy: number): Promise<void> {
    const named = ({ claim }: Running) => `lead notification ${claim.id} (${claim.channel}, lead ${claim.leadId})`;
    for (const each of running) {
      const left = Math.max(0, Math.round(finishBy - Date.now()));
      options.logger.info(
        each.endsBy <= finishBy
          ? `Stopping: waiting for ${named(each)}, which ends within ${Math.max(0, Math.round(each.endsBy - Date.now()))} ms`
          : `Stopping: giving ${named(each)} ${left} ms to finish; it is aborted then, and sent by the next process`,
      );
    }
    const cut = setTimeout(
      () => {
        for (const each of running) {
          options.logger.info(`Stopping: aborted ${named(each)} at the shutdown deadline; it is due again at once`);
          each.attempt.abort(new StoppedByShutdown('the process is stopping'));
        }
      },
      Math.max(0, finishBy - Date.now()),
    );
    try {
      await Promise.all(lanes.map((each) => each.idle()));
    } finally {
      clearTimeout(cut);
    }
  }

  const unsubscribe = notifier.onLeadStored(() => void runNow());
  const timer = setInterval(() => void runNow(), options.pollMs);
  timer.unref();
  void wakeFixableFailures(db)
    .catch(() => 0)
    .then(() => runNow());

  return {
    runNow,
    async stop(finishBy?: number) {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      if (finishBy === undefined) await Promise.all(lanes.map((each) => each.idle()));
      else await finishOrAbort(finishBy);
      // Outcomes still owed are written now if the database takes them; otherwise their leases run out.
      await payDebts().catch(() => undefined);
    },
  };
}
