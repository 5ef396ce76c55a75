// One undisturbed load of a page on the slow phone: paints, the first script request and the end of
// hydration, all from the browser's own entries. Nothing touches the page, so the largest
// contentful paint is not cut short by an input. It also notes where the menu button is, so the
// tapping load can aim without asking its busy page first.
import type { Browser } from '@playwright/test';
import { pollUntil, within } from './bounded.js';
import { type Point, readMenuButtonCenter, readProbe } from './probe-summary.js';
import { openPhonePage } from './slow-phone.js';

export interface LoadRun {
  fcp: number | null;
  lcp: number | null;
  firstScript: number | null;
  hydrationEnd: number | null;
  /** The menu button's centre once the page has settled, in CSS pixels of the viewport. */
  menuButton: Point | null;
  error?: string;
}

const LOAD_LIMIT_MS = 60_000;
const WHOLE_LOAD_LIMIT_MS = 100_000;

/** `hydrationWaitMs`: how long after the load event to wait for the hydration mark. */
export async function measureLoad(browser: Browser, url: string, hydrationWaitMs: number): Promise<LoadRun> {
  const { context, page } = await openPhonePage(browser);
  try {
    return await within(
      (async () => {
        const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_LIMIT_MS });
        if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
        const probe = await pollUntil(
          () => readProbe(page),
          (summary) => summary.hydratedAt !== null,
          hydrationWaitMs,
        );
        const menuButton = await readMenuButtonCenter(page);
        return {
          fcp: probe.fcp,
          lcp: probe.lcpCandidates.at(-1) ?? null,
          firstScript: probe.firstScriptStart,
          hydrationEnd: probe.hydratedAt,
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
      menuButton: null,
      error: String(error instanceof Error ? error.message : error),
    };
  } finally {
    await context.close();
  }
}
