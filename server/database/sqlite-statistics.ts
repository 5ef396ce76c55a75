// SQLite chooses an index by the statistics ANALYZE keeps (sqlite_stat1); without them it guesses
// every index equally selective, and may walk a whole stage's leads where one campaign's few would
// do (the board filtered by a campaign took 265 ms at 100,000 leads instead of 5). So, as SQLite's
// documentation asks of a long-lived connection: `PRAGMA optimize=0x10002` when it opens (it
// analyzes the tables whose size has changed much since their last statistics) and `PRAGMA
// optimize` every few hours. analysis_limit samples each index (20,000 entries are enough to tell a
// campaign from a stage), so a refresh took under 200 ms at 100,000 leads and grows little beyond.
import type { DataSource } from 'typeorm';

const ANALYSIS_ROWS = 20_000;
const EVERY_MS = 6 * 3_600_000;

/** Refreshes the planner's statistics now and every few hours; returns how to stop. */
export function keepPlannerStatistics(dataSource: DataSource): () => void {
  const refresh = (pragma: string) =>
    dataSource
      .query(`PRAGMA analysis_limit = ${ANALYSIS_ROWS}`)
      .then(() => dataSource.query(pragma))
      // Statistics only speed queries up: a refresh that fails (a busy or read-only file) changes nothing.
      .catch(() => undefined);
  void refresh('PRAGMA optimize = 0x10002');
  const timer = setInterval(() => void refresh('PRAGMA optimize'), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
