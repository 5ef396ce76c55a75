// The inbox lists an admin named: GET, POST, PUT and DELETE /api/admin/inbox-views. A view is a
// name and the inbox's filter as a query string; the query is checked as the list checks its filter
// (a view that could not be opened is refused when saved) and kept with only the filter's
// parameters, so a page's cursor or an open lead never ride along. Each admin sees and changes only
// their own, up to MAX_SAVED_VIEWS.
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { SavedInboxView } from '../../../entities/index.js';
import { rolesThatCan } from '../../../site/admin-roles.js';
import { fieldErrors } from '../../../site/field-errors.js';
import { singleLine, withoutControls } from '../../../site/visitor-text.js';
import { refusal } from '../../http/errors.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';
import type { AppParts } from '../../app-parts.js';
import { adminIdOf } from '../pipeline/owners.js';
import { leadFilterSchema } from './lead-query.js';

export const MAX_SAVED_VIEWS = 20;
const NAME_MAX = 60;
const QUERY_MAX = 1000;
const FILTER_PARAMS = ['view', 'q', 'stage', 'owner', 'source', 'campaign', 'utm_source', 'from', 'to', 'sort'];

/** The filter's own parameters of a query string, in a steady order. */
function filterParamsOf(query: string): URLSearchParams {
  const given = new URLSearchParams(query.replace(/^\?/, ''));
  const kept = new URLSearchParams();
  for (const param of FILTER_PARAMS) for (const value of given.getAll(param)) if (value) kept.append(param, value);
  return kept;
}

const viewSchema = z.object({
  name: z
    .string({ error: 'Name the view' })
    .transform((text) => withoutControls(singleLine(text)).trim())
    .pipe(z.string().min(1, 'Name the view').max(NAME_MAX, `A view's name is at most ${NAME_MAX} characters`)),
  query: z
    .string({ error: 'Send the list as a query string' })
    .max(QUERY_MAX, `The list's query is at most ${QUERY_MAX} characters`)
    .transform((query) => filterParamsOf(query))
    .superRefine((params, ctx) => {
      const parsed = leadFilterSchema.safeParse(Object.fromEntries(params));
      if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          message: `Not a list of the inbox: ${Object.values(fieldErrors(parsed.error)).join('; ')}`,
        });
    })
    .transform((params) => params.toString()),
});

const shown = (view: SavedInboxView) => ({ id: view.id, name: view.name, query: view.query });

async function ownerOf(db: DataSource, username: string): Promise<number> {
  const id = await adminIdOf(db, username);
  if (id === null) throw refusal(403, 'No such admin');
  return id;
}

function viewIdOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param) || Number(param) > 2_147_483_647)
    throw refusal(400, 'Invalid view id', { id: 'Must be a positive whole number' });
  return Number(param);
}

async function refuseTakenName(db: DataSource, adminId: number, name: string, self?: number) {
  const same = await db.getRepository(SavedInboxView).findOneBy({ adminId, name });
  if (same && same.id !== self) throw refusal(400, 'Invalid view', { name: 'You already have a view of this name' });
}

export function savedViewRoutes({ db }: Pick<AppParts, 'db'>): DeclaredRoute[] {
  const views = () => db.getRepository(SavedInboxView);
  const roles = rolesThatCan('readLeads');
  return [
    adminRoute({
      method: 'get',
      path: '/inbox-views',
      roles,
      handler: async (ctx, { admin }) => {
        const adminId = await ownerOf(db, admin.username);
        ctx.body = { views: (await views().find({ where: { adminId }, order: { name: 'ASC' } })).map(shown) };
      },
    }),
    adminRoute({
      method: 'post',
      path: '/inbox-views',
      roles,
      body: { schema: viewSchema, refused: 'Invalid view' },
      handler: async (ctx, { admin, body }) => {
        const adminId = await ownerOf(db, admin.username);
        if ((await views().countBy({ adminId })) >= MAX_SAVED_VIEWS)
          throw refusal(400, 'Invalid view', {
            name: `You can keep up to ${MAX_SAVED_VIEWS} views: delete one to save this one`,
          });
        await refuseTakenName(db, adminId, body.name);
        ctx.status = 201;
        ctx.body = shown(await views().save(views().create({ adminId, ...body })));
      },
    }),
    adminRoute({
      method: 'put',
      path: '/inbox-views/:id',
      roles,
      body: { schema: viewSchema, refused: 'Invalid view' },
      handler: async (ctx, { admin, body }) => {
        const adminId = await ownerOf(db, admin.username);
        const view = await views().findOneBy({ id: viewIdOf(ctx.params.id!), adminId });
        if (!view) throw refusal(404, 'No such view');
        await refuseTakenName(db, adminId, body.name, view.id);
        ctx.body = shown(await views().save(Object.assign(view, body)));
      },
    }),
    adminRoute({
      method: 'delete',
      path: '/inbox-views/:id',
      roles,
      handler: async (ctx, { admin }) => {
        const adminId = await ownerOf(db, admin.username);
        const { affected } = await views().delete({ id: viewIdOf(ctx.params.id!), adminId });
        if (!affected) throw refusal(404, 'No such view');
        ctx.status = 204;
      },
    }),
  ];
}
