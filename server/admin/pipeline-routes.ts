// The pipeline calls, served by the admin leads router (so the admin guard covers them):
//   PATCH /api/admin/leads/:id        stage, lost reason, owner, follow-up day; 409 with the lead as it
//                                     is when someone else saved it since the version sent
//   POST  /api/admin/leads/:id/notes  a note on the timeline
//   POST  /api/admin/leads/:id/not-spam  out of Spam, into the inbox, and its notifications sent
//   GET   /api/admin/owners           the admins a lead can be assigned to
// Every write needs our own Origin and a JSON body (the same rule as every admin write).
import type { Context } from 'koa';
import type { LeadConflict } from '../../site/admin-types.js';
import { rolesThatCan } from '../../site/admin-roles.js';
import type { AppParts } from '../app-parts.js';
import { assertSameOriginWrite } from '../auth/write-guard.js';
import { refusal } from '../http/errors.js';
import { jsonBodyAs } from '../http/json-body.js';
import { releaseFromSpam } from '../leads/release-from-spam.js';
import { recordAudit } from '../privacy/audit-log.js';
import { changeLead, leadChangeSchema } from './pipeline-changes.js';
import { leadDetail } from './pipeline-lead-view.js';
import { addNote, noteSchema } from './pipeline-notes.js';
import { assignableOwners } from './pipeline-owners.js';
import type { AdminRoute } from './admin-route-table.js';

export function leadIdOf(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647 || !/^\d+$/.test(param))
    throw refusal(400, 'Invalid lead id', { id: 'Must be a positive whole number' });
  return id;
}

const noSuchLead = () => refusal(404, 'No such lead');

/** The pipeline's calls: working a lead needs a role that works leads; the owners list, one that reads them. */
export function pipelineRoutes({ config, db, notifier }: Pick<AppParts, 'config' | 'db' | 'notifier'>): AdminRoute[] {
  const { siteUrl } = config.site;
  const adminOf = (ctx: Context) => ctx.state.admin as string;

  return [
    {
      method: 'patch',
      path: '/leads/:id',
      roles: rolesThatCan('workLeads'),
      handler: async (ctx) => {
        assertSameOriginWrite(ctx, siteUrl);
        const id = leadIdOf(ctx.params.id!);
        const body = await jsonBodyAs(ctx, leadChangeSchema, 'Invalid change');
        const outcome = await changeLead(db, id, body, adminOf(ctx));
        if (outcome.kind === 'missing') throw noSuchLead();
        if (outcome.kind === 'conflict') {
          ctx.status = 409;
          const body: LeadConflict = { error: 'Someone else changed this lead', lead: outcome.lead };
          ctx.body = body;
          return;
        }
        ctx.body = outcome.lead;
      },
    },
    {
      method: 'post',
      path: '/leads/:id/notes',
      roles: rolesThatCan('workLeads'),
      handler: async (ctx) => {
        assertSameOriginWrite(ctx, siteUrl);
        const id = leadIdOf(ctx.params.id!);
        const body = await jsonBodyAs(ctx, noteSchema, 'Invalid note');
        const lead = await addNote(db, id, body.text, adminOf(ctx));
        if (!lead) throw noSuchLead();
        ctx.status = 201;
        ctx.body = lead;
      },
    },
    {
      method: 'post',
      path: '/leads/:id/not-spam',
      roles: rolesThatCan('workLeads'),
      handler: async (ctx) => {
        assertSameOriginWrite(ctx, siteUrl);
        const id = leadIdOf(ctx.params.id!);
        const released = await releaseFromSpam(db, id, { notifier, actor: adminOf(ctx) });
        if (released === 'not-found') throw noSuchLead();
        if (released === 'released') await recordAudit(db, adminOf(ctx), 'not-spam', `Moved lead ${id} out of Spam`);
        const lead = await leadDetail(db, id);
        if (!lead) throw noSuchLead();
        ctx.body = lead;
      },
    },
    {
      method: 'get',
      path: '/owners',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx) => {
        ctx.body = { owners: await assignableOwners(db) };
      },
    },
  ];
}
