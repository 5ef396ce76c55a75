// The phone menu is a popover in the server HTML, so a tap opens it before any script has arrived
// (or with scripts off). How fast it opens on a throttled phone is measured by `npm run bench:phone`;
// here, that it opens at all with JavaScript off, in both languages, and closes again.
import { expect, test } from '@playwright/test';
import arMessages from '../../locales/ar/messages.json' with { type: 'json' };
import enMessages from '../../locales/en/messages.json' with { type: 'json' };

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const { path, messages } of [
  { path: '/', messages: enMessages },
  { path: '/ar', messages: arMessages },
]) {
  test(`on ${path} with JavaScript off a tap on the menu button opens the side menu`, async ({ page }) => {
    await page.goto(path);
    const menu = page.getByRole('dialog');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: messages['common.openMenu'] }).tap();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation').getByRole('link').first()).toBeVisible();
    await menu.getByRole('button', { name: messages['common.closeMenu'] }).tap();
    await expect(menu).toBeHidden();
  });
}
