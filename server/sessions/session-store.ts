// koa-session's external store on the `session` table, so a session can be ended on the server
// (logout, admin removal) and shared by every process behind the proxy. Rows are keyed by a SHA-256
// of the session id, never the id itself: a copy of the table (a backup, a read-only leak) holds
// no cookie that would sign anyone in.
// koa-session saves a rolling session after every request; the row is written only when its data
// changed or a minute has passed since the last write, so a busy screen is not a write per request.
// The row's expiry and last-seen time may therefore lag by up to a minute. A session read from a
// row is saved by updating that row only, so a session ended while one of its requests was running
// stays ended.
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LessThan } from 'typeorm';
import { Session } from '../../entities/index.js';

interface SessionData {
  username?: string;
  /** A summary of the browser that signed in (server/sessions/session-device.ts). */
  device?: string | null;
  /** The client's network at sign-in. */
  network?: string | null;
  [key: string]: unknown;
}

export const SESSION_WRITE_INTERVAL_MS = 60 * 1000;

// koa-session stamps every save with a new _expire; the rest says whether the session changed.
const withoutExpiry = (data: SessionData) => JSON.stringify({ ...data, _expire: undefined });

interface LastWrite {
  comparable: string;
  at: number | null;
}
const MAX_REMEMBERED = 10_000;

export const storedSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

export function databaseSessionStore(db: DataSource) {
  const repo = () => db.getRepository(Session);
  // What each session row held when this process read it, until the same request saves it again.
  const lastWrites = new Map<string, LastWrite>();
  return {
    async get(sessionId: string): Promise<SessionData | undefined> {
      const id = storedSessionId(sessionId);
      const row = await repo().findOneBy({ id });
      if (!row) return undefined;
      if (row.expiresAt <= Date.now()) {
        await repo().delete({ id });
        return undefined;
      }
      const data = JSON.parse(row.data) as SessionData;
      if (lastWrites.size >= MAX_REMEMBERED) lastWrites.clear();
      lastWrites.set(id, { comparable: withoutExpiry(data), at: row.lastSeenAt });
      return data;
    },
    async set(sessionId: string, data: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 2 * 60 * 60 * 1000;
      const id = storedSessionId(sessionId);
      const now = Date.now();
      const last = lastWrites.get(id);
      lastWrites.delete(id);
      const recent = last?.at != null && now - last.at < SESSION_WRITE_INTERVAL_MS;
      if (last && recent && last.comparable === withoutExpiry(data)) return;
      const row = {
        data: JSON.stringify(data),
        expiresAt: now + ttl,
        username: data.username ?? null,
        device: data.device ?? null,
        network: data.network ?? null,
        lastSeenAt: now,
      };
      if (last) await repo().update({ id }, row);
      else await repo().save({ id, ...row });
    },
    async destroy(sessionId: string): Promise<void> {
      lastWrites.delete(storedSessionId(sessionId));
      await repo().delete({ id: storedSessionId(sessionId) });
    },
  };
}

/** Deletes sessions whose time is over, so the table does not grow without bound. */
export async function pruneExpiredSessions(db: DataSource, now = Date.now()): Promise<number> {
  const result = await db.getRepository(Session).delete({ expiresAt: LessThan(now) });
  return result.affected ?? 0;
}
