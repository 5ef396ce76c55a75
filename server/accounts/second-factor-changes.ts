// An admin's own changes to their second factor, made once they proved it is them (step-up.ts):
// setting one up, renewing the recovery codes and removing it. Each runs with the account locked
// (account-lock.ts) and, in the same transaction, renews the credentials stamp (ending sign-ins
// half-way through), ends the account's other sessions (a stolen session must not outlive the
// change) and records the audit line with the browser and network the change came from.
import type { EntityManager } from 'typeorm';
import { AdminSecondFactor, Session, type AuditAction } from '../../entities/index.js';
import { recordAudit } from '../privacy/audit-log.js';
import { storedSessionId } from '../sessions/session-store.js';
import { withAccountLocked } from './account-lock.js';
import { describeOrigin, type ChangeOrigin } from './change-origin.js';
import { renewCredentialsStamp } from './credentials-stamp.js';
import { deleteSecondFactor, replaceRecoveryCodes, storeSecondFactor } from './second-factor.js';
import type { DataSource } from 'typeorm';

/** A change that no longer fits the account: a factor is already there (set-up), or none is (renewal, removal). */
export class SecondFactorConflict extends Error {
  constructor(readonly factor: 'already-set-up' | 'not-set-up') {
    super(
      factor === 'already-set-up'
        ? 'Two-step sign-in is already set up for this account'
        : 'Set up two-step sign-in first',
    );
  }
}

export interface FactorChanger {
  adminId: number;
  username: string;
  /** The id in the cookie of the session making the change: the one session of theirs that stays. */
  sessionId: string | undefined;
  origin: ChangeOrigin;
}

export type FactorChange = 'set-up' | 'renewal' | 'removal';

const auditText: Record<FactorChange, string> = {
  'set-up': 'Set up two-step sign-in',
  renewal: 'Renewed recovery codes',
  removal: 'Removed their two-step sign-in',
};

async function hasFactor(manager: EntityManager, adminId: number): Promise<boolean> {
  return manager.getRepository(AdminSecondFactor).existsBy({ adminId });
}

/** What every change does after its own rows: the stamp, the other sessions, the audit line. */
async function settle(manager: EntityManager, by: FactorChanger, change: FactorChange): Promise<void> {
  await renewCredentialsStamp(manager, by.adminId);
  const keep = by.sessionId ? storedSessionId(by.sessionId) : '';
  await manager
    .getRepository(Session)
    .createQueryBuilder()
    .delete()
    .where('username = :username AND id <> :keep', { username: by.username, keep })
    .execute();
  const action: AuditAction = 'second-factor-change';
  const detail = `${auditText[change]} from ${describeOrigin(by.origin)}; their other sessions ended`;
  await recordAudit(manager, by.username, action, detail);
}

/** Keeps the confirmed secret for an admin who has none; answers the ten new recovery codes. */
export function setUpSecondFactor(
  db: DataSource,
  sessionSecret: string,
  by: FactorChanger,
  totpSecret: string,
  confirmedStep: number,
): Promise<string[]> {
  return withAccountLocked(db, by.adminId, async (manager) => {
    if (await hasFactor(manager, by.adminId)) throw new SecondFactorConflict('already-set-up');
    await storeSecondFactor(manager, sessionSecret, by.adminId, totpSecret, confirmedStep);
    const codes = await replaceRecoveryCodes(manager, sessionSecret, by.adminId);
    await settle(manager, by, 'set-up');
    return codes;
  });
}

/** Ten new recovery codes; the earlier ones stop working. */
export function renewOwnRecoveryCodes(db: DataSource, sessionSecret: string, by: FactorChanger): Promise<string[]> {
  return withAccountLocked(db, by.adminId, async (manager) => {
    if (!(await hasFactor(manager, by.adminId))) throw new SecondFactorConflict('not-set-up');
    const codes = await replaceRecoveryCodes(manager, sessionSecret, by.adminId);
    await settle(manager, by, 'renewal');
    return codes;
  });
}

/** Removes the factor and its recovery codes: the password alone signs the admin in again. */
export function removeOwnSecondFactor(db: DataSource, by: FactorChanger): Promise<void> {
  return withAccountLocked(db, by.adminId, async (manager) => {
    if (!(await deleteSecondFactor(manager, by.adminId))) throw new SecondFactorConflict('not-set-up');
    await settle(manager, by, 'removal');
  });
}
