// POST /api/auth/login · GET /api/auth/check · POST /api/auth/logout.
import type Router from '@koa/router';
import { z } from 'zod';
import { rolesThatCan, type AdminRole, type SessionCheck } from '../../site/admin-roles.js';
import { addAdminRoutes } from '../admin/admin-route-table.js';
import { rememberDevice } from './device-cookie.js';
import { attemptLogin } from './login.js';
import { startPendingSignIn } from './second-factor-session.js';
import { stepAfterPassword } from './second-factor-step.js';
import { MAX_PASSWORD_LENGTH } from './passwords.js';
import { endAdminSession, startAdminSession } from './session.js';
import { assertSameOriginWrite, hasBody } from './write-guard.js';
import { answerSignInThrottled, refusal } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { fieldErrors } from '../../site/field-errors.js';
import { strictRouter } from '../http/strict-router.js';
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

export function authRouter({ config, db }: Pick<AppParts, 'config' | 'db'>): Router {
  const { sessionSecret: secret, deploymentWarnings } = config;
  const { siteUrl } = config.site;
  const router = strictRouter({ prefix: '/api/auth' });

  router.post('/login', async (ctx) => {
    assertSameOriginWrite(ctx, siteUrl);
    assertHttpsSignIn(ctx, siteUrl);
    const body = hasBody(ctx) ? await jsonBody(ctx) : {};
    const parsed = loginSchema.safeParse(body);
    if (!parsed.success) throw refusal(400, 'Invalid sign-in request', fieldErrors(parsed.error));
    const outcome = await attemptLogin(db, ctx, parsed.data.username, parsed.data.password, secret);
    if (outcome.result === 'throttled') {
      answerSignInThrottled(ctx, outcome.retryAfterMs);
      return;
    }
    if (outcome.result === 'invalid') {
      await recordRefusedSignIn(db, outcome.account);
      throw refusal(401, INVALID_LOGIN);
    }
    // With a second step to come the session stays pending, and the browser earns its device cookie
    // only once that step is done (second-factor-router.ts).
    const nextStep = await stepAfterPassword(db, outcome.username, config.requireSecondFactor);
    if (nextStep) {
      await startPendingSignIn(ctx, db, outcome.username, nextStep);
      ctx.body = { secondFactor: nextStep };
      return;
    }
    rememberDevice(ctx, outcome.username, outcome.deviceId ?? undefined);
    await startAdminSession(ctx, outcome.username);
    await recordAudit(db, outcome.username, 'sign-in');
    ctx.body = { username: outcome.username, warnings: deploymentWarnings };
  });

  // Who is signed in and their role, so the screens show what the role can do; the admin guard
  // looked both up, and the route table lets any role ask.
  addAdminRoutes(router, [
    {
      method: 'get',
      path: '/check',
      roles: rolesThatCan('manageOwnAccount'),
      handler: (ctx) => {
        const body: SessionCheck = { username: ctx.state.admin as string, role: ctx.state.adminRole as AdminRole };
        ctx.body = body;
      },
    },
  ]);

  router.post('/logout', (ctx) => {
    assertSameOriginWrite(ctx, siteUrl);
    endAdminSession(ctx);
    ctx.status = 204;
  });

  return router;
}
