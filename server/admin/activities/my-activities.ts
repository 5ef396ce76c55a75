// One admin's open activities: how many are overdue and due today (the bar asks on every screen, so
// one COUNT over the assignee's index range), and the list itself, soonest first, with each lead's name.
import type { DataSource, EntityManager } from 'typeorm';
import { Lead, LeadActivity } from '../../../entities/index.js';
import type { AdminActivity, MyActivityCounts } from '../../../site/lead-activities.js';
import { activityViews } from './activities.js';
import type { RiyadhNow } from './riyadh-now.js';

export async function myActivityCounts(
  db: DataSource | EntityManager,
  adminId: number,
  now: RiyadhNow,
): Promise<MyActivityCounts> {
  const row = await db
    .getRepository(LeadActivity)
    .createQueryBuilder('a')
    .select(
      'SUM(CASE WHEN a.dueOn < :day OR (a.dueTime IS NOT NULL AND a.dueTime < :minute) THEN 1 ELSE 0 END)',
      'overdue',
    )
    .addSelect('COUNT(*)', 'due')
    .where('a.assigneeId = :adminId AND a.done = :open AND a.dueOn <= :day', {
      adminId,
      open: false,
      day: now.day,
      minute: now.minute,
    })
    .getRawOne<{ overdue: string | number | null; due: string | number }>();
  const overdue = Number(row?.overdue ?? 0);
  return { overdue, today: Number(row?.due ?? 0) - overdue };
}

/** Open activities of the admin due on or before `until` (all open ones without it), soonest first. */
export async function myOpenActivities(
  db: DataSource | EntityManager,
  adminId: number,
  now: RiyadhNow,
  until?: string,
): Promise<AdminActivity[]> {
  const query = db
    .getRepository(LeadActivity)
    .createQueryBuilder('a')
    .where('a.assigneeId = :adminId AND a.done = :open', { adminId, open: false })
    .orderBy('a.dueOn', 'ASC')
    .addOrderBy('a.dueTime', 'ASC')
    .addOrderBy('a.id', 'ASC')
    .limit(500);
  if (until) query.andWhere('a.dueOn <= :until', { until });
  const rows = await query.getMany();
  const views = await activityViews(db, rows, now);
  const leadIds = [...new Set(rows.map((row) => row.leadId))];
  const leads = leadIds.length
    ? await db.getRepository(Lead).createQueryBuilder('l').select(['l.id', 'l.name']).whereInIds(leadIds).getMany()
    : [];
  const names = new Map(leads.map((lead) => [lead.id, lead.name]));
  return views.map((view) => ({ ...view, leadName: names.get(view.leadId) ?? '' }));
}
