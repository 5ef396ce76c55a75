// The 08:00 reminders, on SQLite and MySQL, with the clock pinned and a real SMTP server: sent to an
// admin who wants it on a working morning (Sunday to Thursday in Riyadh), with their overdue and
// today's activities and new unassigned leads in their language; not before 08:00, not on Friday or
// Saturday, not to one who turned it off, and once per person per day even with two app instances
// on one database ticking at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, Lead, LeadActivity, MorningReminder } from '../../entities/index.js';
import { startMorningReminders } from '../../server/notifications/reminders/morning-reminders.js';
import { createAdminWithRole } from '../helpers/admin.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.js';

describe.each(testDatabases('morning_reminders'))('morning reminders on $name', (database) => {
  let first: Awaited<ReturnType<typeof startTestApp>>;
  let second: Awaited<ReturnType<typeof startTestApp>>;
  let inbox: SmtpInbox;
  let now = new Date();

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const url = await database.url();
    const env = { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, LEAD_NOTIFY_TO: 'sales@site.test' };
    first = await startTestApp(url, env, { clock: () => now });
    second = await startTestApp(url, env, { clock: () => now });
    const sara = await createAdminWithRole(first.db, 'sara', 'sales');
    const omar = await createAdminWithRole(first.db, 'omar', 'owner');
    await first.db.getRepository(AdminUser).update(sara.id, { email: 'sara@site.test', locale: 'ar' });
    await first.db.getRepository(AdminUser).update(omar.id, { email: 'omar@site.test', morningReminder: false });
    const leads = first.db.getRepository(Lead);
    const lead = await leads.save(
      leads.create({
        name: 'Nora',
        email: null,
        phone: '0501234567',
        company: 'Nora Trading',
        city: '',
        service: 'Contact Form',
        message: 'Quote please',
        source: 'contact',
        locale: 'en',
        pagePath: '/contact',
        marketingConsent: false,
        idempotencyKey: null,
        createdAt: new Date('2025-03-15T12:00:00Z'),
      }),
    );
    await first.db.getRepository(LeadActivity).insert({
      leadId: lead.id,
      type: 'call',
      dueOn: '2025-03-16',
      dueTime: '10:00',
      assigneeId: sara.id,
      done: false,
      doneAt: null,
      note: null,
      createdAt: 0,
      createdBy: 'sara',
    });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await inbox?.stop();
  });

  const tickBoth = async () => {
    const a = startMorningReminders(first.db, first.config, () => now);
    const b = startMorningReminders(second.db, second.config, () => now);
    await Promise.all([a.runNow(), b.runNow(), a.runNow(), b.runNow()]);
    a.stop();
    b.stop();
  };

  it('waits for 08:00 on a working day, skips Friday and Saturday, and sends once per person per day', async () => {
    now = new Date('2025-03-14T06:00:00Z'); // Friday 09:00 in Riyadh
    await tickBoth();
    now = new Date('2025-03-15T06:00:00Z'); // Saturday 09:00
    await tickBoth();
    now = new Date('2025-03-16T04:59:00Z'); // Sunday 07:59
    await tickBoth();
    expect(await first.db.getRepository(MorningReminder).count()).toBe(0);
    expect(inbox.messages).toHaveLength(0);

    now = new Date('2025-03-16T05:00:00Z'); // Sunday 08:00
    await tickBoth();
    await tickBoth();
    expect(inbox.messages).toHaveLength(1);
    const mail = inbox.messages[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('sara@site.test');
    expect(mail.subject).toBe('أنشطتكم ليوم 2025-03-16');
    expect(mail.text).toContain('مكالمة · Nora');
    expect(mail.text).toContain('/ar/admin?lead=');
    expect(mail.text).toContain('عملاء محتملون جدد بلا مسؤول (1)');

    now = new Date('2025-03-16T15:00:00Z'); // later that Sunday
    await tickBoth();
    expect(inbox.messages).toHaveLength(1);
    now = new Date('2025-03-17T05:30:00Z'); // Monday 08:30: the next day's
    await tickBoth();
    expect(inbox.messages).toHaveLength(2);
    expect(await first.db.getRepository(MorningReminder).count()).toBe(2);
  });
});
