// A lead's activities: added, changed, marked done or open again, each in one transaction that also
// keeps lead.follow_up_on equal to the day of the lead's earliest open activity (the inbox's
// follow-up views and their indexes read that column), writes the lead's timeline and the audit log.
import type { DataSource, EntityManager } from 'typeorm';
import { AdminUser, Lead, LeadActivity, LeadEvent } from '../../../entities/index.js';
import { roleCan } from '../../../site/admin-roles.js';
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import type { AdminActivity } from '../../../site/lead-activities.js';
import { refusal } from '../../http/errors.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { followUpRange } from '../pipeline/changes.js';
import { leadDetail } from '../pipeline/lead-view.js';
import { ownerNames } from '../pipeline/owners.js';
import type { ActivityChange, NewActivity } from './activity-schema.js';
import { isOverdue, riyadhNow, type RiyadhNow } from './riyadh-now.js';

export interface LeadActivities {
  activities: AdminActivity[];
  lead: AdminLeadDetail;
}

/** Rows as the screens show them, with their assignees' names in one query. */
export async function activityViews(
  db: DataSource | EntityManager,
  rows: LeadActivity[],
  now: RiyadhNow,
): Promise<AdminActivity[]> {
  const names = await ownerNames(
    db,
    rows.flatMap((row) => (row.assigneeId === null ? [] : [row.assigneeId])),
  );
  return rows.map((row) => {
    const name = row.assigneeId === null ? undefined : names.get(row.assigneeId);
    return {
      id: row.id,
      leadId: row.leadId,
      type: row.type,
      dueOn: row.dueOn,
      dueTime: row.dueTime,
      assignee: name === undefined ? null : { id: row.assigneeId!, username: name },
      done: Boolean(row.done),
      note: row.note,
      overdue: !row.done && isOverdue(row.dueOn, row.dueTime, now),
    };
  });
}

/** Open ones first, soonest first; then the done ones, last done first. */
export async function activitiesOfLead(
  db: DataSource | EntityManager,
  leadId: number,
  now: RiyadhNow,
): Promise<AdminActivity[]> {
  const rows = await db.getRepository(LeadActivity).find({ where: { leadId } });
  rows.sort((a, b) =>
    a.done !== b.done
      ? Number(a.done) - Number(b.done)
      : a.done
        ? (b.doneAt ?? 0) - (a.doneAt ?? 0)
        : `${a.dueOn} ${a.dueTime ?? '99:99'}`.localeCompare(`${b.dueOn} ${b.dueTime ?? '99:99'}`),
  );
  return activityViews(db, rows, now);
}

/** Sets the lead's follow-up day to its earliest open activity's (null when none is open). */
async function keepFollowUpDay(manager: EntityManager, leadId: number): Promise<void> {
  const earliest = await manager
    .getRepository(LeadActivity)
    .createQueryBuilder('a')
    .select('MIN(a.dueOn)', 'day')
    .where('a.leadId = :leadId AND a.done = :open', { leadId, open: false })
    .getRawOne<{ day: string | null }>();
  const day = earliest?.day ?? null;
  const lead = await manager
    .getRepository(Lead)
    .findOne({ where: { id: leadId }, select: { id: true, followUpOn: true } });
  if (!lead || lead.followUpOn === day) return;
  // A new version: a colleague's form still showing the old follow-up day is told the lead changed.
  await manager
    .createQueryBuilder()
    .update(Lead)
    .set({ followUpOn: day, version: () => 'version + 1' })
    .where('id = :leadId', { leadId })
    .execute();
}

/** An admin an activity may be assigned to: one who can sign in and works leads. */
async function checkAssignee(manager: EntityManager, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const admin = await manager.getRepository(AdminUser).findOne({ where: { id, disabled: false } });
  if (!admin || !roleCan(admin.role, 'workLeads'))
    throw refusal(400, 'Invalid activity', { assigneeId: 'No admin with this id works leads' });
}

/** The day within a year back and five ahead; a moment already past only when the admin confirmed it. */
function checkWhen(dueOn: string, dueTime: string | null, confirmPast: boolean | undefined, now: RiyadhNow): void {
  const { earliest, latest } = followUpRange(now.day);
  if (dueOn < earliest || dueOn > latest)
    throw refusal(400, 'Invalid activity', { dueOn: `The day is between ${earliest} and ${latest}` });
  if (isOverdue(dueOn, dueTime, now) && confirmPast !== true)
    throw refusal(400, 'Invalid activity', {
      dueAt: 'This moment has passed; send confirmPast: true to plan it anyway',
    });
}

const summary = (row: Pick<LeadActivity, 'type' | 'dueOn' | 'dueTime'>) =>
  `${row.type} ${row.dueOn}${row.dueTime ? ` ${row.dueTime}` : ''}`;

async function record(
  manager: EntityManager,
  row: LeadActivity,
  what: 'added' | 'done' | 'reopened' | 'changed',
  actor: string,
  now: number,
): Promise<void> {
  await manager.getRepository(LeadEvent).insert({
    leadId: row.leadId,
    at: now,
    actor,
    kind: 'activity',
    body: row.note ?? '',
    fromValue: what,
    toValue: summary(row),
  });
  await recordAudit(
    manager,
    actor,
    'lead-activity',
    `Activity ${row.id} of lead ${row.leadId} ${what}: ${summary(row)}`,
    now,
  );
}

async function answer(db: DataSource, leadId: number, now: RiyadhNow): Promise<LeadActivities | null> {
  const lead = await leadDetail(db, leadId, now.day);
  return lead ? { lead, activities: await activitiesOfLead(db, leadId, now) } : null;
}

/** Adds an activity to the lead; null when there is no such lead. */
export async function addActivity(
  db: DataSource,
  leadId: number,
  body: NewActivity,
  actor: string,
  at: Date,
): Promise<LeadActivities | null> {
  const now = riyadhNow(at);
  const dueTime = body.dueTime ?? null;
  checkWhen(body.dueOn, dueTime, body.confirmPast, now);
  const found = await db.transaction(async (manager) => {
    if (!(await manager.getRepository(Lead).existsBy({ id: leadId }))) return false;
    await checkAssignee(manager, body.assigneeId);
    const values = {
      leadId,
      type: body.type,
      dueOn: body.dueOn,
      dueTime,
      assigneeId: body.assigneeId ?? null,
      done: false,
      doneAt: null,
      note: body.note ?? null,
      createdAt: at.getTime(),
      createdBy: actor,
    };
    const inserted = await manager.getRepository(LeadActivity).insert(values);
    const id = Number(inserted.identifiers[0]!.id);
    await record(manager, { ...values, id } as LeadActivity, 'added', actor, at.getTime());
    await keepFollowUpDay(manager, leadId);
    return true;
  });
  // Read after the transaction: inside it, MySQL would still show the snapshot it started from.
  return found ? answer(db, leadId, now) : null;
}

/** Marks the activity done or open again, or changes it; null when there is no such activity. */
export async function changeActivity(
  db: DataSource,
  id: number,
  change: ActivityChange,
  actor: string,
  at: Date,
): Promise<LeadActivities | null> {
  const now = riyadhNow(at);
  const leadId = await db.transaction(async (manager) => {
    const row = await manager.getRepository(LeadActivity).findOneBy({ id });
    if (!row) return null;
    const next: LeadActivity = { ...row, done: Boolean(row.done) };
    if (change.type !== undefined) next.type = change.type;
    if (change.dueOn !== undefined) next.dueOn = change.dueOn;
    if (change.dueTime !== undefined) next.dueTime = change.dueTime;
    if (change.assigneeId !== undefined) next.assigneeId = change.assigneeId;
    if (change.note !== undefined) next.note = change.note;
    if (change.done !== undefined) {
      next.done = change.done;
      next.doneAt = change.done ? (row.done ? row.doneAt : at.getTime()) : null;
    }
    const moved = next.dueOn !== row.dueOn || next.dueTime !== row.dueTime;
    const reopened = !next.done && Boolean(row.done);
    // Planning a moment that has passed is a choice to confirm; marking an old one done is not.
    if (moved || reopened) checkWhen(next.dueOn, next.dueTime, change.confirmPast ?? reopened, now);
    if (change.assigneeId !== undefined && change.assigneeId !== row.assigneeId)
      await checkAssignee(manager, change.assigneeId);
    const what = next.done && !row.done ? 'done' : reopened ? 'reopened' : 'changed';
    const { type, dueOn, dueTime, assigneeId, note, done, doneAt } = next;
    await manager.getRepository(LeadActivity).update({ id }, { type, dueOn, dueTime, assigneeId, note, done, doneAt });
    await record(manager, next, what, actor, at.getTime());
    await keepFollowUpDay(manager, row.leadId);
    return row.leadId;
  });
  return leadId === null ? null : answer(db, leadId, now);
}
