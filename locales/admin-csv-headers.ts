// The leads CSV's header row in the exporting admin's language: the visitor's fields under the names
// the lead view gives them (admin.lead.fields.*), the other columns under admin.csv.*.
import { adminTranslator } from './admin-messages.js';
import type { Locale } from '../site/languages.js';
import { csvColumns, type CsvColumn } from '../site/leads-csv.js';

const visitorFields = [
  'received',
  'name',
  'phone',
  'email',
  'company',
  'city',
  'service',
  'message',
  'source',
  'language',
  'page',
  'consent',
] as const satisfies readonly CsvColumn[];
type VisitorField = (typeof visitorFields)[number];

const isVisitorField = (column: CsvColumn): column is VisitorField =>
  (visitorFields as readonly CsvColumn[]).includes(column);

/** Each column's header, in the language given. */
export function csvHeaders(locale: Locale): Record<CsvColumn, string> {
  const t = adminTranslator(locale);
  return Object.fromEntries(
    csvColumns.map((column) => [
      column,
      isVisitorField(column) ? t(`admin.lead.fields.${column}`) : t(`admin.csv.${column}`),
    ]),
  ) as Record<CsvColumn, string>;
}
