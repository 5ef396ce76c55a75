// The visitor we imitate: a phone on a slow mobile connection, on a first visit. The numbers are
// Lighthouse's mobile profile (slow 4G, CPU 4× slower), so the results read like its reports.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { PAGE_PROBE_PATH } from './probe-summary.js';

const PHONE_SCREEN = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
// 1.6 Mbps down and 750 Kbps up in bytes per second, counted the way Lighthouse counts them.
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export const CONDITIONS = `390×844 @3x touch, slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up), CPU ${CPU_SLOWDOWN}× slower, cache disabled`;

function mobileUserAgent(browser: Browser): string {
  const major = browser.version().split('.')[0];
  return `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;
}

/** A page in a fresh context (nothing cached, no cookies), throttled before its first request. */
export async function openPhonePage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ ...PHONE_SCREEN, userAgent: mobileUserAgent(browser) });
  await context.addInitScript({ path: PAGE_PROBE_PATH });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}
