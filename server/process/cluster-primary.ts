// WEB_CONCURRENCY > 1: this process forks that many server processes sharing the port (Node's
// cluster module hands connections out), replaces one that dies, and on SIGTERM or SIGINT passes the
// signal on and exits once they have all stopped gracefully. A process that dies before it ever
// listened (a bad setting, an unreachable database, a port in use) is not restarted in a loop:
// everything stops with exit code 1 and the service manager decides. An error nobody handled in this
// process stops everything the same way.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../logging/logger.js';
import { describeFatal, routeFatalErrors } from './fatal-errors.js';

// Beyond the workers' own shutdown deadline, give up on them after this much more.
const LAST_RESORT_MS = 5000;

export function runClusterPrimary(workers: number, shutdownDeadlineMs: number, logger: Logger): void {
  let stopping = false;
  let failed = false;
  const listening = new WeakSet<Worker>();

  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (code !== 0) failed = true;
    if (!stopping && !listening.has(worker)) {
      logger.error(
        `Server process ${worker.process.pid} stopped before it could serve (${signal ?? `exit code ${code}`}); stopping all`,
      );
      stopAll('SIGTERM');
    } else if (!stopping) {
      logger.warn(`Server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
      cluster.fork();
      return;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });

  function stopAll(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      logger.error(`Server processes still running ${LAST_RESORT_MS} ms past their shutdown deadline: exiting`);
      process.exit(1);
    }, shutdownDeadlineMs + LAST_RESORT_MS).unref();
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(signal));
  routeFatalErrors((error) => {
    logger.error(`Stopping all server processes after an unexpected error: ${describeFatal(error)}`);
    failed = true;
    process.exitCode = 1;
    stopAll('SIGTERM');
  });

  logger.info(`Starting ${workers} server processes`);
  for (let i = 0; i < workers; i++) cluster.fork();
}
