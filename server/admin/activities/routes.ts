// A lead's activities and one admin's own:
//   GET   /api/admin/leads/:id/activities     the lead's activities, open ones first
//   POST  /api/admin/leads/:id/activities     adds one (a moment already past needs confirmPast: true)
//   PATCH /api/admin/activities/:id           done or open again, or a changed type, day, time, assignee, note
//   GET   /api/admin/my-activities            the signed-in admin's open activities, soonest first
//   GET   /api/admin/my-activities/counts     how many of them are overdue and due today (the bar's badge)
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { AppParts } from '../../app-parts.js';
import { refusal } from '../../http/errors.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';
import { leadIdOf, noSuchLead } from '../leads/lead-id.js';
import { adminIdOf } from '../pipeline/owners.js';
import { activitiesOfLead, addActivity, changeActivity } from './activities.js';
import { activityChangeSchema, newActivitySchema } from './activity-schema.js';
import { myActivityCounts, myOpenActivities } from './my-activities.js';
import { riyadhNow } from './riyadh-now.js';
import { Lead } from '../../../entities/index.js';

export function activityRoutes({ db, clock }: Pick<AppParts, 'db' | 'clock'>): DeclaredRoute[] {
  return [
    adminRoute({
      method: 'get',
      path: '/leads/:id/activities',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx) => {
        const id = leadIdOf(ctx.params.id!);
        if (!(await db.getRepository(Lead).existsBy({ id }))) throw noSuchLead();
        ctx.body = { activities: await activitiesOfLead(db, id, riyadhNow(clock())) };
      },
    }),
    adminRoute({
      method: 'post',
      path: '/leads/:id/activities',
      roles: rolesThatCan('workLeads'),
      body: { schema: newActivitySchema, refused: 'Invalid activity' },
      handler: async (ctx, { admin, body }) => {
        const saved = await addActivity(db, leadIdOf(ctx.params.id!), body, admin.username, clock());
        if (!saved) throw noSuchLead();
        ctx.status = 201;
        ctx.body = saved;
      },
    }),
    adminRoute({
      method: 'patch',
      path: '/activities/:id',
      roles: rolesThatCan('workLeads'),
      body: { schema: activityChangeSchema, refused: 'Invalid change' },
      handler: async (ctx, { admin, body }) => {
        const saved = await changeActivity(db, leadIdOf(ctx.params.id!), body, admin.username, clock());
        if (!saved) throw refusal(404, 'No such activity');
        ctx.body = saved;
      },
    }),
    adminRoute({
      method: 'get',
      path: '/my-activities',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx, { admin }) => {
        const id = await adminIdOf(db, admin.username);
        ctx.body = { activities: id === null ? [] : await myOpenActivities(db, id, riyadhNow(clock())) };
      },
    }),
    adminRoute({
      method: 'get',
      path: '/my-activities/counts',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx, { admin }) => {
        const id = await adminIdOf(db, admin.username);
        ctx.body = id === null ? { overdue: 0, today: 0 } : await myActivityCounts(db, id, riyadhNow(clock()));
      },
    }),
  ];
}
