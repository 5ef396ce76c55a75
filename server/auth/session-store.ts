// koa-session's external store on the `session` table, so a session can be ended on the server
// (logout, admin removal) and shared by every process behind the proxy. Rows are keyed by a SHA-256
// of the session id, never the id itself: a copy of the table (a backup, a read-only leak) holds
// no cookie that would sign anyone in.
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LessThan } from 'typeorm';
import { Session } from '../../entities/index.js';

interface SessionData {
  username?: string;
  [key: string]: unknown;
}

export const storedSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

export function databaseSessionStore(db: DataSource) {
  const repo = () => db.getRepository(Session);
  return {
    async get(sessionId: string): Promise<SessionData | undefined> {
      const id = storedSessionId(sessionId);
      const row = await repo().findOneBy({ id });
      if (!row) return undefined;
      if (row.expiresAt <= Date.now()) {
        await repo().delete({ id });
        return undefined;
      }
      return JSON.parse(row.data) as SessionData;
    },
    async set(sessionId: string, data: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 2 * 60 * 60 * 1000;
      await repo().save({
        id: storedSessionId(sessionId),
        data: JSON.stringify(data),
        expiresAt: Date.now() + ttl,
        username: data.username ?? null,
      });
    },
    async destroy(sessionId: string): Promise<void> {
      await repo().delete({ id: storedSessionId(sessionId) });
    },
  };
}

/** Deletes sessions whose time is over, so the table does not grow without bound. */
export async function pruneExpiredSessions(db: DataSource, now = Date.now()): Promise<number> {
  const result = await db.getRepository(Session).delete({ expiresAt: LessThan(now) });
  return result.affected ?? 0;
}
