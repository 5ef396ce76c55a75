// What one admin's morning reminder says, in their admin language: their overdue and today's open
// activities, and the leads that came since the last working morning that nobody is assigned to,
// each with a link to the admin with the lead open.
import type { DataSource } from 'typeorm';
import { Lead } from '../../../entities/index.js';
import { adminTranslator } from '../../../locales/admin-messages.js';
import type { Locale } from '../../../site/languages.js';
import { isActivityType } from '../../../site/lead-activities.js';
import { localizePath } from '../../../site/paths.js';
import { myOpenActivities } from '../../admin/activities/my-activities.js';
import type { RiyadhNow } from '../../admin/activities/riyadh-now.js';
import { escapeHtml } from '../escape-html.js';

export interface ReminderMail {
  subject: string;
  text: string;
  html: string;
}

const MAX_NEW_LEADS = 30;

export async function reminderContent(
  db: DataSource,
  admin: { id: number; username: string; locale: Locale },
  now: RiyadhNow,
  newSince: Date,
  siteUrl: string,
): Promise<ReminderMail | null> {
  const t = adminTranslator(admin.locale);
  const adminPath = localizePath('/admin', admin.locale);
  const leadLink = (id: number) => new URL(`${adminPath}?lead=${id}`, siteUrl).toString();
  const due = await myOpenActivities(db, admin.id, now, now.day);
  const fresh = await db
    .getRepository(Lead)
    .createQueryBuilder('lead')
    .select(['lead.id', 'lead.name', 'lead.company'])
    .where('lead.ownerId IS NULL AND lead.spamReason IS NULL AND lead.createdAt >= :since', { since: newSince })
    .orderBy('lead.id', 'DESC')
    .limit(MAX_NEW_LEADS)
    .getMany();
  const overdue = due.filter((a) => a.overdue);
  const today = due.filter((a) => !a.overdue);
  if (!due.length && !fresh.length) return null;

  const activityLine = (a: (typeof due)[number]) => ({
    words: `${isActivityType(a.type) ? t(`admin.activities.types.${a.type}`) : a.type} · ${a.leadName ?? ''} · ${a.dueOn}${a.dueTime ? ` ${a.dueTime}` : ''}`,
    link: leadLink(a.leadId),
  });
  const sections = [
    { heading: t('admin.reminders.email.overdue', { count: overdue.length }), lines: overdue.map(activityLine) },
    { heading: t('admin.reminders.email.today', { count: today.length }), lines: today.map(activityLine) },
    {
      heading: t('admin.reminders.email.unassigned', { count: fresh.length }),
      lines: fresh.map((lead) => ({
        words: lead.company ? `${lead.name} · ${lead.company}` : lead.name,
        link: leadLink(lead.id),
      })),
    },
  ].filter((section) => section.lines.length > 0);
  const greeting = t('admin.reminders.email.greeting', { username: admin.username });
  const account = new URL(`${adminPath}?account`, siteUrl).toString();
  const footer = t('admin.reminders.email.footer', { link: account });
  const text = [
    greeting,
    ...sections.map((s) => [s.heading, ...s.lines.map((l) => `- ${l.words}\n  ${l.link}`)].join('\n')),
    footer,
  ].join('\n\n');
  const html = `<div dir="${admin.locale === 'ar' ? 'rtl' : 'ltr'}" lang="${admin.locale}"><p>${escapeHtml(greeting)}</p>${sections
    .map(
      (s) =>
        `<h3>${escapeHtml(s.heading)}</h3><ul>${s.lines
          .map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.words)}</a></li>`)
          .join('')}</ul>`,
    )
    .join('')}<p>${escapeHtml(footer)}</p></div>`;
  return { subject: t('admin.reminders.email.subject', { day: now.day }), text, html };
}
