// When the browser fetches the page's scripts (server/render/scripts-after-first-paint.ts): only once the
// server's HTML has painted text, and still, without paint timing, right away; and under the page's CSP,
// which allows that one inline script by its hash.
import { expect, test } from '@playwright/test';

test('no script is requested before the first contentful paint, and the page then hydrates', async ({ page }) => {
  await page.goto('/ar');
  await page.waitForFunction(() => window.__hydrated === true);
  const timings = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scriptStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timings.firstContentfulPaint).toBeGreaterThan(0);
  expect(timings.scriptStarts.length).toBeGreaterThan(3);
  for (const start of timings.scriptStarts) expect(start).toBeGreaterThanOrEqual(timings.firstContentfulPaint!);
});

test('a browser without paint timing loads the scripts at once and hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error: removed on purpose, as in a browser that lacks it
    delete window.PerformanceObserver;
  });
  await page.goto('/');
  await page.waitForFunction(() => window.__hydrated === true);
  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(page.getByRole('button', { name: 'Play the introduction video' })).toBeVisible();
});

test('the page runs its inline script under its CSP with no violation, in both languages', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ['/contact', '/ar/blog/zatca-e-invoicing-fatoorah-guide']) {
    const answer = await page.goto(path);
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // Hydration needs the inline loader to have run.
    await page.waitForFunction(() => window.__hydrated === true);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  }
});
