// The second sign-in step and the set-up of a second factor:
//   GET  /api/auth/second-factor                         where the session stands (pending step, or set up or not)
//   POST /api/auth/second-factor                         {code}: an authenticator or recovery code finishes a pending sign-in
//   POST /api/auth/second-factor/enrolment               a new secret, its otpauth:// address and QR code (SVG)
//   POST /api/auth/second-factor/enrolment/confirm       {code}: the first code keeps the secret; answers ten recovery codes
//   POST /api/auth/second-factor/recovery-codes          ten new recovery codes; the earlier ones stop working
// These paths are outside the admin guard's prefixes on purpose: a pending session (password only)
// must reach them and nothing else. Each handler says itself whom it serves.
import type { Context } from 'koa';
import QRCode from 'qrcode';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { AdminUser } from '../../entities/index.js';
import type { AppParts } from '../app-parts.js';
import { answerSignInThrottled, refusal } from '../http/errors.js';
import { signInRoute, type DeclaredRoute } from '../routes/route-table.js';
import { recordAudit } from '../privacy/audit-log.js';
import { recordRefusedSignIn } from '../privacy/refused-sign-ins.js';
import { rememberDevice, trustedDeviceId } from './device-cookie.js';
import {
  enrolSecondFactor,
  hasSecondFactor,
  renewRecoveryCodes,
  unusedRecoveryCodeCount,
} from '../accounts/second-factor.js';
import { finishPendingSignIn, pendingSignIn } from './second-factor-session.js';
import { attemptSecondStep } from './second-factor-step.js';
import { currentAdmin } from '../sessions/session.js';
import { openTotpSecret, sealTotpSecret } from '../accounts/totp-secret-box.js';
import { matchedTimeStep, newTotpSecret, totpUri } from '../accounts/totp.js';

const codeSchema = z.object({
  code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(40, 'Code is too long'),
});

export const INVALID_CODE = 'Invalid or already used code';

interface Enroller {
  username: string;
  adminId: number;
  /** True when this is the set-up ADMIN_REQUIRE_2FA asked for in the middle of signing in. */
  pending: boolean;
}

async function signedInAdmin(ctx: Context, db: DataSource): Promise<{ username: string; adminId: number } | null> {
  const username = await currentAdmin(ctx, db);
  if (!username) return null;
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: { id: true } });
  return admin ? { username, adminId: admin.id } : null;
}

/** A pending sign-in sent to set-up, or a signed-in admin without a second factor; else 401 or 409. */
async function enroller(ctx: Context, db: DataSource): Promise<Enroller> {
  const pending = await pendingSignIn(ctx, db);
  if (pending?.step === 'enrol') return { username: pending.username, adminId: pending.adminId, pending: true };
  if (pending) throw refusal(409, 'Two-step sign-in is already set up for this account');
  const admin = await signedInAdmin(ctx, db);
  if (!admin) throw refusal(401, 'Not signed in');
  if (await hasSecondFactor(db, admin.adminId))
    throw refusal(409, 'Two-step sign-in is already set up for this account');
  return { ...admin, pending: false };
}

const codeBody = { schema: codeSchema, refused: 'Invalid code' };

export function secondFactorRoutes({ config, db }: Pick<AppParts, 'config' | 'db'>): DeclaredRoute[] {
  const { sessionSecret: secret, deploymentWarnings } = config;
  const route = signInRoute;
  return [
    route({
      method: 'get',
      path: '/second-factor',
      handler: async (ctx) => {
        const pending = await pendingSignIn(ctx, db);
        if (pending) {
          ctx.body = { pending: pending.step, username: pending.username };
          return;
        }
        const admin = await signedInAdmin(ctx, db);
        if (!admin) throw refusal(401, 'Not signed in');
        const enrolled = await hasSecondFactor(db, admin.adminId);
        ctx.body = {
          pending: null,
          username: admin.username,
          enrolled,
          recoveryCodesLeft: enrolled ? await unusedRecoveryCodeCount(db, admin.adminId) : null,
        };
      },
    }),

    route({
      method: 'post',
      path: '/second-factor',
      body: codeBody,
      handler: async (ctx, { body: { code } }) => {
        const pending = await pendingSignIn(ctx, db);
        if (!pending) throw refusal(401, 'Not signed in');
        if (pending.step !== 'verify') throw refusal(409, 'Set up two-step sign-in first');
        const outcome = await attemptSecondStep(db, ctx, pending, code, secret);
        if (outcome.result === 'throttled') {
          answerSignInThrottled(ctx, outcome.retryAfterMs);
          return;
        }
        if (outcome.result === 'invalid') {
          await recordRefusedSignIn(db, pending.username);
          throw refusal(401, INVALID_CODE);
        }
        await finishPendingSignIn(ctx, pending.username);
        rememberDevice(ctx, pending.username, outcome.deviceId ?? undefined);
        const recoveryCodesLeft = await unusedRecoveryCodeCount(db, pending.adminId);
        if (outcome.used === 'totp') await recordAudit(db, pending.username, 'second-factor');
        else await recordAudit(db, pending.username, 'recovery-code', `${recoveryCodesLeft} recovery codes left`);
        ctx.body = { username: pending.username, warnings: deploymentWarnings, recoveryCodesLeft };
      },
    }),

    route({
      method: 'post',
      path: '/second-factor/enrolment',
      handler: async (ctx) => {
        const who = await enroller(ctx, db);
        const totpSecret = newTotpSecret();
        // Kept sealed in the session until the first code proves the app has it.
        ctx.session!.enrolmentBox = sealTotpSecret(secret, totpSecret);
        const uri = totpUri(totpSecret, who.username, config.site.name.en);
        ctx.body = { secret: totpSecret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
      },
    }),

    route({
      method: 'post',
      path: '/second-factor/enrolment/confirm',
      body: codeBody,
      handler: async (ctx, { body: { code } }) => {
        const who = await enroller(ctx, db);
        const box: unknown = ctx.session?.enrolmentBox;
        const totpSecret = typeof box === 'string' ? openTotpSecret(secret, box) : null;
        if (!totpSecret) throw refusal(409, 'Start the set-up again');
        const step = matchedTimeStep(totpSecret, code.replace(/\s/g, ''));
        if (step === null)
          throw refusal(400, 'Invalid code', { code: 'The code does not match; check the app and try again' });
        const recoveryCodes = await enrolSecondFactor(db, secret, who.adminId, totpSecret, step);
        delete ctx.session!.enrolmentBox;
        await recordAudit(db, who.username, 'second-factor-change', 'Set up two-step sign-in');
        if (who.pending) {
          await finishPendingSignIn(ctx, who.username);
          rememberDevice(ctx, who.username, trustedDeviceId(ctx, who.username) ?? undefined);
          await recordAudit(db, who.username, 'second-factor');
        }
        ctx.body = { recoveryCodes, username: who.username, warnings: deploymentWarnings };
      },
    }),

    route({
      method: 'post',
      path: '/second-factor/recovery-codes',
      handler: async (ctx) => {
        const admin = await signedInAdmin(ctx, db);
        if (!admin) throw refusal(401, 'Not signed in');
        if (!(await hasSecondFactor(db, admin.adminId))) throw refusal(409, 'Set up two-step sign-in first');
        const recoveryCodes = await renewRecoveryCodes(db, secret, admin.adminId);
        await recordAudit(db, admin.username, 'second-factor-change', 'Renewed recovery codes');
        ctx.body = { recoveryCodes };
      },
    }),
  ];
}
