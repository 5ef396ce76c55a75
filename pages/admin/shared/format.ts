// Times in the admin screens are Saudi time, whatever the admin's computer is set to, written the way
// each language writes dates: English day first ("4 Dec 2025, 13:05"), Arabic with the month's name
// and Latin digits, as all the site's Arabic copy does («4 ديسمبر 2025 في 1:05 م»). Business dates are
// Gregorian, so the Arabic format asks for that calendar instead of ar-SA's default Umm al-Qura one.
// One formatter per language, made on first use: building one is far slower than using it.
import { ADMIN_TIME_ZONE } from '../../../site/admin-types.js';
import type { Locale } from '../../../site/languages.js';
import { usePageContext } from '../../../components/page-context.js';

const styles: Record<Locale, { tag: string; options: Intl.DateTimeFormatOptions }> = {
  en: { tag: 'en-GB', options: { dateStyle: 'medium', timeStyle: 'short' } },
  ar: { tag: 'ar-SA-u-nu-latn-ca-gregory', options: { dateStyle: 'long', timeStyle: 'short' } },
};

const formatters = new Map<Locale, Intl.DateTimeFormat>();

function formatterFor(locale: Locale): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    const { tag, options } = styles[locale];
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone: ADMIN_TIME_ZONE });
    formatters.set(locale, formatter);
  }
  return formatter;
}

export const saudiTime = (iso: string, locale: Locale) => formatterFor(locale).format(new Date(iso));

/** saudiTime in the language of the screen. */
export function useSaudiTime(): (iso: string) => string {
  const { locale } = usePageContext();
  return (iso) => saudiTime(iso, locale);
}
