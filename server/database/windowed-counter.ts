// A count per key over a time window, kept in the database so every process behind the proxy
// shares it, and changed only by single atomic statements: parallel requests each get their own
// count, so none is refused for losing a race and none slips past a limit. The hourly lead quota
// and the sign-in throttle are both built on it (server/leads/lead-quota.ts, server/accounts/throttle.ts).
import type { DataSource } from 'typeorm';

/** Where a counter lives: its table and the names of its columns. */
export interface CounterTable {
  table: string;
  key: string;
  count: string;
  windowStart: string;
  /** A column of epoch ms before which the key is blocked; a blocked key's window never resets. */
  blockedUntil?: string;
}

const isSqlite = (db: DataSource) => db.options.type === 'better-sqlite3';

/**
 * Adds one to the key's count and returns the new count. A window that is over (and not blocked)
 * starts again at 1. SQLite evaluates SET on the row as it was and returns the count with RETURNING;
 * MySQL assigns left to right (the count before the window moves) and hands the count back through
 * LAST_INSERT_ID(expr) in the statement's own result.
 */
export async function incrementCounter(
  db: DataSource,
  t: CounterTable,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<number> {
  const over = t.blockedUntil ? `${t.windowStart} <= ? AND ${t.blockedUntil} <= ?` : `${t.windowStart} <= ?`;
  const overParams = t.blockedUntil ? [now - windowMs, now] : [now - windowMs];
  const extraColumns = t.blockedUntil ? `, ${t.blockedUntil}` : '';
  const extraValues = t.blockedUntil ? ', 0' : '';
  const insert = `INSERT INTO ${t.table} (${t.key}, ${t.count}, ${t.windowStart}${extraColumns}) VALUES (?, 1, ?${extraValues})`;
  if (isSqlite(db)) {
    const rows = (await db.query(
      `${insert} ON CONFLICT (${t.key}) DO UPDATE SET
         ${t.count} = CASE WHEN ${over} THEN 1 ELSE ${t.count} + 1 END,
         ${t.windowStart} = CASE WHEN ${over} THEN ? ELSE ${t.windowStart} END
       RETURNING ${t.count} AS count`,
      [key, now, ...overParams, ...overParams, now],
    )) as Array<{ count: number }>;
    return Number(rows[0]!.count);
  }
  const result = (await db.query(
    `${insert} ON DUPLICATE KEY UPDATE
       ${t.count} = LAST_INSERT_ID(IF(${over}, 1, ${t.count} + 1)),
       ${t.windowStart} = IF(${over}, ?, ${t.windowStart})`,
    [key, now, ...overParams, ...overParams, now],
  )) as { affectedRows: number; insertId: number };
  // 1 row affected: a fresh insert (count 1); 2: an update, whose count is in insertId.
  return result.affectedRows === 1 ? 1 : Number(result.insertId);
}

/** Takes one back (never below zero): an attempt that turned out not to count. */
export async function decrementCounter(db: DataSource, t: CounterTable, key: string): Promise<void> {
  await db.query(`UPDATE ${t.table} SET ${t.count} = ${t.count} - 1 WHERE ${t.key} = ? AND ${t.count} > 0`, [key]);
}

export async function resetCounter(db: DataSource, t: CounterTable, key: string): Promise<void> {
  await db.query(`DELETE FROM ${t.table} WHERE ${t.key} = ?`, [key]);
}

/**
 * Blocks the key until `until`, but only if it is not blocked now: of parallel callers exactly one
 * succeeds (true), which is how a throttle lets one attempt through each time a block ends.
 */
export async function blockCounterIfFree(
  db: DataSource,
  t: CounterTable & { blockedUntil: string },
  key: string,
  until: number,
  now = Date.now(),
): Promise<boolean> {
  const runner = db.createQueryRunner();
  try {
    const result = await runner.query(
      `UPDATE ${t.table} SET ${t.blockedUntil} = ? WHERE ${t.key} = ? AND ${t.blockedUntil} <= ?`,
      [until, key, now],
      true,
    );
    return result.affected === 1;
  } finally {
    await runner.release();
  }
}

/** The counter's row as stored, or undefined. */
export async function readCounter(
  db: DataSource,
  t: CounterTable,
  key: string,
): Promise<{ count: number; windowStart: number; blockedUntil: number } | undefined> {
  const blocked = t.blockedUntil ? `, ${t.blockedUntil} AS blockedUntil` : ', 0 AS blockedUntil';
  const rows = (await db.query(
    `SELECT ${t.count} AS count, ${t.windowStart} AS windowStart${blocked} FROM ${t.table} WHERE ${t.key} = ?`,
    [key],
  )) as Array<Record<string, unknown>>;
  const row = rows[0];
  return row
    ? { count: Number(row.count), windowStart: Number(row.windowStart), blockedUntil: Number(row.blockedUntil) }
    : undefined;
}

/** Deletes the rows of windows that are over (and blocks that ended). */
export async function pruneCounters(
  db: DataSource,
  t: CounterTable,
  windowMs: number,
  now = Date.now(),
): Promise<void> {
  const blocked = t.blockedUntil ? ` AND ${t.blockedUntil} < ?` : '';
  await db.query(
    `DELETE FROM ${t.table} WHERE ${t.windowStart} < ?${blocked}`,
    t.blockedUntil ? [now - windowMs, now] : [now - windowMs],
  );
}
