// A calendar day (a follow-up day, YYYY-MM-DD) as each language writes it: "4 Dec 2025" in English,
// «4 ديسمبر 2025» in Arabic with Latin digits and the Gregorian calendar. A day has no time, so it
// is formatted as the same day everywhere (UTC), never moved by the admin's time zone.
import type { Locale } from '../../../site/languages.js';
import { usePageContext } from '../../../components/page-context.js';

const styles: Record<Locale, { tag: string; dateStyle: 'medium' | 'long' }> = {
  en: { tag: 'en-GB', dateStyle: 'medium' },
  ar: { tag: 'ar-SA-u-nu-latn-ca-gregory', dateStyle: 'long' },
};
const formatters = new Map<Locale, Intl.DateTimeFormat>();

export function formatDay(day: string, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    const { tag, dateStyle } = styles[locale];
    formatter = new Intl.DateTimeFormat(tag, { dateStyle, timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : formatter.format(at);
}

export function useDayFormat(): (day: string) => string {
  const { locale } = usePageContext();
  return (day) => formatDay(day, locale);
}
