// GET/PUT /api/admin/own/morning-reminder: whether the signed-in admin gets the 08:00 reminder of
// working days, whether email is set up at all (without SMTP nothing is sent), and whether their
// account has an address to send it to.
import { z } from 'zod';
import { AdminUser } from '../../../entities/index.js';
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { MorningReminderSetting } from '../../../site/lead-activities.js';
import type { AppParts } from '../../app-parts.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';

const settingSchema = z.object({ on: z.boolean({ error: 'on is true or false' }) });

export function reminderRoutes({ db, config }: Pick<AppParts, 'db' | 'config'>): DeclaredRoute[] {
  const setting = async (username: string): Promise<MorningReminderSetting> => {
    const admin = await db.getRepository(AdminUser).findOneByOrFail({ username });
    return {
      on: Boolean(admin.morningReminder),
      emailConfigured: Boolean(config.notifications.email),
      hasAddress: Boolean(admin.email),
    };
  };
  return [
    adminRoute({
      method: 'get',
      path: '/own/morning-reminder',
      roles: rolesThatCan('workLeads'),
      handler: async (ctx, { admin }) => {
        ctx.body = await setting(admin.username);
      },
    }),
    adminRoute({
      method: 'put',
      path: '/own/morning-reminder',
      roles: rolesThatCan('workLeads'),
      body: { schema: settingSchema, refused: 'Invalid setting' },
      handler: async (ctx, { admin, body }) => {
        await db.getRepository(AdminUser).update({ username: admin.username }, { morningReminder: body.on });
        ctx.body = await setting(admin.username);
      },
    }),
  ];
}
