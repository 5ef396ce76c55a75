// One undisturbed load of a page on the slow phone: paints, the first script request, the end of
// hydration and the main thread's long tasks until it has gone quiet, all from the browser's own
// entries. Nothing touches the page, so the largest contentful paint is not cut short by an input.
// It also notes where the menu button is, so the tapping load can aim without asking its busy page
// first.
import type { Browser } from '@playwright/test';
import { pollUntil, within } from './bounded.js';
import { QUIET_WINDOW_MS, quietSince, totalBlockingTime } from './main-thread.js';
import { type LongTask, type Point, readMenuButtonCenter, readProbe } from './probe-summary.js';
import { openPhonePage } from './slow-phone.js';

export interface LoadRun {
  fcp: number | null;
  lcp: number | null;
  firstScript: number | null;
  hydrationEnd: number | null;
  /** Total blocking time from the first contentful paint until the main thread went quiet. */
  tbt: number | null;
  /** Tasks of 50 ms or more from navigation start until the main thread went quiet. */
  longTasks: number | null;
  /** Those tasks themselves, for the saved runs (--json): where the blocking time lies. */
  longTaskTimes?: LongTask[];
  /** The site's JavaScript fetched until then, in bytes over the wire. */
  scriptBytes: number | null;
  /** The menu button's centre once the page has settled, in CSS pixels of the viewport. */
  menuButton: Point | null;
  error?: string;
}

const LOAD_LIMIT_MS = 60_000;
// A page still busy this long after its load event is recorded as it stands then.
const QUIET_LIMIT_MS = 30_000;
const WHOLE_LOAD_LIMIT_MS = 130_000;

/** `hydrationWaitMs`: how long after the load event to wait for the hydration mark. */
export async function measureLoad(browser: Browser, url: string, hydrationWaitMs: number): Promise<LoadRun> {
  const { context, page } = await openPhonePage(browser);
  try {
    return await within(
      (async () => {
        const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_LIMIT_MS });
        if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
        const hydrated = await pollUntil(
          () => readProbe(page),
          (summary) => summary.hydratedAt !== null,
          hydrationWaitMs,
        );
        // Quiet counts from the load event and hydration: the work they start must be done too.
        const settled = Math.max(hydrated.loadEnd ?? 0, hydrated.hydratedAt ?? 0);
        const probe = await pollUntil(
          () => readProbe(page),
          (summary) => summary.now - quietSince(summary.longTasks, settled) >= QUIET_WINDOW_MS,
          QUIET_LIMIT_MS,
        );
        const menuButton = await readMenuButtonCenter(page);
        return {
          fcp: probe.fcp,
          lcp: probe.lcpCandidates.at(-1) ?? null,
          firstScript: probe.firstScriptStart,
          hydrationEnd: probe.hydratedAt,
          tbt: probe.fcp === null ? null : totalBlockingTime(probe.longTasks, probe.fcp),
          longTasks: probe.longTasks.length,
          longTaskTimes: probe.longTasks,
          scriptBytes: probe.scriptBytes,
          menuButton,
        };
      })(),
      WHOLE_LOAD_LIMIT_MS,
      `loading ${url}`,
    );
  } catch (error) {
    return {
      fcp: null,
      lcp: null,
      firstScript: null,
      hydrationEnd: null,
      tbt: null,
      longTasks: null,
      scriptBytes: null,
      menuButton: null,
      error: String(error instanceof Error ? error.message : error),
    };
  } finally {
    await context.close();
  }
}
