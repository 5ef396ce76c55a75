// The leads CSV: CRLF line ends and a UTF-8 byte-order mark so Excel reads Arabic names correctly.
// Nothing in it can run in the admin's spreadsheet (OWASP "CSV injection"): every cell is quoted,
// so a ';' or tab list separator inside a value never starts a new cell; a cell that a spreadsheet
// could take for a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading
// apostrophe; control and bidi override characters are dropped (site/visitor-text.ts).
import { ADMIN_TIME_ZONE, type AdminLead } from '../../site/admin-types.js';
import { withoutControls } from '../../site/visitor-text.js';

export const BOM = '\uFEFF';

export function csvCell(value: string | number | boolean | null): string {
  let text = withoutControls(value === null ? '' : String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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

const COLUMNS: Array<[string, (lead: AdminLead) => string | number | boolean | null]> = [
  ['ID', (l) => l.id],
  ['Received (Saudi time)', (l) => saudiDateTime(l.createdAt)],
  ['Name', (l) => l.name],
  ['Phone', (l) => l.phone],
  ['Email', (l) => l.email],
  ['Company', (l) => l.company],
  ['City', (l) => l.city],
  ['Service', (l) => l.service],
  ['Message', (l) => l.message],
  ['Source', (l) => l.source],
  ['Language', (l) => l.locale],
  ['Page', (l) => l.pagePath],
  ['Marketing consent', (l) => (l.marketingConsent ? 'yes' : 'no')],
];

export function leadsCsv(leads: AdminLead[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const lead of leads) lines.push(COLUMNS.map(([, get]) => csvCell(get(lead))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
