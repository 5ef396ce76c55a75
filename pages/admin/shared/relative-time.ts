// How long ago a lead came, the way a salesperson scanning the list on a phone thinks of it: "5 min
// ago" within the hour, "today 3:59 pm" or "yesterday 3:59 pm" by the Riyadh day, and the date for
// anything older, in the admin's language (Arabic with Latin digits, as all the admin's copy).
import { ADMIN_TIME_ZONE } from '../../../site/admin-types.js';
import type { Locale } from '../../../site/languages.js';
import { usePageContext } from '../../../components/page-context.js';

const tags: Record<Locale, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-latn-ca-gregory' };
const HOUR_MS = 3_600_000;

const riyadhDay = new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_TIME_ZONE });
const dayNumber = (date: Date) => Date.parse(riyadhDay.format(date)) / 86_400_000;

export function relativeTime(iso: string, locale: Locale, now: Date): string {
  const at = new Date(iso);
  const tag = tags[locale];
  const ago = now.getTime() - at.getTime();
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'short' });
  if (ago >= 0 && ago < HOUR_MS) return relative.format(-Math.floor(ago / 60_000), 'minute');
  const time = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : tag, {
    timeZone: ADMIN_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  const days = dayNumber(now) - dayNumber(at);
  if (days === 0 || days === 1) return `${relative.format(-days, 'day')} ${time}`;
  const sameYear = now.getTime() - at.getTime() < 300 * 24 * HOUR_MS;
  return new Intl.DateTimeFormat(tag, {
    timeZone: ADMIN_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(at);
}

/** relativeTime in the screen's language, from the moment the list is drawn. */
export function useRelativeTime(): (iso: string) => string {
  const { locale } = usePageContext();
  const now = new Date();
  return (iso) => relativeTime(iso, locale, now);
}
