// The words for the implementation durations held in site/implementation-durations.ts, so page
// copy builds each sentence from the one table: "8 to 14 weeks", «من 8 إلى 14 أسبوعًا».
import {
  durationSpan,
  implementationDurations,
  type DurationRange,
  type DurationUnit,
  type ImplementationScope,
} from '../site/implementation-durations.js';
import type { Locale } from '../site/languages.js';

/** An Arabic count with its noun: 1 and 2 as words, 3 to 10 with the plural, 11 and up with the singular. */
function arabicCount(n: number, unit: DurationUnit): string {
  const [one, two, plural, singular] =
    unit === 'weeks' ? ['أسبوع', 'أسبوعين', 'أسابيع', 'أسبوعًا'] : ['شهر', 'شهرين', 'أشهر', 'شهرًا'];
  if (n === 1) return one;
  if (n === 2) return two;
  return `${n} ${n <= 10 ? plural : singular}`;
}

/** One amount: "8 weeks", «8 أسابيع». */
export function durationAmount(n: number, unit: DurationUnit, locale: Locale): string {
  if (locale === 'ar') return arabicCount(n, unit);
  return `${n} ${n === 1 ? unit.slice(0, -1) : unit}`;
}

/** A range: "8 to 14 weeks", "9 months or more"; «من 8 إلى 14 أسبوعًا»، «من شهرين إلى 4 أشهر»، «9 أشهر فأكثر». */
export function rangeText({ from, to, unit }: DurationRange, locale: Locale): string {
  if (to === null)
    return locale === 'ar' ? `${arabicCount(from, unit)} فأكثر` : `${durationAmount(from, unit, 'en')} or more`;
  if (locale === 'en') return `${from} to ${durationAmount(to, unit, 'en')}`;
  // «من شهرين» and «من أسبوع» keep their noun; a number from 3 up leaves it to the upper bound.
  const start = from <= 2 ? arabicCount(from, unit) : String(from);
  return `من ${start} إلى ${arabicCount(to, unit)}`;
}

/** The estimated duration of a scope, in words. */
export const durationText = (scope: ImplementationScope, locale: Locale): string =>
  rangeText(implementationDurations[scope], locale);

/** The shortest and longest estimate among some scopes, each with its unit: "8 weeks", "9 months". */
export function spanBounds(scopes: readonly ImplementationScope[], locale: Locale): { from: string; to: string } {
  const { from, to } = durationSpan(scopes);
  return {
    from: durationAmount(from.from, from.unit, locale),
    to: durationAmount(to.to ?? to.from, to.unit, locale),
  };
}
