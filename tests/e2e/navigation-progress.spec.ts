// A client-side navigation that waits for the network shows a slim progress bar at the top, named
// in the page's language, and takes it away once the new page is shown.
import { expect, test } from '@playwright/test';

for (const [start, name, label] of [
  ['/services', 'Blog', 'Loading the page'],
  ['/ar/services', 'المدونة', 'جارٍ تحميل الصفحة'],
] as const) {
  test(`a slow client navigation from ${start} shows a progress bar until the page arrives`, async ({ page }) => {
    await page.goto(start);
    await page.waitForFunction(() => window.__hydrated === true);
    // The next page's data is held until the bar has been seen, as on a slow phone connection that
    // answers only then. (The blog is not among the pages prefetched when idle, so its data is
    // fetched on the tap.)
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/*.pageContext.json', async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    const bar = page.getByRole('progressbar', { name: label });
    await expect(bar).toBeVisible();
    answer();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(bar).toHaveCount(0);
  });
}
