// How long the main thread was unavailable to a tap, counted as Lighthouse counts it: every task of
// more than 50 ms blocks input for the part beyond 50 ms (total blocking time), from the first
// contentful paint until the page has gone quiet, that is until the last long task before five
// seconds without one (Lighthouse's time to interactive, without its network condition).
import type { LongTask } from './probe-summary.js';

const BLOCKING_AFTER_MS = 50;
export const QUIET_WINDOW_MS = 5_000;

/** The sum of each task's time beyond 50 ms; a task that began before `fcp` counts from it. */
export function totalBlockingTime(tasks: LongTask[], fcp: number): number {
  let blocking = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= fcp) continue;
    blocking += Math.max(0, end - Math.max(task.start, fcp) - BLOCKING_AFTER_MS);
  }
  return blocking;
}

/** From when the main thread has been free of long tasks, looking no earlier than `from`. */
export function quietSince(tasks: LongTask[], from: number): number {
  return tasks.reduce((latest, task) => Math.max(latest, task.start + task.duration), from);
}
