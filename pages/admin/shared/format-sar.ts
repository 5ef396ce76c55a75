// A deal's value as the admin screens write it: whole riyals with the currency's name, Latin digits on
// Arabic screens too (as every number of the admin), "SAR 250,000" / «250,000 ر.س.».
import { localeInfo, type Locale } from '../../../site/languages.js';

export function sarFormat(locale: Locale): (value: number) => string {
  const format = new Intl.NumberFormat(localeInfo[locale].intlTag, {
    style: 'currency',
    currency: 'SAR',
    maximumFractionDigits: 0,
  });
  return (value) => format.format(value);
}

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** What an admin typed as a value, read as whole riyals: Arabic-Indic digits and thousands separators
 * (",", "٬", spaces) allowed. Anything else is sent as typed, for the server to refuse by name. */
export function typedRiyals(text: string): number | string | null {
  const latin = text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf)).replace(/[,\u066C\s]/g, '');
  if (latin === '') return null;
  return /^-?\d+(\.\d+)?$/.test(latin) ? Number(latin) : text;
}
