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
 * A counter of working milliseconds from one instant (epoch ms) to another, counting no further than
 * `enough` (the caller only asks whether a limit was passed, so a lead waiting for months costs no
 * more than one waiting a day). Made once per office: the dashboard measures thousands of waits.
 */
export function workingTimeCounter(office: OfficeHours): (from: number, to: number, enough?: number) => number {
  const open = new Set(office.days.map((day) => weekdays.indexOf(day)));
  const opensMs = minutesOf(office.opens) * 60_000;
  const closesMs = minutesOf(office.closes) * 60_000;
  return (from, to, enough = Infinity) => {
    const riyadhFrom = from + RIYADH_OFFSET_MS;
    const riyadhTo = to + RIYADH_OFFSET_MS;
    let total = 0;
    for (let day = Math.floor(riyadhFrom / DAY_MS) * DAY_MS; day < riyadhTo && total < enough; day += DAY_MS) {
      // Day 0 of the epoch was a Thursday (4).
      if (!open.has((Math.floor(day / DAY_MS) + 4) % 7)) continue;
      const start = Math.max(riyadhFrom, day + opensMs);
      const end = Math.min(riyadhTo, day + closesMs);
      if (end > start) total += end - start;
    }
    return Math.min(total, enough);
  };
}
