// The 08:00 reminders: on working days in Riyadh (Sunday to Thursday), at or after 08:00 by the app's
// clock, a tick queues one morning_reminder row per admin who wants it (the switch in My account, an
// email address, a role that works leads). The row's unique (admin, day) key means any number of
// processes queue it once; it is then claimed under a lease with a conditional UPDATE, as the lead
// outbox's rows are (outbox.ts), sent, and marked sent, so it goes out once and survives a restart.
// A failed send is tried again with doubling delays. Without SMTP nothing is queued.
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { DataSource } from 'typeorm';
import { In, IsNull, LessThanOrEqual } from 'typeorm';
import { AdminUser, MorningReminder } from '../../../entities/index.js';
import { adminAbilities } from '../../../site/admin-roles.js';
import { ADMIN_UTC_OFFSET } from '../../../site/admin-types.js';
import { riyadhNow, type RiyadhNow } from '../../admin/activities/riyadh-now.js';
import type { Clock } from '../../clock.js';
import type { NotificationConfig } from '../../config/config.js';
import { errorFacts } from '../../logging/failure-fields.js';
import { silentLogger, type Logger } from '../../logging/logger.js';
import { LEASE_MS } from '../delivery-timing.js';
import { reminderContent } from './reminder-content.js';

export const REMINDER_TIME = '08:00';
const WORKING_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'];
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 30 * 60_000;

export const isReminderTime = (now: RiyadhNow) => WORKING_DAYS.includes(now.weekday) && now.minute >= REMINDER_TIME;

/** 08:00 in Riyadh of the working day before `day`: the leads since then are "new" in its reminder. */
export function previousWorkingMorning(day: string): Date {
  let at = Date.parse(`${day}T${REMINDER_TIME}:00${ADMIN_UTC_OFFSET}`);
  do at -= 86_400_000;
  while (!WORKING_DAYS.includes(riyadhNow(new Date(at)).weekday));
  return new Date(at);
}

/** Queues today's reminder of every admin who wants one, once whatever the number of processes. */
export async function queueMorningReminders(db: DataSource, now: RiyadhNow, at: number): Promise<void> {
  if (!isReminderTime(now)) return;
  const admins = await db.getRepository(AdminUser).find({
    where: { disabled: false, morningReminder: true, role: In([...adminAbilities.workLeads]) },
    select: { id: true, email: true },
  });
  const wanted = admins.filter((admin) => admin.email);
  if (!wanted.length) return;
  await db
    .createQueryBuilder()
    .insert()
    .into(MorningReminder)
    .values(wanted.map((admin) => ({ adminId: admin.id, day: now.day, dueAt: at, attempts: 0, leaseUntil: 0 })))
    .orIgnore()
    .execute();
}

export interface MorningReminders {
  /** One tick: queue what is due by the clock, then send what is owed. */
  runNow(): Promise<void>;
  stop(): void;
}

export function startMorningReminders(
  db: DataSource,
  config: { notifications: NotificationConfig; site: { siteUrl: string } },
  clock: Clock,
  { pollMs = 60_000, logger = silentLogger }: { pollMs?: number; logger?: Logger } = {},
): MorningReminders {
  const email = config.notifications.email;
  const transport = email ? nodemailer.createTransport({ url: email.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  let running: Promise<void> | null = null;

  async function sendOne(row: MorningReminder, token: string, at: Date): Promise<void> {
    const admin = await db.getRepository(AdminUser).findOneBy({ id: row.adminId });
    const done = (set: Partial<MorningReminder>) =>
      db
        .createQueryBuilder()
        .update(MorningReminder)
        .set({ leaseToken: null, leaseUntil: 0, ...set })
        .where('id = :id AND lease_token = :token', { id: row.id, token })
        .execute();
    if (!admin?.email || admin.disabled || !admin.morningReminder) return void (await done({ sentAt: at.getTime() }));
    try {
      const mail = await reminderContent(
        db,
        { id: admin.id, username: admin.username, locale: admin.locale ?? 'en' },
        riyadhNow(at),
        previousWorkingMorning(row.day),
        config.site.siteUrl,
      );
      // Nothing due and no new lead: no email, and the day's reminder is done.
      if (mail)
        await transport!.sendMail({
          from: email!.from,
          to: admin.email,
          ...mail,
          messageId: `<morning-reminder-${row.id}@${new URL(config.site.siteUrl).hostname}>`,
        });
      await done({ sentAt: Date.now(), attempts: row.attempts + 1, lastError: null });
    } catch (error) {
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(row.attempts, 10));
      logger.warn({ error: errorFacts(error) }, `Morning reminder ${row.id} (admin ${row.adminId}) not sent, retrying`);
      await done({
        dueAt: Date.now() + delay,
        attempts: row.attempts + 1,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 300),
      });
    }
  }

  async function tick(): Promise<void> {
    if (!transport) return;
    const at = clock();
    const wall = Date.now();
    await queueMorningReminders(db, riyadhNow(at), wall);
    const due = await db.getRepository(MorningReminder).find({
      where: { sentAt: IsNull(), dueAt: LessThanOrEqual(wall), leaseUntil: LessThanOrEqual(wall) },
      order: { id: 'ASC' },
      take: 20,
    });
    for (const row of due) {
      const token = randomBytes(12).toString('base64url');
      const claimed = await db
        .createQueryBuilder()
        .update(MorningReminder)
        .set({ leaseToken: token, leaseUntil: wall + LEASE_MS })
        .where('id = :id AND sent_at IS NULL AND lease_until <= :wall', { id: row.id, wall })
        .execute();
      if (claimed.affected === 1) await sendOne(row, token, at);
    }
  }

  const runNow = (): Promise<void> => {
    running ??= tick()
      .catch((error: unknown) => logger.warn({ error: errorFacts(error) }, 'Morning reminders wait for the database'))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void runNow(), pollMs);
  timer.unref();
  return {
    runNow,
    stop: () => clearInterval(timer),
  };
}
