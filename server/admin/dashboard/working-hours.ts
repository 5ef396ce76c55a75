// Time counted only while the company is at work: its office days and hours (the company profile's
// office, Sunday to Thursday), in Riyadh time, which keeps UTC+3 all year. A lead that came on
// Thursday afternoon and was answered first thing on Sunday waited only the working minutes between.
import type { SiteConfig } from '../../../site/profile.js';

const DAY_MS = 86_400_000;
const RIYADH_OFFSET_MS = 3 * 3_600_000;
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export type OfficeHours = Pick<SiteConfig['office'], 'days' | 'opens' | 'closes'>;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * Working milliseconds from `from` to `to`, counting no further than `enough` (the caller only asks
 * whether a limit was passed, so a lead waiting for months costs no more than one waiting a day).
 */
export function workingMsBetween(from: Date, to: Date, office: OfficeHours, enough = Infinity): number {
  const open = new Set(office.days.map((day) => weekdays.indexOf(day)));
  const opensMs = minutesOf(office.opens) * 60_000;
  const closesMs = minutesOf(office.closes) * 60_000;
  const riyadhFrom = from.getTime() + RIYADH_OFFSET_MS;
  const riyadhTo = to.getTime() + RIYADH_OFFSET_MS;
  let total = 0;
  for (let day = Math.floor(riyadhFrom / DAY_MS) * DAY_MS; day < riyadhTo && total < enough; day += DAY_MS) {
    if (!open.has(new Date(day).getUTCDay())) continue;
    const start = Math.max(riyadhFrom, day + opensMs);
    const end = Math.min(riyadhTo, day + closesMs);
    if (end > start) total += end - start;
  }
  return Math.min(total, enough);
}
