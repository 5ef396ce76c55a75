// Numbers, days and durations as the dashboard shows them in the screen's language: Latin digits on
// Arabic screens, Gregorian dates written day first. Days arrive as YYYY-MM-DD in Riyadh time and are
// shown as those calendar days, whatever the admin's computer is set to.
import type { AdminT } from '../../../components/ui/useAdminT.js';
import { localeInfo, type Locale } from '../../../site/languages.js';

const DATE_TAGS: Record<Locale, string> = { en: 'en-GB', ar: localeInfo.ar.intlTag };

export interface DashboardFormat {
  number: (value: number) => string;
  /** A share of a whole as a whole percent ("23%"; "<1%" for a few in many). */
  percent: (part: number, whole: number) => string;
  /** "3 Nov" / «3 نوفمبر». */
  day: (day: string) => string;
  /** "3 November 2026" / «3 نوفمبر 2026». */
  longDay: (day: string) => string;
  /** "3 hrs 20 mins" / «3 ساعات و20 دقيقة». */
  duration: (seconds: number) => string;
}

export function dashboardFormat(locale: Locale, t: AdminT): DashboardFormat {
  const numbers = new Intl.NumberFormat(localeInfo[locale].intlTag);
  const dates = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(DATE_TAGS[locale], { ...options, timeZone: 'UTC', calendar: 'gregory' });
  const short = dates({ day: 'numeric', month: 'short' });
  const long = dates({ dateStyle: 'long' });
  const unitDisplay = locale === 'ar' ? 'long' : 'short';
  const unit = (name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(localeInfo[locale].intlTag, { style: 'unit', unit: name, unitDisplay });
  const units = { day: unit('day'), hour: unit('hour'), minute: unit('minute') };
  const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    number: (value) => numbers.format(value),
    percent: (part, whole) => {
      if (whole === 0) return '–';
      const share = (part / whole) * 100;
      // The percent sign the style guide writes in both languages ("15%"), not Arabic's «٪».
      return part > 0 && share < 1 ? `<1%` : `${numbers.format(Math.round(share))}%`;
    },
    day: (day) => short.format(asDate(day)),
    longDay: (day) => long.format(asDate(day)),
    duration: (seconds) => {
      const minutes = Math.round(seconds / 60);
      if (minutes < 1) return t('admin.dashboard.lessThanAMinute');
      const parts: Array<[keyof typeof units, number]> =
        minutes >= 48 * 60
          ? [
              ['day', Math.floor(minutes / 1440)],
              ['hour', Math.floor((minutes % 1440) / 60)],
            ]
          : minutes >= 60
            ? [
                ['hour', Math.floor(minutes / 60)],
                ['minute', minutes % 60],
              ]
            : [['minute', minutes]];
      const [larger, smaller] = parts
        .filter(([, value], index) => index === 0 || value > 0)
        .map(([name, value]) => units[name].format(value));
      return smaller ? t('admin.dashboard.durationOfTwo', { larger, smaller }) : larger;
    },
  };
}
