// The leads inbox calls: GET /api/admin/leads, POST /api/admin/leads.csv, GET and DELETE
// /api/admin/leads/:id, POST /api/admin/erasures and GET /api/admin/audit.
// The CSV export is a POST with the same-origin check of every admin write: a GET could be started
// by any site the admin visits (a link, `location =`), landing the file in their downloads and an
// export in the audit log under their name. The inbox's export button is a form, so it works with
// and without JavaScript; an export is audited once the file is made, in the answer that carries it.
import type { Context } from 'koa';
import { z } from 'zod';
import { AdminUser } from '../../../entities/index.js';
import { recentAudit, recordAudit } from '../../privacy/audit-log.js';
import { eraseLeadsOf, hasEnoughDigits, MIN_PHONE_DIGITS, removeLeads } from '../../privacy/lead-removal.js';
import { leadsCsv } from './csv.js';
import { findLeads, leadFilterSchema, leadsForExport, type LeadFilter } from './lead-query.js';
import { decodeCursor } from './keyset.js';
import { riyadhDay } from '../pipeline/days.js';
import { leadDetail } from '../pipeline/lead-view.js';
import { leadIdOf, noSuchLead } from './lead-id.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';
import { odooLeadUrl } from '../../notifications/odoo/odoo-channel.js';
import { refusal } from '../../http/errors.js';
import { fieldErrors } from '../../../site/field-errors.js';
import { toLatinDigits } from '../../../site/lead-schema.js';
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { AppParts } from '../../app-parts.js';

function filterOf(ctx: Context): LeadFilter {
  const parsed = leadFilterSchema.safeParse(ctx.query);
  if (parsed.success) return parsed.data;
  throw refusal(400, 'Invalid filter', fieldErrors(parsed.error, 'query'));
}

const AUDIT_PAGE = 200;

// At least one of the two, each checked as a lead's own field would be, and a phone with enough
// digits to name someone.
const erasureSchema = z
  .object({
    email: z.email('Enter a valid email').max(254).optional(),
    // A person may give their number in Arabic-Indic digits, as they typed it in the form.
    phone: z
      .preprocess(
        (value) => (typeof value === 'string' ? toLatinDigits(value) : value),
        z
          .string()
          .regex(/^[+\d][\d\s()-]{5,19}$/, 'Enter a valid phone number')
          .refine(hasEnoughDigits, `Enter a phone number of at least ${MIN_PHONE_DIGITS} digits`),
      )
      .optional(),
  })
  .refine((person) => person.email || person.phone, { message: 'Enter an email or a phone number', path: ['email'] });

const describeFilter = (filter: LeadFilter) => {
  const parts = [
    filter.view === 'spam' ? 'spam' : '',
    filter.q ? 'a search' : '',
    filter.stage?.length ? `stage ${filter.stage.join('/')}` : '',
    filter.owner ? `owner ${filter.owner}` : '',
    filter.source ? `source ${filter.source}` : '',
    filter.campaign ? 'a campaign' : '',
    filter.utm_source ? 'a utm_source' : '',
    filter.from ? `from ${filter.from}` : '',
    filter.to ? `to ${filter.to}` : '',
  ].filter(Boolean);
  return parts.length ? ` (filtered by ${parts.join(', ')})` : '';
};

/** The language of the exporting admin's screens, for the CSV's headers. */
async function adminLocale(db: AppParts['db'], username: string): Promise<'en' | 'ar'> {
  const admin = await db.getRepository(AdminUser).findOne({ where: { username }, select: { locale: true } });
  return admin?.locale === 'ar' ? 'ar' : 'en';
}

/** The inbox's calls and who may make them. */
export function adminLeadsRoutes({ config, db, clock }: Pick<AppParts, 'config' | 'db' | 'clock'>): DeclaredRoute[] {
  return [
    adminRoute({
      method: 'get',
      path: '/leads',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx, { admin }) => {
        const filter = filterOf(ctx);
        const cursor = decodeCursor(filter.cursor, filter.sort, filter.view);
        ctx.body = await findLeads(db, filter, admin.username, cursor, clock());
      },
    }),
    adminRoute({
      method: 'post',
      path: '/leads.csv',
      roles: rolesThatCan('exportLeads'),
      handler: async (ctx, { admin }) => {
        const filter = filterOf(ctx);
        const now = clock();
        const leads = await leadsForExport(db, filter, admin.username, now);
        const csv = leadsCsv(leads, await adminLocale(db, admin.username));
        await recordAudit(
          db,
          admin.username,
          'export',
          `Exported ${leads.length} lead${leads.length === 1 ? '' : 's'} as CSV${describeFilter(filter)}`,
        );
        const date = now.toISOString().slice(0, 10);
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`leads-${date}.csv`);
        ctx.body = csv;
      },
    }),
    // One lead with its contact's other leads and its timeline (also the link in a lead notification, /admin?lead=ID).
    adminRoute({
      method: 'get',
      path: '/leads/:id',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx) => {
        const lead = await leadDetail(db, leadIdOf(ctx.params.id!), riyadhDay(clock()));
        if (!lead) throw noSuchLead();
        ctx.body = lead;
      },
    }),
    adminRoute({
      method: 'delete',
      path: '/leads/:id',
      roles: rolesThatCan('deleteLeads'),
      handler: async (ctx, { admin }) => {
        const id = leadIdOf(ctx.params.id!);
        const removed = await db.transaction(async (manager) => {
          const affected = await removeLeads(manager, [id]);
          if (affected) await recordAudit(manager, admin.username, 'delete', `Deleted lead ${id}`);
          return affected > 0;
        });
        if (!removed) throw noSuchLead();
        ctx.status = 204;
      },
    }),
    // Every lead of one person, on their request: by email, by phone, or both.
    adminRoute({
      method: 'post',
      path: '/erasures',
      roles: rolesThatCan('eraseContacts'),
      body: { schema: erasureSchema, refused: 'Invalid erasure request' },
      handler: async (ctx, { admin, body }) => {
        const { erased, odooLeadIds } = await eraseLeadsOf(db, body, admin.username);
        const odoo = config.notifications.odoo;
        // Erasing them in Odoo is the company's decision: the answer names them, linked when Odoo is set up.
        const odooLeads = odooLeadIds.map((odooLeadId) => ({
          odooLeadId,
          url: odoo ? odooLeadUrl(odoo.url, odooLeadId) : null,
        }));
        ctx.body = { erased, odooLeads };
      },
    }),
    adminRoute({
      method: 'get',
      path: '/audit',
      roles: rolesThatCan('readAuditLog'),
      handler: async (ctx) => {
        ctx.body = { entries: await recentAudit(db, AUDIT_PAGE) };
      },
    }),
  ];
}
