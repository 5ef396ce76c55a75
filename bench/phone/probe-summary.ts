// What bench/phone/page-probe.js reports from inside the page; every time is in ms since navigation start.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

export interface LongTask {
  start: number;
  duration: number;
}

export interface ProbeSummary {
  fcp: number | null;
  /** Every largest-contentful-paint candidate in order; the last one before the first input is the LCP. */
  lcpCandidates: number[];
  firstScriptStart: number | null;
  /** JavaScript of the site's own build fetched so far, in bytes over the wire. */
  scriptBytes: number;
  /** Every task of 50 ms or more on the main thread so far; `start` in ms since navigation start. */
  longTasks: LongTask[];
  hydratedAt: number | null;
  loaded: boolean;
  /** The end of the load event, once it has fired. */
  loadEnd: number | null;
  /** When this summary was read. */
  now: number;
  /** The first pointerdown or touchstart: `at` is the event's own timestamp, `handledAt` when its listener ran. */
  press: { type: string; at: number; handledAt: number } | null;
  /** The first frame in which a dialog was rendered after the press, and the dialog's accessible name. */
  menu: { at: number; name: string } | null;
}

declare global {
  interface Window {
    __phoneBench: { summary: () => ProbeSummary; menuButtonCenter: () => Point | null };
  }
}

export const PAGE_PROBE_PATH = fileURLToPath(new URL('./page-probe.js', import.meta.url));

export function readProbe(page: Page): Promise<ProbeSummary> {
  return page.evaluate(() => window.__phoneBench.summary());
}

export function readMenuButtonCenter(page: Page): Promise<Point | null> {
  return page.evaluate(() => window.__phoneBench.menuButtonCenter());
}
