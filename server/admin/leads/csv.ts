// The leads CSV: CRLF line ends and a UTF-8 byte-order mark so Excel reads Arabic names correctly.
// Beside what the visitor sent: the pipeline (stage, owner, lost reason, follow-up day, first
// response), where the lead came from (landing page, referrer, campaign parameters, click ids), the
// contact's first lead for a returning contact, the phone in E.164, and the lead's id in the
// company's Odoo once it is there.
// Nothing in it can run in the admin's spreadsheet (OWASP "CSV injection"): every cell is quoted,
// so a ';' or tab list separator inside a value never starts a new cell; a cell that a spreadsheet
// could take for a formula (starting with =, +, -, @, a tab or a carriage return, their fullwidth
// and small forms and the minus sign, which a spreadsheet may fold into them, and any of these after
// leading spaces) gets a leading apostrophe; control and bidi override characters are dropped
// (site/visitor-text.ts).
// Stored codes (stage, form, language, service, spam reason, consent) are written as words in the
// exporting admin's language, as the admin screens show them, and a form's own placeholder for a
// company or city the visitor never typed is left empty.
import { csvHeaders } from '../../../locales/admin-csv-headers.js';
import { adminTranslator } from '../../../locales/admin-messages.js';
import { serviceInWords, typedByVisitor } from '../../../site/pipeline/lead-words.js';
import { ADMIN_TIME_ZONE, type AdminLead } from '../../../site/admin-types.js';
import type { Locale } from '../../../site/languages.js';
import { csvColumns, type CsvColumn } from '../../../site/leads-csv.js';
import { withoutControls } from '../../../site/visitor-text.js';

export const BOM = '\uFEFF';

/** Starts a spreadsheet may read as a formula: ASCII, fullwidth (＝＋－＠), small (﹦﹢﹣﹫) and the minus sign. */
const FORMULA_START = /^[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212]|^[\t\r]/u;

export function csvCell(value: string | number | boolean | null): string {
  let text = withoutControls(value === null ? '' : String(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const riyadhTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: ADMIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "2025-01-31 14:05:09" in Saudi time. */
export function saudiDateTime(iso: string): string {
  const parts = Object.fromEntries(riyadhTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

type Cells = Record<CsvColumn, (lead: AdminLead) => string | number | boolean | null>;

const cellsIn = (locale: Locale): Cells => {
  const t = adminTranslator(locale);
  return {
    ...cells,
    company: (l) => typedByVisitor(l, 'company'),
    city: (l) => typedByVisitor(l, 'city'),
    service: (l) => serviceInWords(l.service, locale),
    source: (l) => t(`admin.inbox.sources.${l.source}`),
    language: (l) => t(`admin.lead.languages.${l.locale}`),
    consent: (l) => (l.marketingConsent ? t('admin.lead.yes') : t('admin.lead.no')),
    stage: (l) => t(`admin.pipeline.stages.${l.stage}`),
    spamReason: (l) => (l.spamReason ? t(`admin.pipeline.spamReasons.${l.spamReason}`) : null),
  };
};

const cells: Cells = {
  id: (l) => l.id,
  received: (l) => saudiDateTime(l.createdAt),
  name: (l) => l.name,
  phone: (l) => l.phone,
  email: (l) => l.email,
  company: (l) => l.company,
  city: (l) => l.city,
  service: (l) => l.service,
  message: (l) => l.message,
  source: (l) => l.source,
  language: (l) => l.locale,
  page: (l) => l.pagePath,
  consent: (l) => (l.marketingConsent ? 'yes' : 'no'),
  phoneE164: (l) => l.phoneE164,
  stage: (l) => l.stage,
  lostReason: (l) => l.lostReason,
  owner: (l) => l.owner?.username ?? null,
  followUpOn: (l) => l.followUpOn,
  // Plain digits, no separators: a spreadsheet sums the column as it is.
  valueSar: (l) => l.valueSar,
  expectedCloseMonth: (l) => l.expectedCloseMonth,
  firstResponseAt: (l) => (l.firstResponseAt ? saudiDateTime(l.firstResponseAt) : null),
  contactLeadId: (l) => l.contactLeadId,
  landingPath: (l) => l.attribution.landingPath,
  referrerOrigin: (l) => l.attribution.referrerOrigin,
  utmSource: (l) => l.attribution.utmSource,
  utmMedium: (l) => l.attribution.utmMedium,
  utmCampaign: (l) => l.attribution.utmCampaign,
  utmTerm: (l) => l.attribution.utmTerm,
  utmContent: (l) => l.attribution.utmContent,
  gclid: (l) => l.attribution.gclid,
  fbclid: (l) => l.attribution.fbclid,
  msclkid: (l) => l.attribution.msclkid,
  spamReason: (l) => l.spamReason,
  odooLeadId: (l) => l.odooLeadId,
};

/** The leads as CSV, the header row in the exporting admin's language. */
export function leadsCsv(leads: AdminLead[], locale: Locale = 'en'): string {
  const headers = csvHeaders(locale);
  const cells = cellsIn(locale);
  const lines = [csvColumns.map((column) => csvCell(headers[column])).join(',')];
  for (const lead of leads) lines.push(csvColumns.map((column) => csvCell(cells[column](lead))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
