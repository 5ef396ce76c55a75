// The admin session's cookie and koa-session around it: 2 hours idle (the absolute 12 hours are
// checked in session.ts), httpOnly, SameSite=Lax, signed, rows in the `session` table.
import type Koa from 'koa';
import type { Middleware } from 'koa';
import session from 'koa-session';
import type { DataSource } from 'typeorm';
import { hostCookieName } from '../http/cookie-name.js';
import { databaseSessionStore } from './session-store.js';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'sid';

/**
 * Per request, before koa-session reads the cookie: Secure and __Host- named whenever the visitor
 * reached us over HTTPS (directly or via TRUST_PROXY hops).
 */
export const sessionCookieForRequest: Middleware = async (ctx, next) => {
  const options = ctx.sessionOptions;
  options.secure = ctx.secure;
  options.key = hostCookieName(ctx, SESSION_COOKIE);
  await next();
};

export function adminSessions(app: Koa, db: DataSource): Middleware {
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_IDLE_MS,
      rolling: true,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      store: databaseSessionStore(db),
    },
    app,
  );
}
