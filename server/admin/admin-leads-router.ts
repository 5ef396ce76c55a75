// The leads inbox calls: GET /api/admin/leads, POST /api/admin/leads.csv, GET and DELETE
// /api/admin/leads/:id, POST /api/admin/erasures and GET /api/admin/audit. The app's admin guard
// (server/auth/admin-guard.ts) has already required a session for any spelling of these paths; the
// router checks it was there once more.
// The CSV export is a POST with the same-origin check of every admin write: a GET could be started
// by any site the admin visits (a link, `location =`), landing the file in their downloads and an
// export in the audit log under their name. The inbox's export button is a form, so it works with
// and without JavaScript; an export is audited once the file is made, in the answer that carries it.
import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { Lead, LeadNotification } from '../../entities/index.js';
import { jsonBody } from '../http/json-body.js';
import { recentAudit, recordAudit } from '../privacy/audit-log.js';
import { eraseLeadsOf, hasEnoughDigits, MIN_PHONE_DIGITS } from '../privacy/lead-removal.js';
import type { LeadsPage } from '../../site/admin-types.js';
import { leadsCsv } from './csv.js';
import { findLeads, leadFilterSchema, leadsForExport, PAGE_SIZE, toAdminLead, type LeadFilter } from './lead-query.js';
import { assertSameOriginWrite } from '../auth/write-guard.js';
import { signedInAdmin } from '../auth/admin-guard.js';
import { HttpError } from '../http/errors.js';
import { fieldErrors } from '../../site/field-errors.js';
import { ADMIN_API_PREFIX } from '../../site/admin-routes.js';
import { strictRouter } from '../http/strict-router.js';
import type { AppParts } from '../app-parts.js';

function filterOf(ctx: Context): LeadFilter {
  const parsed = leadFilterSchema.safeParse(ctx.query);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, 'Invalid filter', fieldErrors(parsed.error, 'query'));
}

function leadIdOf(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || !/^\d+$/.test(param))
    throw new HttpError(400, 'Invalid lead id', { id: 'Must be a positive whole number' });
  return id;
}

const AUDIT_PAGE = 200;

// At least one of the two, each checked as a lead's own field would be, and a phone with enough
// digits to name someone.
const erasureSchema = z
  .object({
    email: z.email('Enter a valid email').max(254).optional(),
    phone: z
      .string()
      .regex(/^[+\d][\d\s()-]{5,19}$/, 'Enter a valid phone number')
      .refine(hasEnoughDigits, `Enter a phone number of at least ${MIN_PHONE_DIGITS} digits`)
      .optional(),
  })
  .refine((person) => person.email || person.phone, { message: 'Enter an email or a phone number', path: ['email'] });

const describeFilter = (filter: LeadFilter) => {
  const parts = [
    filter.q ? 'a search' : '',
    filter.source ? `source ${filter.source}` : '',
    filter.from ? `from ${filter.from}` : '',
    filter.to ? `to ${filter.to}` : '',
  ].filter(Boolean);
  return parts.length ? ` (filtered by ${parts.join(', ')})` : '';
};

export function adminLeadsRouter({ config, db }: Pick<AppParts, 'config' | 'db'>): Router {
  const { siteUrl } = config.site;
  const router = strictRouter({ prefix: ADMIN_API_PREFIX });
  router.use(signedInAdmin);

  router.get('/leads', async (ctx) => {
    const filter = filterOf(ctx);
    const { items, total } = await findLeads(db, filter);
    const body: LeadsPage = { items, total, page: filter.page, pageSize: PAGE_SIZE };
    ctx.body = body;
  });

  router.post('/leads.csv', async (ctx) => {
    assertSameOriginWrite(ctx, siteUrl);
    const filter = filterOf(ctx);
    const leads = await leadsForExport(db, filter);
    const csv = leadsCsv(leads);
    await recordAudit(
      db,
      ctx.state.admin as string,
      'export',
      `Exported ${leads.length} lead${leads.length === 1 ? '' : 's'} as CSV${describeFilter(filter)}`,
    );
    const date = new Date().toISOString().slice(0, 10);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`leads-${date}.csv`);
    ctx.body = csv;
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
    const removed = await db.transaction(async (manager) => {
      await manager.getRepository(LeadNotification).delete({ leadId: id });
      const result = await manager.getRepository(Lead).delete({ id });
      if (result.affected) await recordAudit(manager, ctx.state.admin as string, 'delete', `Deleted lead ${id}`);
      return Boolean(result.affected);
    });
    if (!removed) throw new HttpError(404, 'No such lead');
    ctx.status = 204;
  });

  // Every lead of one person, on their request: by email, by phone, or both.
  router.post('/erasures', async (ctx) => {
    assertSameOriginWrite(ctx, siteUrl);
    const parsed = erasureSchema.safeParse(await jsonBody(ctx));
    if (!parsed.success) throw new HttpError(400, 'Invalid erasure request', fieldErrors(parsed.error));
    ctx.body = { erased: await eraseLeadsOf(db, parsed.data, ctx.state.admin as string) };
  });

  router.get('/audit', async (ctx) => {
    ctx.body = { entries: await recentAudit(db, AUDIT_PAGE) };
  });

  return router;
}
