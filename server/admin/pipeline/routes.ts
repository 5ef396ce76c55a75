// The pipeline's calls:
//   PATCH /api/admin/leads/:id        stage, lost reason, owner, follow-up day; 409 with the lead as it
//                                     is when someone else saved it since the version sent
//   POST  /api/admin/leads/:id/notes  a note on the timeline
//   POST  /api/admin/leads/:id/not-spam  out of Spam, into the inbox, and its notifications sent
//   POST  /api/admin/leads/:id/spam      into Spam by hand, with a reason; 409 on an older version
//   POST  /api/admin/leads/:id/contact-attempts  a tap on call / WhatsApp / email, on the timeline
//   POST  /api/admin/leads/bulk       one change to many leads (ticked, or all matching a filter);
//                                     answers which changed and which someone else saved first
//   GET   /api/admin/owners           the admins a lead can be assigned to
//   GET   /api/admin/board            the pipeline by stage: each column's first cards and count
//                                     (the inbox's filters; `column=` and `cursor=` for more of one)
import type { Context } from 'koa';
import type { AdminLeadDetail, LeadConflict } from '../../../site/admin-types.js';
import { roleCan, rolesThatCan } from '../../../site/admin-roles.js';
import type { AppParts } from '../../app-parts.js';
import { refusal } from '../../http/errors.js';
import { fieldErrors } from '../../../site/field-errors.js';
import { releaseFromSpam } from '../../leads/release-from-spam.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';
import { leadIdOf, noSuchLead } from '../leads/lead-id.js';
import { applyBulkChange, bulkChangeSchema } from './bulk-changes.js';
import { boardQuerySchema, readBoard } from './board.js';
import { changeLead, leadChangeSchema } from './changes.js';
import { refuseOdooManagedChange } from './odoo-managed.js';
import { riyadhDay } from './days.js';
import { leadDetail } from './lead-view.js';
import { addNote, noteSchema } from './notes.js';
import { assignableOwners } from './owners.js';
import { contactAttemptSchema, recordContactAttempt } from './contact-attempts.js';
import { markSpam, markSpamSchema } from './spam-marking.js';

/** The pipeline's calls: working a lead needs a role that works leads; the owners list, one that reads them. */
export function pipelineRoutes({
  db,
  notifier,
  clock,
  config,
}: Pick<AppParts, 'db' | 'notifier' | 'clock' | 'config'>): DeclaredRoute[] {
  return [
    adminRoute({
      method: 'patch',
      path: '/leads/:id',
      roles: rolesThatCan('workLeads'),
      body: { schema: leadChangeSchema, refused: 'Invalid change' },
      handler: async (ctx, { admin, body }) => {
        await refuseOdooManagedChange(db, leadIdOf(ctx.params.id!), body, config.notifications.odoo);
        answerVersionedSave(ctx, await changeLead(db, leadIdOf(ctx.params.id!), body, admin.username, clock()));
      },
    }),
    adminRoute({
      method: 'post',
      path: '/leads/bulk',
      roles: rolesThatCan('workLeads'),
      body: { schema: bulkChangeSchema, refused: 'Invalid bulk change' },
      handler: async (ctx, { admin, body }) => {
        // Sales work leads but delete none: the one action of the bulk call only owners may take.
        if (body.action.kind === 'delete' && !roleCan(admin.role, 'deleteLeads'))
          throw refusal(403, 'Your role does not allow deleting leads');
        ctx.body = await applyBulkChange(db, body, admin.username, clock(), config.notifications.odoo);
      },
    }),
    adminRoute({
      method: 'post',
      path: '/leads/:id/notes',
      roles: rolesThatCan('workLeads'),
      body: { schema: noteSchema, refused: 'Invalid note' },
      handler: async (ctx, { admin, body }) => {
        const lead = await addNote(db, leadIdOf(ctx.params.id!), body.text, admin.username, clock());
        if (!lead) throw noSuchLead();
        ctx.status = 201;
        ctx.body = lead;
      },
    }),
    adminRoute({
      method: 'post',
      path: '/leads/:id/not-spam',
      roles: rolesThatCan('workLeads'),
      handler: async (ctx, { admin }) => {
        const id = leadIdOf(ctx.params.id!);
        const released = await releaseFromSpam(db, id, { notifier, actor: admin.username });
        if (released === 'not-found') throw noSuchLead();
        if (released === 'released') await recordAudit(db, admin.username, 'not-spam', `Moved lead ${id} out of Spam`);
        const lead = await leadDetail(db, id, riyadhDay(clock()));
        if (!lead) throw noSuchLead();
        ctx.body = lead;
      },
    }),
    adminRoute({
      method: 'post',
      path: '/leads/:id/spam',
      roles: rolesThatCan('workLeads'),
      body: { schema: markSpamSchema, refused: 'Invalid spam marking' },
      handler: async (ctx, { admin, body }) => {
        answerVersionedSave(ctx, await markSpam(db, leadIdOf(ctx.params.id!), body, admin.username, clock()));
      },
    }),
    adminRoute({
      method: 'post',
      path: '/leads/:id/contact-attempts',
      roles: rolesThatCan('workLeads'),
      body: { schema: contactAttemptSchema, refused: 'Invalid contact attempt' },
      handler: async (ctx, { admin, body }) => {
        const lead = await recordContactAttempt(db, leadIdOf(ctx.params.id!), body.channel, admin.username, clock());
        if (!lead) throw noSuchLead();
        ctx.status = 201;
        ctx.body = lead;
      },
    }),
    adminRoute({
      method: 'get',
      path: '/board',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx, { admin }) => {
        const query = boardQuerySchema.safeParse(ctx.query);
        if (!query.success) throw refusal(400, 'Invalid filter', fieldErrors(query.error, 'query'));
        ctx.body = await readBoard(db, query.data, admin.username, clock());
      },
    }),
    adminRoute({
      method: 'get',
      path: '/owners',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx) => {
        ctx.body = { owners: await assignableOwners(db) };
      },
    }),
  ];
}

/** A save that named the lead's version: the lead as saved, 409 with the lead as it now is, or 404. */
function answerVersionedSave(
  ctx: Context,
  outcome: { kind: 'missing' } | { kind: 'conflict' | 'saved' | 'marked' | 'already'; lead: AdminLeadDetail },
): void {
  if (outcome.kind === 'missing') throw noSuchLead();
  if (outcome.kind === 'conflict') {
    ctx.status = 409;
    const conflict: LeadConflict = { error: 'Someone else changed this lead', lead: outcome.lead };
    ctx.body = conflict;
    return;
  }
  ctx.body = outcome.lead;
}
