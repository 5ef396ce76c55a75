// koa-session's external store on the `session` table (DESIGN §2), so a session can be ended on the
// server (logout, admin removal) and shared by every process behind the proxy.
import type { DataSource } from 'typeorm';
import { LessThan } from 'typeorm';
import { Session } from '../entities/index.js';

interface SessionData {
  username?: string;
  [key: string]: unknown;
}

export function databaseSessionStore(db: DataSource) {
  const repo = () => db.getRepository(Session);
  return {
    async get(id: string): Promise<SessionData | undefined> {
      const row = await repo().findOneBy({ id });
      if (!row) return undefined;
      if (row.expiresAt <= Date.now()) {
        await repo().delete({ id });
        return undefined;
      }
      return JSON.parse(row.data) as SessionData;
    },
    async set(id: string, data: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 2 * 60 * 60 * 1000;
      await repo().save({ id, data: JSON.stringify(data), expiresAt: Date.now() + ttl, username: data.username ?? null });
    },
    async destroy(id: string): Promise<void> {
      await repo().delete({ id });
    },
    /** Removes dead rows; called now and then so the table does not grow without bound. */
    async prune(): Promise<void> {
      await repo().delete({ expiresAt: LessThan(Date.now()) });
    },
  };
}
