// The words of a lead notification, for the sales team's inbox: who wrote, how to reach them (the
// phone as typed and in international form), whether they wrote before (a link to their first
// lead), what they asked, where on the site (source and page), where the visit came from (landing
// page, referring site, campaign and click ids) and a link to the lead in the admin inbox. Labels
// are in the team's language (LEAD_NOTIFY_LANGUAGE: English, or Arabic laid out right to left);
// visitor text keeps its own direction (an Arabic name reads right to left in the English layout).
//
// In the text part only the message has several lines, and each of them is quoted ("> "): what a
// visitor typed can never stand at the start of a line, so it cannot pass for one of the
// notification's own lines ("Open in the admin inbox: …").
import type { Lead } from '../../entities/index.js';
import { leadNotificationWords as arabic } from '../../locales/ar/lead-notification.js';
import { leadNotificationWords as english, type LeadNotificationWords } from '../../locales/en/lead-notification.js';
import { escapeHtml } from './escape-html.js';
import { notifiedLead } from './notified-lead.js';

export type NotificationLanguage = 'en' | 'ar';

const WORDS: Record<NotificationLanguage, LeadNotificationWords> = { en: english, ar: arabic };
// Latin digits in Arabic too (the site's rule), Gregorian dates.
const DATE_LOCALE: Record<NotificationLanguage, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory-nu-latn' };

export interface LeadMessage {
  subject: string;
  text: string;
  html: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const riyadhTime = (date: Date, language: NotificationLanguage) =>
  `${new Intl.DateTimeFormat(DATE_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(date)} ${WORDS[language].riyadhTime}`;

/** visitor: typed by the visitor (own direction); fact: ours; link: an address of this site; code: a campaign value. */
type Kind = 'visitor' | 'fact' | 'link' | 'code';
type Row = [label: string, value: string, kind: Kind];

interface Context {
  siteName: string;
  siteUrl: string;
  language?: NotificationLanguage;
}

export function leadMessage(lead: Lead, { siteName, siteUrl, language = 'en' }: Context): LeadMessage {
  const words = WORDS[language];
  const { labels } = words;
  const notified = notifiedLead(lead, siteUrl);
  const adminLink = (id: number) => `${siteUrl}/admin?lead=${id}`;
  const adminUrl = adminLink(lead.id);
  const source = words.sources[lead.source];
  const rows: Row[] = [
    [labels.name, notified.name, 'visitor'],
    [labels.company, notified.company, 'visitor'],
    [labels.phone, notified.phone, 'fact'],
    [labels.phoneE164, notified.phoneE164 ?? '', 'fact'],
    [labels.email, notified.email, 'fact'],
    [labels.city, notified.city, 'visitor'],
    [labels.service, notified.service, 'visitor'],
    [labels.source, source, 'fact'],
    [labels.page, notified.pageUrl ?? '', 'link'],
    [labels.siteLanguage, words.languages[lead.locale], 'fact'],
    [labels.received, riyadhTime(lead.createdAt, language), 'fact'],
    [labels.marketingConsent, lead.marketingConsent ? words.yes : words.no, 'fact'],
    [labels.returningContact, notified.contactLeadId === null ? '' : adminLink(notified.contactLeadId), 'link'],
  ];
  const { attribution } = notified;
  const visitRows: Row[] = [
    [labels.landingPage, attribution.landingUrl ?? '', 'link'],
    [labels.referrer, attribution.referrerOrigin ?? '', 'code'],
    [labels.utmSource, attribution.utmSource ?? '', 'code'],
    [labels.utmMedium, attribution.utmMedium ?? '', 'code'],
    [labels.utmCampaign, attribution.utmCampaign ?? '', 'code'],
    [labels.utmTerm, attribution.utmTerm ?? '', 'code'],
    [labels.utmContent, attribution.utmContent ?? '', 'code'],
    [labels.gclid, attribution.gclid ?? '', 'code'],
    [labels.fbclid, attribution.fbclid ?? '', 'code'],
    [labels.msclkid, attribution.msclkid ?? '', 'code'],
  ];
  const shown = (list: Row[]) => list.filter(([, value]) => value);
  const subject = `${words.newLead}: ${notified.name}${notified.company ? ` (${notified.company})` : ''} · ${siteName}`;
  const textValue = ([label, value]: Row) =>
    label === labels.returningContact ? fill(words.firstLeadOf, { link: value }) : value;

  const text = [
    fill(words.intro, { source, site: siteName }),
    '',
    ...shown(rows).map((row) => `${row[0]}: ${textValue(row)}`),
    ...(shown(visitRows).length
      ? ['', `${words.whereFrom}:`, ...shown(visitRows).map((row) => `${row[0]}: ${row[1]}`)]
      : []),
    '',
    `${labels.message}:`,
    ...notified.messageLines.map((line) => (line ? `> ${line}` : '>')),
    '',
    `${words.openInAdmin}: ${adminUrl}`,
  ].join('\n');

  const rtl = language === 'ar';
  const start = rtl ? 'right' : 'left';
  const anchor = (url: string) => `<a href="${escapeHtml(url)}" dir="ltr">${escapeHtml(url)}</a>`;
  const cell = ([label, value, kind]: Row) => {
    if (label === labels.returningContact) {
      const [before = '', after = ''] = words.firstLeadOf.split('{link}');
      return `${escapeHtml(before)}${anchor(value)}${escapeHtml(after)}`;
    }
    if (kind === 'visitor' || kind === 'code') return `<bdi dir="auto">${escapeHtml(value)}</bdi>`;
    return kind === 'link' ? anchor(value) : escapeHtml(value);
  };
  const table = (list: Row[]) => `<table role="presentation" cellpadding="6" style="border-collapse:collapse">
${shown(list)
  .map(
    (row) =>
      `<tr><th align="${start}" style="vertical-align:top;color:#4b5563;font-weight:600">${escapeHtml(row[0])}</th><td>${cell(row)}</td></tr>`,
  )
  .join('\n')}
</table>`;
  const html = `<!doctype html><html lang="${language}" dir="${rtl ? 'rtl' : 'ltr'}"><body dir="${rtl ? 'rtl' : 'ltr'}" style="font-family:Arial,'Segoe UI',Tahoma,sans-serif;color:#1f2937;line-height:1.5;text-align:${start}">
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(words.newLead)}</h1>
${table(rows)}
${shown(visitRows).length ? `<h2 style="font-size:16px;margin:16px 0 6px">${escapeHtml(words.whereFrom)}</h2>\n${table(visitRows)}` : ''}
<h2 style="font-size:16px;margin:16px 0 6px">${escapeHtml(labels.message)}</h2>
<p dir="auto" style="white-space:pre-wrap;margin:0;padding:12px;background:#f3f4f6;border-radius:8px">${escapeHtml(notified.messageLines.join('\n'))}</p>
<p style="margin-top:20px"><a href="${escapeHtml(adminUrl)}" style="background:#167A6A;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(words.openInAdmin)}</a></p>
</body></html>`;
  return { subject, text, html };
}
