// POST /api/auth/login · GET /api/auth/check · POST /api/auth/logout.
import { z } from 'zod';
import { rolesThatCan, type SessionCheck } from '../../site/admin-roles.js';
import { adminRoute, signInRoute, type DeclaredRoute } from '../routes/route-table.js';
import { rememberDevice } from '../accounts/device-cookie.js';
import { attemptPassword } from '../accounts/password-attempt.js';
import { recordSignInTime } from '../accounts/admin-users.js';
import { startPendingSignIn } from './second-factor-session.js';
import { stepAfterPassword } from './second-factor-step.js';
import { MAX_PASSWORD_LENGTH } from '../accounts/passwords.js';
import { endAdminSession, startAdminSession } from '../sessions/session.js';
import { answerSignInThrottled, refusal } from '../http/errors.js';
import { recordAudit } from '../privacy/audit-log.js';
import { recordRefusedSignIn } from '../privacy/refused-sign-ins.js';
import { assertHttpsSignIn } from './https-sign-in.js';
import type { AppParts } from '../app-parts.js';

const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});

export const INVALID_LOGIN = 'Invalid username or password';

export function authRoutes({ config, db }: Pick<AppParts, 'config' | 'db'>): DeclaredRoute[] {
  const { sessionSecret: secret, deploymentWarnings } = config;
  const { siteUrl } = config.site;
  return [
    signInRoute({
      method: 'post',
      path: '/login',
      body: { schema: loginSchema, refused: 'Invalid sign-in request' },
      handler: async (ctx, { body }) => {
        assertHttpsSignIn(ctx, siteUrl);
        const outcome = await attemptPassword(db, ctx, body.username, body.password, secret);
        if (outcome.result === 'throttled') {
          answerSignInThrottled(ctx, outcome.retryAfterMs);
          return;
        }
        if (outcome.result === 'invalid') {
          await recordRefusedSignIn(db, outcome.account);
          throw refusal(401, INVALID_LOGIN);
        }
        // With a second step to come the session stays pending, and the browser earns its device cookie
        // only once that step is done (second-factor-routes.ts).
        const nextStep = await stepAfterPassword(db, outcome.username, config.requireSecondFactor);
        if (nextStep) {
          await startPendingSignIn(ctx, db, outcome.username, nextStep);
          ctx.body = { secondFactor: nextStep };
          return;
        }
        rememberDevice(ctx, outcome.username, outcome.deviceId ?? undefined);
        await startAdminSession(ctx, outcome.username);
        // The last sign-in moves here, or when the second step is done: never on the password alone.
        await recordSignInTime(db, outcome.username);
        await recordAudit(db, outcome.username, 'sign-in');
        ctx.body = { username: outcome.username, warnings: deploymentWarnings };
      },
    }),
    // Who is signed in and their role, so the screens show what the role can do; the admin guard
    // looked both up, and any role may ask.
    adminRoute({
      method: 'get',
      path: '/check',
      roles: rolesThatCan('manageOwnAccount'),
      handler: (ctx, { admin }) => {
        const body: SessionCheck = { username: admin.username, role: admin.role };
        ctx.body = body;
      },
    }),
    signInRoute({
      method: 'post',
      path: '/logout',
      handler: (ctx) => {
        endAdminSession(ctx);
        ctx.status = 204;
      },
    }),
  ];
}
