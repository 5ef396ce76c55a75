// The leads inbox calls: GET /api/admin/leads, GET /api/admin/leads.csv and
// DELETE /api/admin/leads/:id. The app's admin guard (server/auth/admin-guard.ts) has already
// required a session for any spelling of these paths; the router checks it was there once more.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { DataSource } from 'typeorm';
import { Lead } from '../../entities/index.js';
import type { LeadsPage } from '../../site/admin-types.js';
import { leadsCsv } from '../admin/csv.js';
import { findLeads, leadFilterSchema, leadsForExport, PAGE_SIZE, toAdminLead, type LeadFilter } from '../admin/lead-query.js';
import { assertSameOriginWrite } from '../auth/write-guard.js';
import { signedInAdmin } from '../auth/admin-guard.js';
import { HttpError } from '../errors.js';
import { fieldErrors } from '../../site/field-errors.js';
import { ADMIN_API_PREFIX } from '../../site/admin-routes.js';
import { strictRouter } from '../http/strict-router.js';

function filterOf(ctx: Context): LeadFilter {
  const parsed = leadFilterSchema.safeParse(ctx.query);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, 'Invalid filter', fieldErrors(parsed.error, 'query'));
}

function leadIdOf(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || !/^\d+$/.test(param)) throw new HttpError(400, 'Invalid lead id', { id: 'Must be a positive whole number' });
  return id;
}

export function adminLeadsRouter(db: DataSource, siteUrl: string): Router {
  const router = strictRouter({ prefix: ADMIN_API_PREFIX });
  router.use(signedInAdmin);

  router.get('/leads', async (ctx) => {
    const filter = filterOf(ctx);
    const { items, total } = await findLeads(db, filter);
    const body: LeadsPage = { items, total, page: filter.page, pageSize: PAGE_SIZE };
    ctx.body = body;
  });

  router.get('/leads.csv', async (ctx) => {
    const leads = await leadsForExport(db, filterOf(ctx));
    const date = new Date().toISOString().slice(0, 10);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`leads-${date}.csv`);
    ctx.body = leadsCsv(leads);
  });

  // One lead, for the link in a lead notification (/admin?lead=ID).
  router.get('/leads/:id', async (ctx) => {
    const lead = await db.getRepository(Lead).findOneBy({ id: leadIdOf(ctx.params.id) });
    if (!lead) throw new HttpError(404, 'No such lead');
    ctx.body = toAdminLead(lead);
  });

  router.delete('/leads/:id', async (ctx) => {
    assertSameOriginWrite(ctx, siteUrl);
    const id = leadIdOf(ctx.params.id);
    const result = await db.getRepository(Lead).delete({ id });
    if (!result.affected) throw new HttpError(404, 'No such lead');
    ctx.status = 204;
  });

  return router;
}
