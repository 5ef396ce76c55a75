// Stopping on SIGTERM or SIGINT (or after an error nobody handled) without losing what is in
// flight: stop accepting connections, mark the process draining (server/process/lifecycle.ts), close idle
// keep-alive sockets at once, let requests in flight finish, stop background work, then close the
// database and exit. Everything fits in the deadline: at the deadline the remaining sockets are cut
// and the log says what was cut; a database close that hangs (a frozen server never answers the
// goodbye) is given up after a short grace, also said. A forced stop exits 1, so a supervisor can
// tell it from a clean one (0).
import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import { errorFacts } from '../logging/failure-fields.js';
import type { Logger } from '../logging/logger.js';
import type { Lifecycle } from './lifecycle.js';

export interface ShutdownOptions {
  server: Server;
  db: DataSource;
  lifecycle: Lifecycle;
  deadlineMs: number;
  /** Where the stop's lines go: the process's log. */
  logger: Logger;
  /** Stops background work; the database closes once what it returns has settled. */
  beforeClose?: () => void | Promise<void>;
}

// After the deadline cut the connections, how long closing the database may still take.
const GRACE_AFTER_DEADLINE_MS = 2000;

/** Stops the process; `exitCode` is what a clean stop exits with (1 after an unexpected error). */
export function stopGracefully(
  { server, db, lifecycle, deadlineMs, logger, beforeClose }: ShutdownOptions,
  reason: string,
  exitCode = 0,
): void {
  if (lifecycle.draining) return;
  lifecycle.draining = true;
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  logger.info(`${reason}: finishing requests in flight (at most ${deadlineMs} ms), then stopping`);
  let stage: 'requests' | 'background work' | 'database' = 'requests';
  let forced = false;
  const exit = (code: number) => {
    logger.info(`Stopped in ${elapsed()} ms${forced ? ' (deadline forced)' : ''}`);
    process.exit(code);
  };

  const giveUp = () => {
    logger.warn(
      `Shutdown gave up after ${elapsed()} ms: ${stage === 'database' ? 'closing the database hung' : `stopping the ${stage} hung`}; exiting without it`,
    );
    forced = true;
    exit(1);
  };
  const deadline = setTimeout(() => {
    forced = true;
    if (stage !== 'requests') return giveUp();
    server.getConnections((_, connections) => {
      logger.warn(
        `Shutdown deadline (${deadlineMs} ms) reached: cutting ${connections} connection(s) with ${lifecycle.requestsInFlight} request(s) in flight`,
      );
      server.closeAllConnections();
    });
    setTimeout(giveUp, GRACE_AFTER_DEADLINE_MS);
  }, deadlineMs);

  const backgroundStopped = Promise.resolve(beforeClose?.()).catch((error: unknown) =>
    logger.warn({ error: errorFacts(error) }, 'Background work did not stop cleanly'),
  );
  server.close(() => {
    stage = 'background work';
    void backgroundStopped
      .then(() => {
        stage = 'database';
        return db.destroy();
      })
      .catch((error: unknown) => logger.warn({ error: errorFacts(error) }, 'Database not closed cleanly'))
      .then(() => {
        clearTimeout(deadline);
        exit(forced ? 1 : exitCode);
      });
  });
  server.closeIdleConnections();
}
