// Stopping on SIGTERM or SIGINT without losing what is in flight: stop accepting connections, mark
// the process draining (server/lifecycle.ts), close idle keep-alive sockets at once, let requests in
// flight finish, then close the database and exit 0. At the deadline the remaining sockets are cut
// and the exit code is 1, so a supervisor can tell a clean stop from a forced one.
import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import type { Lifecycle } from './lifecycle.js';

export interface ShutdownOptions {
  server: Server;
  db: DataSource;
  lifecycle: Lifecycle;
  deadlineMs: number;
  /** Runs first: timers and background work of the process. */
  /** Stops background work; the database closes once what it returns has settled. */
  beforeClose?: () => void | Promise<void>;
}

// If closing the database itself hangs past the deadline, give up on it this much later.
const LAST_RESORT_MS = 3000;

export function stopGracefully({ server, db, lifecycle, deadlineMs, beforeClose }: ShutdownOptions, signal: string): void {
  if (lifecycle.draining) return;
  lifecycle.draining = true;
  const backgroundStopped = Promise.resolve(beforeClose?.()).catch(() => undefined);
  console.log(`${signal}: finishing requests in flight (at most ${deadlineMs} ms), then stopping`);
  const started = Date.now();
  let forced = false;
  const deadline = setTimeout(() => {
    forced = true;
    console.warn(`Shutdown deadline reached: closing the remaining connections`);
    server.closeAllConnections();
  }, deadlineMs);
  setTimeout(() => process.exit(1), deadlineMs + LAST_RESORT_MS).unref();
  server.close(() => {
    clearTimeout(deadline);
    void backgroundStopped
      .then(() => db.destroy())
      .catch((error: unknown) => console.warn(`Database not closed cleanly: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        console.log(`Stopped in ${Date.now() - started} ms${forced ? ' (deadline forced)' : ''}`);
        process.exit(forced ? 1 : 0);
      });
  });
  server.closeIdleConnections();
}
