// On a slow phone (slow 4G, CPU four times slower), a tap on the menu button 100 ms after the first
// paint, long before the scripts have arrived, opens the side menu at once: the menu is a popover
// in the server HTML, so the browser opens it without waiting for JavaScript.
import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    __menuTiming?: { tap?: number; open?: number };
  }
}

for (const path of ['/', '/ar']) {
  test(`on ${path} a tap 100 ms after first paint opens the menu within 300 ms`, async ({ browser }) => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };
    // Where the menu button is, found on an unthrottled load (the layout is the same).
    const probe = await browser.newContext(phone);
    const probePage = await probe.newPage();
    await probePage.goto(path);
    const button = (await probePage.locator('header button[aria-haspopup="dialog"]').boundingBox())!;
    await probe.close();

    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The tap's time as the browser received it, and the first frame that shows the menu open.
    await page.addInitScript(() => {
      const timing: { tap?: number; open?: number } = (window.__menuTiming = {});
      addEventListener('pointerdown', (event) => (timing.tap ??= event.timeStamp), { capture: true });
      const watch = (frame: number) => {
        if (timing.tap !== undefined && document.getElementById('site-menu')?.matches(':popover-open')) timing.open = frame;
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });

    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 10 });
    await page.waitForTimeout(100);
    await page.touchscreen.tap(button.x + button.width / 2, button.y + button.height / 2);

    await expect(page.getByRole('dialog')).toBeVisible();
    const timing = await page.waitForFunction(() => (window.__menuTiming?.open !== undefined ? window.__menuTiming : undefined)).then((handle) => handle.jsonValue());
    const tapToMenu = timing!.open! - timing!.tap!;
    test.info().annotations.push({ type: 'tap to menu', description: `${Math.round(tapToMenu)} ms` });
    expect(tapToMenu, 'milliseconds from the tap to the open menu').toBeLessThanOrEqual(300);
    await context.close();
  });
}
