// A separate load of the page in which the visitor taps the menu button 100 ms after the first
// contentful paint, with a real touch, and waits for the side menu. Kept apart from the undisturbed
// load because the tap would end the largest-contentful-paint measurement there. The tap aims where
// the undisturbed load found the button: asking this page first would wait for its main thread, and
// a finger does not wait for that.
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from '@playwright/test';
import { type BrowserClock, followBrowserClock } from './browser-clock.js';
import { pollUntil, sleep, within } from './bounded.js';
import { type Point, readMenuButtonCenter, readProbe } from './probe-summary.js';
import { openPhonePage } from './slow-phone.js';

export interface TapRun {
  /** When the touch happened, in ms after the first contentful paint (aimed at 100). */
  tapAfterFcp: number | null;
  /** From the touch to the first frame showing the menu; null when it did not open within 5 s. */
  tapToMenu: number | null;
  opened: boolean;
  menuName?: string;
  error?: string;
}

const TAP_AFTER_FCP_MS = 100;
const ANSWER_LIMIT_MS = 5_000;
const FIRST_PAINT_LIMIT_MS = 30_000;
// Reading the page takes a moment on a throttled CPU; the 5 s rule itself is applied on the page's clock.
const READ_SLACK_MS = 1_000;
const WHOLE_TAP_LIMIT_MS = 60_000;

/** `menuButton`: where to tap; when unknown, the page is asked once it has painted. */
export async function measureTapToMenu(browser: Browser, url: string, menuButton: Point | null): Promise<TapRun> {
  const { context, page, cdp } = await openPhonePage(browser);
  try {
    // The first contentful paint arrives as a lifecycle event stamped with the paint's time, so
    // nothing polls the throttled page while it loads.
    const clock = followBrowserClock(cdp);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const firstPaint = new Promise<number>((resolve) => {
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name === 'firstContentfulPaint' && event.frameId === frameTree.frame.id) resolve(event.timestamp);
      });
    });
    return await within(
      tapOnceAfter(firstPaint, clock, page, url, menuButton),
      WHOLE_TAP_LIMIT_MS,
      `tapping the menu on ${url}`,
    );
  } catch (error) {
    return {
      tapAfterFcp: null,
      tapToMenu: null,
      opened: false,
      error: String(error instanceof Error ? error.message : error),
    };
  } finally {
    await context.close();
  }
}

async function tapOnceAfter(
  firstPaint: Promise<number>,
  clock: BrowserClock,
  page: Page,
  url: string,
  menuButton: Point | null,
): Promise<TapRun> {
  const navigation = page.goto(url, { waitUntil: 'commit', timeout: FIRST_PAINT_LIMIT_MS });
  // If the paint never comes, `within` below reports it; the navigation's own failure then needs a handler.
  navigation.catch(() => undefined);
  const paintStamp = await within(firstPaint, FIRST_PAINT_LIMIT_MS, 'first contentful paint');
  const tapTime = (clock.toLocal(paintStamp) ?? performance.now()) + TAP_AFTER_FCP_MS;
  const target = menuButton ?? (await readMenuButtonCenter(page));
  if (!target) throw new Error('no visible menu button in the header');
  await sleep(tapTime - performance.now());
  await page.touchscreen.tap(target.x, target.y);
  const probe = await pollUntil(
    () => readProbe(page),
    (summary) => summary.menu !== null,
    ANSWER_LIMIT_MS + READ_SLACK_MS,
  );
  if (!probe.press) throw new Error('the page saw no pointerdown or touchstart');
  const tapAfterFcp = probe.fcp === null ? null : probe.press.at - probe.fcp;
  const tapToMenu = probe.menu ? probe.menu.at - probe.press.at : null;
  const opened = tapToMenu !== null && tapToMenu <= ANSWER_LIMIT_MS;
  return { tapAfterFcp, tapToMenu: opened ? tapToMenu : null, opened, menuName: probe.menu?.name };
}
