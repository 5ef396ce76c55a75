// The words of a lead notification, for the sales team's inbox: who wrote, how to reach them, what
// they asked, where on the site (source and page) and a link to the lead in the admin inbox. Labels
// are in both languages, since the team reads both; visitor text keeps its own direction (an Arabic
// name or message reads right to left inside the English layout).
//
// In the text part only the message has several lines, and each of them is quoted ("> "): what a
// visitor typed can never stand at the start of a line, so it cannot pass for one of the
// notification's own lines ("Open in the admin inbox: …").
import type { Lead } from '../../entities/index.js';
import { notifiedLead } from './notified-lead.js';

const SOURCES: Record<Lead['source'], string> = {
  popup: 'Consultation popup · نافذة الاستشارة',
  contact: 'Contact page · صفحة التواصل',
  landing: 'Ads landing page · صفحة الحملة',
};

export interface LeadMessage {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

const riyadhTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(date) +
  ' (Riyadh)';

export function leadMessage(lead: Lead, { siteName, siteUrl }: { siteName: string; siteUrl: string }): LeadMessage {
  const words = notifiedLead(lead, siteUrl);
  const adminUrl = `${siteUrl}/admin?lead=${lead.id}`;
  const rows: Array<[string, string, 'visitor' | 'fact' | 'link']> = [
    ['Name · الاسم', words.name, 'visitor'],
    ['Company · المنشأة', words.company, 'visitor'],
    ['Phone · الجوال', words.phone, 'fact'],
    ['Email · البريد', words.email, 'fact'],
    ['City · المدينة', words.city, 'visitor'],
    ['Service · الخدمة', words.service, 'visitor'],
    ['Source · المصدر', SOURCES[lead.source], 'fact'],
    ['Page · الصفحة', words.pageUrl ?? '', 'link'],
    ['Site language · لغة الموقع', lead.locale === 'ar' ? 'العربية' : 'English', 'fact'],
    ['Received · وقت الاستلام', riyadhTime(lead.createdAt), 'fact'],
    ['Marketing consent · الموافقة التسويقية', lead.marketingConsent ? 'Yes · نعم' : 'No · لا', 'fact'],
  ];
  const subject = `New lead · عميل محتمل جديد: ${words.name}${words.company ? ` (${words.company})` : ''} · ${siteName}`;

  const text = [
    `New lead from the ${SOURCES[lead.source]} on ${siteName}.`,
    '',
    ...rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    '',
    'Message · الرسالة:',
    ...words.messageLines.map((line) => (line ? `> ${line}` : '>')),
    '',
    `Open in the admin inbox · افتحوه في صندوق الإدارة: ${adminUrl}`,
  ].join('\n');

  const cell = (value: string, kind: 'visitor' | 'fact' | 'link') =>
    kind === 'visitor'
      ? `<bdi dir="auto">${escapeHtml(value)}</bdi>`
      : kind === 'link'
        ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
        : escapeHtml(value);
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,'Segoe UI',Tahoma,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:18px;margin:0 0 12px">New lead · عميل محتمل جديد</h1>
<table role="presentation" cellpadding="6" style="border-collapse:collapse">
${rows
  .filter(([, value]) => value)
  .map(
    ([label, value, kind]) =>
      `<tr><th align="left" style="vertical-align:top;color:#4b5563;font-weight:600">${escapeHtml(label)}</th><td>${cell(value, kind)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2 style="font-size:16px;margin:16px 0 6px">Message · الرسالة</h2>
<p dir="auto" style="white-space:pre-wrap;margin:0;padding:12px;background:#f3f4f6;border-radius:8px">${escapeHtml(words.messageLines.join('\n'))}</p>
<p style="margin-top:20px"><a href="${escapeHtml(adminUrl)}" style="background:#167A6A;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open in the admin inbox · افتحوه في صندوق الإدارة</a></p>
</body></html>`;
  return { subject, text, html };
}
