// The board's cards moved by hand, in English and in Arabic: a salesperson drags a lead from
// Contacted to Proposal (with a mouse in English, with a finger in Arabic, where Proposal lies to the
// left), and the move is said and kept; two salespeople move the same card from boards they opened
// at the same moment, and exactly one of them is told a colleague moved it first.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { runMark } from './run-mark.js';
import { createAdmin, signIn } from './admins.js';
import { sendPopupLead } from './send-lead.js';

const words = {
  en: {
    moveTo: 'Move to…',
    contacted: 'Contacted',
    qualified: 'Qualified',
    unassigned: 'Unassigned',
    moved: (name: string, stage: string) => `Moved ${name} to ${stage}`,
    proposal: 'Proposal',
    conflict: 'Someone else changed this lead',
    theirs: (name: string) => `Theirs: ${name} is in Contacted.`,
    keepTheirs: 'Keep theirs',
  },
  ar: {
    moveTo: 'نقل إلى…',
    contacted: 'تم التواصل',
    qualified: 'مؤهَّل',
    unassigned: 'غير مسند',
    moved: (name: string, stage: string) => `نُقل ${name} إلى ${stage}`,
    proposal: 'عرض سعر مُقدَّم',
    conflict: 'عدّل شخص آخر هذا العميل المحتمل',
    theirs: (name: string) => `نسخة زميلكم: ${name} في مرحلة تم التواصل.`,
    keepTheirs: 'أبقوا نسخة الزميل',
  },
} as const;

type Words = (typeof words)[keyof typeof words];

const column = (page: Page, stage: string) => page.locator(`section[data-stage=${stage}]`);

async function openBoard(page: Page, locale: 'en' | 'ar', name: string) {
  await page.goto(`${locale === 'ar' ? '/ar' : ''}/admin?board&q=${name}`);
  await page.waitForFunction(() => window.__hydrated === true);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

async function moveByMenu(card: Locator, w: Words, stage: string) {
  await card.getByRole('button', { name: w.moveTo }).click();
  await card.getByRole('button', { name: stage }).click();
}

const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** A mouse drag: pressed on the card's owner line (not its link), moved past the start threshold, dropped. */
async function dragWithMouse(page: Page, grip: Locator, target: Locator) {
  const from = await centre(grip);
  const to = await centre(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** A finger's drag: rested on the card until it lifts (the board marks it dragged), moved, lifted off. */
async function dragWithFinger(page: Page, grip: Locator, target: Locator) {
  const from = await centre(grip);
  const to = await centre(target);
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  await expect(page.locator('[data-dragging]')).toHaveCount(1);
  for (let step = 1; step <= 12; step++) {
    const x = from.x + ((to.x - from.x) * step) / 12;
    const y = from.y + ((to.y - from.y) * step) / 12;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const salesA = { username: `drag-a-${locale}-${runMark}`, password: 'Cards-move-by-hand-42' };
  const salesB = { username: `drag-b-${locale}-${runMark}`, password: 'Cards-move-by-hand-42' };

  test.describe(`moving cards on the board (${locale})`, () => {
    test.use({ viewport: { width: 1280, height: 900 }, hasTouch: locale === 'ar' });
    test.beforeAll(() => {
      createAdmin(salesA, 'sales');
      createAdmin(salesB, 'sales');
    });

    test(`a salesperson drags a card from Contacted to Proposal with a ${locale === 'en' ? 'mouse' : 'finger'}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const name = `Dragco${locale}${runMark}`;
      await sendPopupLead(request, baseURL!, { name, phone: `0556${locale === 'en' ? 1 : 2}00001` });
      await signIn(page, salesA, { locale });
      let card = await openBoard(page, locale, name);
      await moveByMenu(card, w, w.contacted);
      await expect(column(page, 'contacted').getByRole('article', { name })).toBeVisible();

      const grip = column(page, 'contacted').getByRole('article', { name }).getByText(w.unassigned);
      if (locale === 'en') await dragWithMouse(page, grip, column(page, 'proposal'));
      else await dragWithFinger(page, grip, column(page, 'proposal'));

      await expect(page.locator('[aria-live=polite]')).toHaveText(w.moved(name, w.proposal));
      await expect(column(page, 'proposal').getByRole('article', { name })).toBeVisible();
      await expect(column(page, 'contacted').getByRole('article', { name })).toHaveCount(0);
      // Kept by the server: the board opened again shows it in Proposal.
      card = await openBoard(page, locale, name);
      await expect(column(page, 'proposal').getByRole('article', { name })).toBeVisible();
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/board-drag-${locale}-1280.png`, fullPage: true });
    });

    test('two salespeople move the same card at once: one is told a colleague moved it first', async ({
      browser,
      request,
      baseURL,
    }) => {
      const name = `Clashco${locale}${runMark}`;
      await sendPopupLead(request, baseURL!, { name, phone: `0557${locale === 'en' ? 1 : 2}00001` });
      const pages: Page[] = [];
      const refusals: number[] = [];
      for (const account of [salesA, salesB]) {
        const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        page.on('response', (answer) => {
          if (answer.request().method() === 'PATCH' && /\/api\/admin\/leads\/\d+$/.test(answer.url()))
            refusals.push(answer.status());
        });
        await signIn(page, account, { locale });
        pages.push(page);
      }
      const [first, second] = pages as [Page, Page];
      // Both boards show the lead as it is now, before either moves it.
      const firstCard = await openBoard(first, locale, name);
      const secondCard = await openBoard(second, locale, name);

      await moveByMenu(firstCard, w, w.contacted);
      await expect(first.locator('[aria-live=polite]')).toHaveText(w.moved(name, w.contacted));
      await moveByMenu(secondCard, w, w.qualified);

      const notice = second.getByRole('alert').filter({ hasText: w.conflict });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(w.theirs(name));
      expect(refusals.sort()).toEqual([200, 409]);
      // Theirs is on the board now; keeping it closes the notice and leaves the card in Contacted.
      await expect(column(second, 'contacted').getByRole('article', { name })).toBeVisible();
      await notice.getByRole('button', { name: w.keepTheirs }).click();
      await expect(notice).toHaveCount(0);
      await expect(column(second, 'contacted').getByRole('article', { name })).toBeVisible();
      for (const page of pages) await page.context().close();
    });
  });
}
