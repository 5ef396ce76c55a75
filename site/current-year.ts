// The year as the company counts it (Riyadh time, UTC+3 all year, no daylight saving), for the
// footer's copyright line, and the moment the next one begins.
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

export const currentYear = (now = Date.now()) => new Date(now + RIYADH_OFFSET_MS).getUTCFullYear();

export const startOfNextYear = (now = Date.now()) => Date.UTC(currentYear(now) + 1, 0, 1) - RIYADH_OFFSET_MS;
