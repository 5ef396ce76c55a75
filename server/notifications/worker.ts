// Works the lead notification outbox: at start, when this process stores a lead, and every poll
// interval (for leads stored by other processes and for retries). A failed delivery is retried
// with doubling delays up to a ceiling, for as long as it takes: a mail server that is down for a
// day still gets every notification once it is back.
import type { DataSource } from 'typeorm';
import { Lead } from '../../entities/index.js';
import type { NotificationConfig } from '../config.js';
import { deliveryChannels, type Deliver } from './channels.js';
import type { LeadNotifier } from './lead-notifier.js';
import { claimDue, dropNotification, markFailed, markSent, type Claimed } from './outbox.js';

export interface WorkerOptions {
  pollMs: number;
  batchSize: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = { pollMs: 5_000, batchSize: 10, retryBaseMs: 10_000, retryMaxMs: 10 * 60_000 };

export const retryDelayMs = (attemptsSoFar: number, options: Pick<WorkerOptions, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.min(attemptsSoFar, 20));

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
  const channels = deliveryChannels(config.notifications);
  const context = { siteName: config.site.name.en, siteUrl: config.site.siteUrl };
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let databaseAway = false;

  async function deliver(claim: Claimed, send: Deliver | undefined): Promise<void> {
    const lead = await db.getRepository(Lead).findOneBy({ id: claim.leadId });
    if (!lead) return dropNotification(db, claim);
    if (!send) return markFailed(db, claim, `the ${claim.channel} channel is not configured in this process`, options.retryMaxMs);
    try {
      await send(lead, { ...context, notificationId: claim.id });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(claim.attempts, options);
      console.warn(`Lead notification ${claim.id} (${claim.channel}, lead ${claim.leadId}) failed on attempt ${claim.attempts + 1}, retrying in ${delay < 10_000 ? `${delay} ms` : `${Math.round(delay / 1000)} s`}: ${reason}`);
      return markFailed(db, claim, reason, delay);
    }
    await markSent(db, claim);
  }

  async function round(): Promise<void> {
    do {
      again = false;
      try {
        let claimed: Claimed[];
        do {
          claimed = await claimDue(db, options.batchSize);
          await Promise.all(claimed.map((claim) => deliver(claim, channels[claim.channel])));
        } while (claimed.length === options.batchSize && !stopped);
        if (databaseAway) console.log('Lead notifications: the database answers again');
        databaseAway = false;
      } catch (error) {
        // The database is away: the rows wait, and a later round picks them up. Said once, not
        // every poll.
        if (!databaseAway) console.warn(`Lead notifications wait for the database: ${error instanceof Error ? error.message : String(error)}`);
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
  void runNow();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await current;
    },
  };
}
