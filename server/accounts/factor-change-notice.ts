// After an admin's second factor changed: the notice to the admin's own address, when the account
// has one and SMTP is set (server/notifications/second-factor-notice.ts), sent before the answer as
// the invitation is (within the same SMTP timeouts). A notice that cannot be sent is logged and
// refuses nothing: the change is made, and its audit line was written with it.
import type { DataSource } from 'typeorm';
import { AdminUser } from '../../entities/index.js';
import type { AppConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { sendSecondFactorNotice } from '../notifications/second-factor-notice.js';
import type { FactorChange, FactorChanger } from './second-factor-changes.js';

export async function noticeFactorChange(
  { config, db, logger }: { config: AppConfig; db: DataSource; logger: Logger },
  by: FactorChanger,
  change: FactorChange,
): Promise<void> {
  if (!config.notifications.email) return;
  const admin = await db
    .getRepository(AdminUser)
    .findOne({ where: { id: by.adminId }, select: { id: true, email: true, locale: true } });
  if (!admin?.email) return;
  const language = admin.locale ?? 'en';
  await sendSecondFactorNotice(
    config.notifications,
    {
      to: admin.email,
      username: by.username,
      change,
      ...by.origin,
      at: new Date(),
      language,
      siteName: config.site.name[language],
    },
    logger,
  );
}
