// An admin's second factor in the database: stored (the sealed TOTP secret) with ten recovery codes,
// checked (an authenticator code newer than the last one accepted, or an unused recovery code, each
// claimed by a conditional UPDATE so two requests racing with the same code cannot both win),
// renewed and removed. The admin's own changes wrap these in second-factor-changes.ts.
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AdminRecoveryCode, AdminSecondFactor } from '../../entities/index.js';
import { newRecoveryCode, normalizedRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes.js';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box.js';
import { matchedTimeStep } from './totp.js';

export type SecondFactorUsed = 'totp' | 'recovery-code';

export async function hasSecondFactor(db: DataSource, adminId: number): Promise<boolean> {
  return db.getRepository(AdminSecondFactor).existsBy({ adminId });
}

/** Ten new recovery codes in place of the admin's earlier ones; answers them to show once. */
export async function replaceRecoveryCodes(
  manager: EntityManager,
  sessionSecret: string,
  adminId: number,
): Promise<string[]> {
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

/** The confirmed secret (the step of the confirming code counts as used) in the row of an admin who has none. */
export async function storeSecondFactor(
  manager: EntityManager,
  sessionSecret: string,
  adminId: number,
  secret: string,
  confirmedStep: number,
): Promise<void> {
  await manager.insert(AdminSecondFactor, {
    adminId,
    secretBox: sealTotpSecret(sessionSecret, secret),
    enrolledAt: new Date(),
    lastStep: confirmedStep,
  });
}

/** Deletes the admin's factor and recovery codes; answers whether there was a factor. */
export async function deleteSecondFactor(manager: EntityManager, adminId: number): Promise<boolean> {
  await manager.delete(AdminRecoveryCode, { adminId });
  return ((await manager.delete(AdminSecondFactor, { adminId })).affected ?? 0) > 0;
}

export async function removeSecondFactor(db: DataSource, adminId: number): Promise<boolean> {
  return db.transaction((manager) => deleteSecondFactor(manager, adminId));
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
