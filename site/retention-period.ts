// The lead retention period in words, as the privacy notice states it: whole years as months
// ("24 months", «24 شهرًا»), whole 30-day months as months, otherwise days. Arabic counts follow
// the number: شهر واحد، شهرين، 3 أشهر، 24 شهرًا، 100 شهر.
import type { Locale } from './languages.js';

interface CountedNoun {
  one: string;
  two: string;
  /** 3 to 10: plural. */
  few: string;
  /** 11 to 99: singular, accusative. */
  many: string;
  /** Hundreds and 1–2 above them: singular, genitive. */
  hundreds: string;
}

const ARABIC: Record<'month' | 'day', CountedNoun> = {
  month: { one: 'شهر واحد', two: 'شهرين', few: 'أشهر', many: 'شهرًا', hundreds: 'شهر' },
  day: { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', hundreds: 'يوم' },
};

function arabicCount(n: number, noun: CountedNoun): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  const lastTwo = n % 100;
  if (n > 100 && lastTwo <= 2) return `${n} ${noun.hundreds}`;
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} ${noun.few}`;
  if (lastTwo === 0) return `${n} ${noun.hundreds}`;
  return `${n} ${noun.many}`;
}

export function retentionPeriod(days: number, locale: Locale): string {
  const months = days % 365 === 0 ? (days / 365) * 12 : days % 30 === 0 ? days / 30 : null;
  const [count, unit] = months === null ? [days, 'day' as const] : [months, 'month' as const];
  if (locale === 'ar') return arabicCount(count, ARABIC[unit]);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
