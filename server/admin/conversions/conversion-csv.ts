// The offline conversion import files of Google Ads and Microsoft Advertising, as their templates lay
// them out: a first row naming the time zone of every Conversion Time, then the header, then one row
// per conversion.
//   Google Ads ("Import conversions from ad clicks into Google Ads using files", support.google.com/
//   google-ads/answer/7014069): Parameters:TimeZone=<zone ID or ±HHMM>, then
//   Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency
//   Microsoft Advertising (offline conversions import template): the same time zone row, then
//   Microsoft Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency
// The time zone is given once, in the first row, as the ±HHMM offset both accept (Riyadh is UTC+3 all
// year), and each time is written "yyyy-MM-dd HH:mm:ss" in it: a time carrying its own offset as well
// ("…+03:00") is refused by Google's file import when the file names a time zone.
import type { ConversionFormat } from '../../../entities/index.js';

export const CONVERSION_TIME_ZONE = '+0300';
const RIYADH_OFFSET_MS = 3 * 3600_000;

const CLICK_ID_COLUMN: Record<ConversionFormat, string> = {
  google: 'Google Click ID',
  microsoft: 'Microsoft Click ID',
};

export interface ConversionRow {
  clickId: string;
  name: string;
  /** Epoch ms of the conversion. */
  at: number;
  /** Whole riyals; null when nobody priced the deal (the cell is left empty, not 0). */
  value: number | null;
  currency: string;
}

/** "2026-11-20 12:15:00" in Riyadh time. */
export const riyadhConversionTime = (at: number) =>
  new Date(at + RIYADH_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** A cell as RFC 4180 writes it: quoted only when it holds a comma, a quote or a line break. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function conversionCsv(format: ConversionFormat, rows: readonly ConversionRow[]): string {
  const lines = [
    `Parameters:TimeZone=${CONVERSION_TIME_ZONE}`,
    [CLICK_ID_COLUMN[format], 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'].join(
      ',',
    ),
    ...rows.map((row) =>
      [row.clickId, row.name, riyadhConversionTime(row.at), row.value === null ? '' : String(row.value), row.currency]
        .map(cell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
