// An admin's second factor in the database: set up (the sealed TOTP secret and ten new recovery
// codes, in one transaction), checked (an authenticator code newer than the last one accepted, or
// an unused recovery code, each claimed by a conditional UPDATE so two requests racing with the
// same code cannot both win), renewed and removed.
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AdminRecoveryCode, AdminSecondFactor } from '../../entities/index.js';
import { newRecoveryCode, normalizedRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes.js';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box.js';
import { matchedTimeStep } from './totp.js';

export type SecondFactorUsed = 'totp' | 'recovery-code';

export async function hasSecondFactor(db: DataSource, adminId: number): Promise<boolean> {
  return db.getRepository(AdminSecondFactor).existsBy({ adminId });
}

async function replaceRecoveryCodes(manager: EntityManager, sessionSecret: string, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await manager.delete(AdminRecoveryCode, { adminId });
  await manager.insert(
    AdminRecoveryCode,
    codes.map((code) => ({
      adminId,
      codeHash: recoveryCodeHash(sessionSecret, normalizedRecoveryCode(code)!),
      usedAt: null,
    })),
  );
  return codes;
}

/** Keeps the confirmed secret (the step of the confirming code counts as used) and returns the new recovery codes. */
export async function enrolSecondFactor(
  db: DataSource,
  sessionSecret: string,
  adminId: number,
  secret: string,
  confirmedStep: number,
): Promise<string[]> {
  // One transaction: never a second factor without its recovery codes.
  return db.transaction(async (manager) => {
    await manager.delete(AdminSecondFactor, { adminId });
    await manager.insert(AdminSecondFactor, {
      adminId,
      secretBox: sealTotpSecret(sessionSecret, secret),
      enrolledAt: new Date(),
      lastStep: confirmedStep,
    });
    return replaceRecoveryCodes(manager, sessionSecret, adminId);
  });
}

/** New recovery codes; the earlier ones stop working. */
export async function renewRecoveryCodes(db: DataSource, sessionSecret: string, adminId: number): Promise<string[]> {
  return db.transaction((manager) => replaceRecoveryCodes(manager, sessionSecret, adminId));
}

export async function removeSecondFactor(db: DataSource, adminId: number): Promise<boolean> {
  const removed = await db.transaction(async (manager) => {
    await manager.delete(AdminRecoveryCode, { adminId });
    return (await manager.delete(AdminSecondFactor, { adminId })).affected ?? 0;
  });
  return removed > 0;
}

async function claimTimeStep(db: DataSource, adminId: number, step: number): Promise<boolean> {
  const result = await db
    .createQueryBuilder()
    .update(AdminSecondFactor)
    .set({ lastStep: step })
    .where('admin_id = :adminId AND (last_step IS NULL OR last_step < :step)', { adminId, step })
    .execute();
  return result.affected === 1;
}

async function claimRecoveryCode(db: DataSource, sessionSecret: string, adminId: number, typed: string) {
  const normalized = normalizedRecoveryCode(typed);
  if (!normalized) return false;
  const result = await db
    .createQueryBuilder()
    .update(AdminRecoveryCode)
    .set({ usedAt: new Date() })
    .where('admin_id = :adminId AND code_hash = :hash AND used_at IS NULL', {
      adminId,
      hash: recoveryCodeHash(sessionSecret, normalized),
    })
    .execute();
  return result.affected === 1;
}

/** Which kind of code signed the admin in, or null (wrong, reused, or no second factor). */
export async function redeemSecondFactor(
  db: DataSource,
  sessionSecret: string,
  adminId: number,
  typed: string,
  now = Date.now(),
): Promise<SecondFactorUsed | null> {
  const row = await db.getRepository(AdminSecondFactor).findOneBy({ adminId });
  if (!row) return null;
  const code = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(code)) {
    const secret = openTotpSecret(sessionSecret, row.secretBox);
    const step = secret === null ? null : matchedTimeStep(secret, code, now);
    return step !== null && (await claimTimeStep(db, adminId, step)) ? 'totp' : null;
  }
  return (await claimRecoveryCode(db, sessionSecret, adminId, typed)) ? 'recovery-code' : null;
}

export async function unusedRecoveryCodeCount(db: DataSource, adminId: number): Promise<number> {
  return db.getRepository(AdminRecoveryCode).countBy({ adminId, usedAt: IsNull() });
}
