// With JavaScript off (or not yet loaded), the header still takes a visitor everywhere: every item
// and every submenu entry, from the English and the Arabic home page, on a phone (side menu) and on
// a desktop (navigation row), by clicks alone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { navItems, type NavLink } from '../../components/header/nav-items.js';
import arMessages from '../../locales/ar/messages.json' with { type: 'json' };
import enMessages from '../../locales/en/messages.json' with { type: 'json' };
import { localizePath } from '../../site/paths.js';

test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'parallel' });

const languages = [
  { home: '/', locale: 'en', messages: enMessages },
  { home: '/ar', locale: 'ar', messages: arMessages },
] as const;

for (const { home, locale, messages } of languages) {
  const label = (link: NavLink) => messages[link.labelId];
  const submenuLabel = (item: NavLink) => messages['nav.submenu'].replace('{section}', label(item));

  for (const width of [390, 1280]) {
    test(`from ${home} at ${width} px every header item and submenu entry opens its page`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const item of navItems) {
        for (const target of [item, ...(item.children ?? [])]) {
          // The header works from the HTML alone: no need to wait for images and fonts.
          await page.goto(home, { waitUntil: 'domcontentloaded' });
          const navigation = await openNavigation(page, width, messages['common.openMenu']);
          if (target !== item) {
            await navigation.getByLabel(submenuLabel(item), { exact: true }).click();
          }
          const link =
            target === item
              ? navigation.locator(`a[href="${localizePath(item.href, locale)}"]`).first()
              : navigation.locator('details[open]').getByRole('link', { name: label(target), exact: true });
          await expect(link, `${label(target)} is shown`).toBeVisible();
          await link.click();
          await expect(page, `${label(target)} leads to ${target.href}`).toHaveURL(
            new RegExp(`${escape(localizePath(target.href, locale))}$`),
          );
          await expect(page.locator('h1')).toBeVisible();
        }
      }
    });
  }
}

/** The visible main navigation: the desktop row, or on a phone the side menu opened by its button. */
async function openNavigation(page: Page, width: number, openMenuLabel: string): Promise<Locator> {
  if (width >= 768) return page.locator('header nav:visible');
  await page.getByRole('button', { name: openMenuLabel }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  return menu.getByRole('navigation');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
