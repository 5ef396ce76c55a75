// A notification worker on a connection pool of its own, configured from the environment as a
// server process would be: what a second process (or a restarted one) runs against the same
// database. Tests start several to prove the outbox's leases and exactly-once deliveries.
import type { DataSource } from 'typeorm';
import { parseConfig } from '../../server/config/config.js';
import { openDatabase } from '../../server/database/db.js';
import { LeadNotifier } from '../../server/notifications/lead-notifier.js';
import {
  startNotificationWorker,
  type NotificationWorker,
  type WorkerOptions,
} from '../../server/notifications/worker.js';
import { TEST_SITE_URL } from './app.js';
import { TEST_SESSION_SECRET } from './human-lead.js';

export interface WorkerProcess {
  worker: NotificationWorker;
  db: DataSource;
}

export async function startWorkerProcess(
  databaseUrl: string,
  env: Record<string, string>,
  options: Partial<WorkerOptions>,
  watch?: (db: DataSource) => void,
): Promise<WorkerProcess> {
  const db = await openDatabase(databaseUrl);
  watch?.(db);
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SITE_URL: TEST_SITE_URL,
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...env,
  });
  return { worker: startNotificationWorker(db, config, new LeadNotifier(config.notifications), options), db };
}

/** Stops the workers (each finishing its round) and closes their pools. */
export async function stopWorkerProcesses(running: WorkerProcess[]): Promise<void> {
  for (const { worker, db } of running.splice(0)) {
    await worker.stop();
    await db.destroy();
  }
}
