// GET /api/admin/leads/latest-id?after=<id>: what an open inbox polls to show new leads without a
// reload. The answer's ETag is the newest lead's id (one primary-key read); a browser that sends it
// back in If-None-Match while nothing arrived gets 304 and no body. Otherwise it gets the newest id
// and how many inbox leads (not Spam) came after the one it names.
import { Lead } from '../../../entities/index.js';
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { LatestLeads } from '../../../site/admin-types.js';
import type { AppParts } from '../../app-parts.js';
import { refusal } from '../../http/errors.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';

const afterOf = (value: unknown): number => {
  if (value === undefined) return 0;
  const after = Number(value);
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value) || after > 2_147_483_647)
    throw refusal(400, 'Invalid query', { after: 'Must be a lead id' });
  return after;
};

export function liveLeadRoutes({ db }: Pick<AppParts, 'db'>): DeclaredRoute[] {
  return [
    adminRoute({
      method: 'get',
      path: '/leads/latest-id',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx) => {
        const after = afterOf(ctx.query.after);
        const newest = await db
          .getRepository(Lead)
          .createQueryBuilder('lead')
          .select('MAX(lead.id)', 'id')
          .getRawOne<{ id: number | string | null }>();
        const latestId = Number(newest?.id ?? 0);
        const etag = `"leads-${latestId}-${after}"`;
        ctx.set('ETag', etag);
        if (ctx.get('If-None-Match') === etag) {
          ctx.status = 304;
          return;
        }
        const newSince =
          latestId > after
            ? await db
                .getRepository(Lead)
                .createQueryBuilder('lead')
                .where('lead.id > :after AND lead.spamReason IS NULL', { after })
                .getCount()
            : 0;
        const answer: LatestLeads = { latestId, newSince };
        ctx.body = answer;
      },
    }),
  ];
}
