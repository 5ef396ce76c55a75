// The second sign-in step and the admin's own changes to their second factor:
//   GET  /api/auth/second-factor                         where the session stands (pending step, or set up or not)
//   POST /api/auth/second-factor                         {code}: an authenticator or recovery code finishes a pending sign-in
//   POST /api/auth/second-factor/enrolment               a new secret, its otpauth:// address and QR code (SVG)
//   POST /api/auth/second-factor/enrolment/confirm       {code, password}: the first code keeps the secret; answers ten recovery codes
//   POST /api/auth/second-factor/recovery-codes          {code}: ten new recovery codes; the earlier ones stop working
//   POST /api/auth/second-factor/removal                 {code}: removes the factor, where two-step sign-in is not required
// A change to the factor asks for proof in the same request (the password to set one up, a current
// code to renew or remove it: server/accounts/step-up.ts), ends the account's other sessions and
// half-done sign-ins, is audited with where it came from, and is emailed to the admin when the
// account has an address. These paths are outside the admin guard's prefixes on purpose: a pending
// session (password only) must reach them and nothing else. Each handler says itself whom it serves.
import type { Context } from 'koa';
import QRCode from 'qrcode';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { AdminUser } from '../../entities/index.js';
import type { AppParts } from '../app-parts.js';
import { answerSignInThrottled, refusal, notSignedIn } from '../http/errors.js';
import { signInRoute, type DeclaredRoute } from '../routes/route-table.js';
import { recordAudit } from '../privacy/audit-log.js';
import { recordRefusedSignIn } from '../privacy/refused-sign-ins.js';
import { currentSessionId } from '../accounts/account-refusals.js';
import { recordSignInTime } from '../accounts/admin-users.js';
import { changeOriginOf } from '../accounts/change-origin.js';
import { attemptCode } from '../accounts/code-attempt.js';
import { rememberDevice, trustedDeviceId } from '../accounts/device-cookie.js';
import { noticeFactorChange } from '../accounts/factor-change-notice.js';
import { MAX_PASSWORD_LENGTH } from '../accounts/passwords.js';
import { hasSecondFactor, unusedRecoveryCodeCount } from '../accounts/second-factor.js';
import {
  removeOwnSecondFactor,
  renewOwnRecoveryCodes,
  SecondFactorConflict,
  setUpSecondFactor,
  type FactorChange,
  type FactorChanger,
} from '../accounts/second-factor-changes.js';
import { assertStepUp } from '../accounts/step-up.js';
import { finishPendingSignIn, pendingSetUpOvertaken, pendingSignIn } from './second-factor-session.js';
import { currentAdmin } from '../sessions/session.js';
import { openTotpSecret, sealTotpSecret } from '../accounts/totp-secret-box.js';
import { matchedTimeStep, newTotpSecret, totpUri } from '../accounts/totp.js';

const code = z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(40, 'Code is too long');
const codeSchema = z.object({ code });
const confirmSchema = z.object({
  code,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});

export const INVALID_CODE = 'Invalid or already used code';
const ALREADY_SET_UP = 'Two-step sign-in is already set up for this account';

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
  if (await pendingSetUpOvertaken(ctx, db)) throw refusal(409, ALREADY_SET_UP);
  const pending = await pendingSignIn(ctx, db);
  if (pending?.step === 'enrol') return { username: pending.username, adminId: pending.adminId, pending: true };
  if (pending) throw refusal(409, ALREADY_SET_UP);
  const admin = await signedInAdmin(ctx, db);
  if (!admin) throw notSignedIn();
  if (await hasSecondFactor(db, admin.adminId)) throw refusal(409, ALREADY_SET_UP);
  return { ...admin, pending: false };
}

/** A signed-in admin with a second factor (renewing or removing it); else 401 or 409. */
async function factorHolder(ctx: Context, db: DataSource): Promise<{ username: string; adminId: number }> {
  const admin = await signedInAdmin(ctx, db);
  if (!admin) throw notSignedIn();
  if (!(await hasSecondFactor(db, admin.adminId))) throw refusal(409, 'Set up two-step sign-in first');
  return admin;
}

/** The change, its refusal for a factor that is (or is not) there meanwhile a 409. */
async function changing<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof SecondFactorConflict) throw refusal(409, error.message);
    throw error;
  }
}

export function secondFactorRoutes({
  config,
  db,
  logger,
}: Pick<AppParts, 'config' | 'db' | 'logger'>): DeclaredRoute[] {
  const { sessionSecret: secret, deploymentWarnings } = config;
  const route = signInRoute;
  const changer = (ctx: Context, who: { username: string; adminId: number }, pending = false): FactorChanger => ({
    ...who,
    // A pending sign-in has no session of the account's to keep yet.
    sessionId: pending ? undefined : currentSessionId(ctx),
    origin: changeOriginOf(ctx),
  });
  const notice = (by: FactorChanger, change: FactorChange) => noticeFactorChange({ config, db, logger }, by, change);
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
        if (!admin) throw notSignedIn();
        const enrolled = await hasSecondFactor(db, admin.adminId);
        ctx.body = {
          pending: null,
          username: admin.username,
          enrolled,
          recoveryCodesLeft: enrolled ? await unusedRecoveryCodeCount(db, admin.adminId) : null,
          // Whether the site requires it: then the admin may not remove it (the screen offers no removal).
          required: config.requireSecondFactor,
        };
      },
    }),

    route({
      method: 'post',
      path: '/second-factor',
      body: { schema: codeSchema, refused: 'Invalid code' },
      handler: async (ctx, { body }) => {
        const pending = await pendingSignIn(ctx, db);
        if (!pending) throw notSignedIn();
        if (pending.step !== 'verify') throw refusal(409, 'Set up two-step sign-in first');
        const outcome = await attemptCode(db, ctx, pending, body.code, secret);
        if (outcome.result === 'throttled') {
          answerSignInThrottled(ctx, outcome.retryAfterMs);
          return;
        }
        if (outcome.result === 'invalid') {
          await recordRefusedSignIn(db, pending.username);
          throw refusal(401, INVALID_CODE, undefined, 'invalid-code');
        }
        await finishPendingSignIn(ctx, pending.username);
        rememberDevice(ctx, pending.username, outcome.deviceId ?? undefined);
        await recordSignInTime(db, pending.username);
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
      body: { schema: confirmSchema, refused: 'Invalid code' },
      handler: async (ctx, { body }) => {
        const who = await enroller(ctx, db);
        const box: unknown = ctx.session?.enrolmentBox;
        const totpSecret = typeof box === 'string' ? openTotpSecret(secret, box) : null;
        if (!totpSecret) throw refusal(409, 'Start the set-up again');
        await assertStepUp(db, ctx, secret, who, { field: 'password', password: body.password });
        const step = matchedTimeStep(totpSecret, body.code.replace(/\s/g, ''));
        if (step === null)
          throw refusal(400, 'Invalid code', { code: 'The code does not match; check the app and try again' });
        const by = changer(ctx, who, who.pending);
        const recoveryCodes = await changing(() => setUpSecondFactor(db, secret, by, totpSecret, step));
        delete ctx.session!.enrolmentBox;
        await notice(by, 'set-up');
        if (who.pending) {
          await finishPendingSignIn(ctx, who.username);
          rememberDevice(ctx, who.username, trustedDeviceId(ctx, who.username) ?? undefined);
          await recordSignInTime(db, who.username);
          await recordAudit(db, who.username, 'second-factor');
        }
        ctx.body = { recoveryCodes, username: who.username, warnings: deploymentWarnings };
      },
    }),

    route({
      method: 'post',
      path: '/second-factor/recovery-codes',
      body: { schema: codeSchema, refused: 'Invalid code' },
      handler: async (ctx, { body }) => {
        const who = await factorHolder(ctx, db);
        await assertStepUp(db, ctx, secret, who, { field: 'code', code: body.code });
        const by = changer(ctx, who);
        const recoveryCodes = await changing(() => renewOwnRecoveryCodes(db, secret, by));
        await notice(by, 'renewal');
        ctx.body = { recoveryCodes };
      },
    }),

    route({
      method: 'post',
      path: '/second-factor/removal',
      body: { schema: codeSchema, refused: 'Invalid code' },
      handler: async (ctx, { body }) => {
        const who = await factorHolder(ctx, db);
        // Where every admin must use two-step sign-in, removing it would only send them to set it up again.
        if (config.requireSecondFactor) throw refusal(409, 'Two-step sign-in is required on this site');
        await assertStepUp(db, ctx, secret, who, { field: 'code', code: body.code });
        const by = changer(ctx, who);
        await changing(() => removeOwnSecondFactor(db, by));
        await notice(by, 'removal');
        ctx.status = 204;
      },
    }),
  ];
}
