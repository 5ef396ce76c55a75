// Offline conversions for the ad platforms, for owners:
//   GET  /api/admin/offline-conversions          the conversion names set for each platform
//   PUT  /api/admin/offline-conversions/names    set them ({google?, microsoft?})
//   POST /api/admin/offline-conversions.csv      {from, to, format, again?, stage?}: the import file of
//                                                the period's won leads with that platform's click id,
//                                                each exported once unless `again`
import { z } from 'zod';
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { AppParts } from '../../app-parts.js';
import { refusal } from '../../http/errors.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';
import { calendarDay } from '../pipeline/days.js';
import { conversionCsv } from './conversion-csv.js';
import { conversionFormats, conversionName, conversionNames, setConversionName } from './conversion-names.js';
import { markExported, offlineConversions } from './offline-conversions.js';

const exportSchema = z
  .object({
    from: calendarDay,
    to: calendarDay,
    format: z.enum(conversionFormats, { error: 'Format is google or microsoft' }),
    again: z.boolean({ error: 'again is true or false' }).default(false),
    stage: z
      .enum(['contacted', 'qualified', 'proposal'], { error: 'Stage is contacted, qualified or proposal' })
      .optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The period ends on or after its first day' });

const namesSchema = z
  .object({ google: conversionName.optional(), microsoft: conversionName.optional() })
  .refine((names) => names.google !== undefined || names.microsoft !== undefined, {
    path: ['google'],
    message: 'Name the conversion of at least one platform',
  });

export function offlineConversionRoutes({ db, clock }: Pick<AppParts, 'db' | 'clock'>): DeclaredRoute[] {
  return [
    adminRoute({
      method: 'get',
      path: '/offline-conversions',
      roles: rolesThatCan('exportConversions'),
      handler: async (ctx) => {
        ctx.body = { names: await conversionNames(db) };
      },
    }),
    adminRoute({
      method: 'put',
      path: '/offline-conversions/names',
      roles: rolesThatCan('exportConversions'),
      body: { schema: namesSchema, refused: 'Invalid conversion names' },
      handler: async (ctx, { body }) => {
        for (const format of conversionFormats) {
          const name = body[format];
          if (name !== undefined) await setConversionName(db, format, name);
        }
        ctx.body = { names: await conversionNames(db) };
      },
    }),
    adminRoute({
      method: 'post',
      path: '/offline-conversions.csv',
      roles: rolesThatCan('exportConversions'),
      body: { schema: exportSchema, refused: 'Invalid export' },
      handler: async (ctx, { admin, body }) => {
        const name = (await conversionNames(db))[body.format];
        if (!name)
          throw refusal(409, 'Set the conversion name first', {
            [body.format]: 'Set the conversion name as it is in the ad platform',
          });
        const rows = await offlineConversions(db, body, name);
        const now = clock().getTime();
        await markExported(
          db,
          body.format,
          rows.map((row) => row.leadId),
          now,
        );
        await recordAudit(
          db,
          admin.username,
          'conversion-export',
          `Exported ${rows.length} ${body.format} offline conversion${rows.length === 1 ? '' : 's'} (${body.from} to ${body.to}${body.again ? ', again' : ''})`,
        );
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`${body.format}-ads-conversions-${body.from}-${body.to}.csv`);
        ctx.body = conversionCsv(body.format, rows);
      },
    }),
  ];
}
