// A refused sign-in in the audit log. Its actor is the admin account it named, or UNKNOWN_ACCOUNT:
// the typed name is never stored, since it can be anything a stranger chooses (a fake log line, a
// terminal escape, an admin's password typed into the wrong box). Refusals in a row (no other kind
// of entry since) add to one row per account, with a count and the first time, so a flood of them
// takes one row or two, and the sign-ins, exports and erasures stay in view.
import { MoreThan, Not, type DataSource } from 'typeorm';
import { AuditEvent, UNKNOWN_ACCOUNT } from '../../entities/index.js';

const REFUSED = 'sign-in-refused';
const DETAIL = 'Wrong username or password';

/** `account` is the existing admin account the attempt named, or null. */
export async function recordRefusedSignIn(db: DataSource, account: string | null, now = Date.now()): Promise<void> {
  const repo = db.getRepository(AuditEvent);
  const actor = account ?? UNKNOWN_ACCOUNT;
  const latest = await repo.findOne({
    where: { action: REFUSED, actor },
    order: { id: 'DESC' },
    select: { id: true, at: true, firstAt: true },
  });
  const runGoesOn = latest && !(await repo.existsBy({ id: MoreThan(latest.id), action: Not(REFUSED) }));
  if (!runGoesOn) {
    await repo.insert({ at: now, actor, action: REFUSED, detail: DETAIL });
    return;
  }
  // Another process may add to the same row at the same moment: the count goes up in the database.
  await repo
    .createQueryBuilder()
    .update()
    .set({ repeats: () => 'repeats + 1', at: now, firstAt: latest.firstAt ?? latest.at })
    .where('id = :id', { id: latest.id })
    .execute();
}
