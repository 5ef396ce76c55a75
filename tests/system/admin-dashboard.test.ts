// The sales dashboard: GET /api/admin/dashboard counts a known set of leads exactly (Saudi weeks in
// Riyadh time, so a lead late on Saturday evening and one just after midnight into Sunday fall in
// different weeks though both are Saturday in UTC; spam and older leads left out; won leads; the
// median first response), needs a session; and /admin, in a browser, shows the charts with their
// tables, the Arabic screen's weeks running right to left. The app's clock is pinned to a Saturday
// at 21:30 UTC, already Sunday in Riyadh, and every expected week is made from that same moment.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLeads, type SeedLead } from '../../bench/seed-leads.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import type { Dashboard } from '../../site/dashboard.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** What time it is for the app: Saturday 2025-03-15 21:30 UTC, Sunday 2025-03-16 00:30 in Riyadh. */
const NOW = new Date('2025-03-15T21:30:00Z');

/** The Sunday that began the week of `at` in Riyadh, as YYYY-MM-DD. */
function riyadhSundayOf(at: Date): string {
  const riyadhWallClock = new Date(at.getTime() + 3 * 3_600_000);
  return new Date(riyadhWallClock.getTime() - riyadhWallClock.getUTCDay() * DAY_MS).toISOString().slice(0, 10);
}

const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** A moment in Riyadh time: (day, "23:30") -> its instant. */
const riyadh = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);
const after = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);

const sunday = riyadhSundayOf(NOW); // week 11, the current one
const previousSunday = dayPlus(sunday, -7); // week 10
const firstSunday = dayPlus(sunday, -77); // week 0

// Seven leads of the period that count, one spam lead and one from before the period that do not.
const at = {
  saturdayLate: riyadh(dayPlus(previousSunday, -1), '23:30'), // week 9: Saturday 20:30 UTC
  sundayEarly: riyadh(previousSunday, '00:30'), // week 10: still Saturday 21:30 UTC
  sundayNoon: riyadh(previousSunday, '12:00'), // week 10
  saturdayLast: riyadh(dayPlus(previousSunday, 6), '23:59'), // week 10, its last minute
  lostOne: riyadh(dayPlus(previousSunday, -3), '10:00'), // week 9
  oldest: riyadh(firstSunday, '10:00'), // week 0
  currentWeekStart: riyadh(sunday, '00:00'), // week 11, its first second
  beforePeriod: riyadh(dayPlus(firstSunday, -1), '22:00'),
};

const leads: SeedLead[] = [
  { createdAt: at.saturdayLate, source: 'popup', locale: 'en' },
  { createdAt: at.sundayEarly, source: 'contact', locale: 'ar' },
  {
    createdAt: at.sundayNoon,
    source: 'landing',
    locale: 'ar',
    stage: 'won',
    utmCampaign: 'ramadan-offer',
    landingPath: '/ar/odoo-riyadh',
    firstResponseAt: after(at.sundayNoon, 30),
  },
  {
    createdAt: at.saturdayLast,
    source: 'popup',
    locale: 'en',
    stage: 'qualified',
    utmCampaign: 'ramadan-offer',
    firstResponseAt: after(at.saturdayLast, 90),
  },
  {
    createdAt: at.lostOne,
    source: 'contact',
    locale: 'en',
    stage: 'lost',
    furthestStageRank: 3,
    lostReason: 'Budget',
    landingPath: '/contact',
    firstResponseAt: after(at.lostOne, 10),
  },
  {
    createdAt: at.oldest,
    source: 'landing',
    locale: 'en',
    stage: 'won',
    utmCampaign: 'zatca-wave',
    landingPath: '/services/zatca-e-invoicing',
    firstResponseAt: after(at.oldest, 200),
  },
  // A blank campaign counts with the leads that came without one.
  { createdAt: at.currentWeekStart, source: 'popup', locale: 'ar', utmCampaign: '' },
  // Left out: spam, and a lead from the day before the period.
  {
    createdAt: at.sundayNoon,
    source: 'popup',
    locale: 'en',
    spamReason: 'honeypot',
    utmCampaign: 'zatca-wave',
    firstResponseAt: after(at.sundayNoon, 1),
  },
  {
    createdAt: at.beforePeriod,
    source: 'landing',
    locale: 'en',
    stage: 'won',
    utmCampaign: 'zatca-wave',
    firstResponseAt: after(at.beforePeriod, 5),
  },
];

const week = (popup: number, contact: number, landing: number, en: number, ar: number) => ({
  bySource: { popup, contact, landing, estimate: 0 },
  byLocale: { en, ar },
});

describe.each(testDatabases('admin_dashboard'))('the sales dashboard on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let cookie = '';
  let arabicCookie = '';

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), {}, { clock: () => NOW });
    await createAdmin(ctx.db, 'dash-admin', ADMIN_PASSWORD);
    await createAdmin(ctx.db, 'dash-arabic', ADMIN_PASSWORD);
    cookie = await sessionCookie(ctx.app, 'dash-admin');
    arabicCookie = await sessionCookie(ctx.app, 'dash-arabic');
    const language = await request(ctx.app.callback())
      .put('/api/admin/language')
      .set('Cookie', arabicCookie)
      .set('Origin', TEST_SITE_URL)
      .send({ locale: 'ar' });
    expect(language.status).toBe(204);
    await insertLeads(ctx.db, leads);
  });
  afterAll(async () => ctx?.close());

  it('answers 401 without a session, however the path is spelled', async () => {
    for (const path of ['/api/admin/dashboard', '/API/admin/Dashboard', '/api/admin//dashboard']) {
      const res = await request(ctx.app.callback()).get(path);
      expect(res.status, path).toBe(401);
    }
  });

  it('counts the known leads exactly: Riyadh weeks from Sunday, spam and older leads left out', async () => {
    const res = await request(ctx.app.callback()).get('/api/admin/dashboard').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const dashboard = res.body as Dashboard;
    expect(dashboard.from).toBe(firstSunday);
    expect(dashboard.to).toBe(dayPlus(sunday, 6));
    expect(dashboard.weeks.map((w) => w.start)).toEqual(
      Array.from({ length: 12 }, (_, i) => dayPlus(firstSunday, 7 * i)),
    );
    const empty = week(0, 0, 0, 0, 0);
    const expected = [
      week(0, 0, 1, 1, 0),
      ...Array(8).fill(empty),
      week(1, 1, 0, 2, 0), // the Saturday 23:30 lead and the lost one
      week(1, 1, 1, 1, 2), // from Sunday 00:30 to Saturday 23:59
      week(1, 0, 0, 0, 1),
    ];
    expect(dashboard.weeks.map(({ bySource, byLocale }) => ({ bySource, byLocale }))).toEqual(expected);

    expect(dashboard.stages).toEqual({
      leads: 7,
      reached: { new: 7, contacted: 4, qualified: 4, proposal: 3, won: 2 },
      lost: 1,
    });
    // 10, 30, 90 and 200 minutes: the median of an even count is the mean of the middle two.
    expect(dashboard.firstResponse).toEqual({ responded: 4, medianSeconds: 60 * 60 });

    // None of these leads carries a deal value, so every won value is nought.
    expect(dashboard.campaigns).toEqual({
      byLeads: [
        { name: null, leads: 4, won: 0, wonValueSar: 0 },
        { name: 'ramadan-offer', leads: 2, won: 1, wonValueSar: 0 },
        { name: 'zatca-wave', leads: 1, won: 1, wonValueSar: 0 },
      ],
      byWon: [
        { name: 'ramadan-offer', leads: 2, won: 1, wonValueSar: 0 },
        { name: 'zatca-wave', leads: 1, won: 1, wonValueSar: 0 },
      ],
    });
    expect(dashboard.landingPages).toEqual({
      byLeads: [
        { name: null, leads: 4, won: 0, wonValueSar: 0 },
        { name: '/ar/odoo-riyadh', leads: 1, won: 1, wonValueSar: 0 },
        { name: '/services/zatca-e-invoicing', leads: 1, won: 1, wonValueSar: 0 },
        { name: '/contact', leads: 1, won: 0, wonValueSar: 0 },
      ],
      byWon: [
        { name: '/ar/odoo-riyadh', leads: 1, won: 1, wonValueSar: 0 },
        { name: '/services/zatca-e-invoicing', leads: 1, won: 1, wonValueSar: 0 },
      ],
    });
  });

  it('on a Saturday at 21:30 UTC, already Sunday in Riyadh, counts the week begun there half an hour ago as this week', async () => {
    const dashboard = (await request(ctx.app.callback()).get('/api/admin/dashboard').set('Cookie', cookie))
      .body as Dashboard;
    // Written out, not computed: the week UTC would still call last week's is already over in Riyadh.
    expect(dashboard.to).toBe('2025-03-22');
    expect(dashboard.weeks.at(-1)).toEqual({
      start: '2025-03-16',
      bySource: { popup: 1, contact: 0, landing: 0, estimate: 0 },
      byLocale: { en: 0, ar: 1 },
    });
    expect(dashboard.weeks.at(-2)!.start).toBe('2025-03-09');
  });

  describe('in a browser', () => {
    let server: Server;
    let origin = '';
    let browser: Browser;

    beforeAll(async () => {
      server = ctx.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
      });
    });
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    async function signedInPage(sessionCookies: string, path: string): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // Every wait below is on the page (a locator, the load): a ceiling for a busy machine, not a goal.
      context.setDefaultTimeout(120_000);
      await context.addCookies(
        sessionCookies.split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: origin };
        }),
      );
      const page = await context.newPage();
      await page.goto(origin + path);
      await page.locator('section[aria-labelledby="sales-dashboard"] svg[role="img"]').first().waitFor();
      return page;
    }

    /** x of each week's bar in the weekly chart by source, by week start. */
    const barXs = (page: Page): Promise<Record<string, number>> =>
      page
        .locator('section[aria-labelledby="sales-dashboard"] svg[role="img"]')
        .first()
        .evaluate((svg) =>
          Object.fromEntries(
            [...svg.querySelectorAll('g[data-week]')]
              .filter((bar) => bar.querySelector('rect'))
              .map((bar) => [bar.getAttribute('data-week'), Number(bar.querySelector('rect')!.getAttribute('x'))]),
          ),
        );

    it('shows the charts at /admin, each with a table of its numbers', async () => {
      const page = await signedInPage(cookie, '/admin?dashboard');
      const dashboard = page.locator('section[aria-labelledby="sales-dashboard"]');
      await expect(dashboard.getByRole('heading', { name: 'Sales dashboard' }).count()).resolves.toBe(1);
      await expect(dashboard.getByRole('img', { name: /Leads per week by source/ }).count()).resolves.toBe(1);
      const bySource = dashboard.locator('table', {
        has: page.locator('caption', { hasText: 'Leads per week by source' }),
      });
      const weekTen = bySource.locator('tr', { hasText: 'Week of' }).nth(10);
      await expect(weekTen.locator('td').allTextContents()).resolves.toEqual(['1', '1', '1', '0', '3']);
      const funnel = dashboard.locator('table', { has: page.locator('caption', { hasText: 'How far leads got' }) });
      await expect(funnel.locator('tr', { hasText: 'Proposal' }).locator('td').allTextContents()).resolves.toEqual([
        '3',
        '43%',
      ]);
      // The team's median first response, and the same figure in the row of the one salesperson who answered.
      await expect(dashboard.getByText('1 hr', { exact: true }).count()).resolves.toBe(2);
      const campaigns = dashboard.locator('table', {
        has: page.locator('caption', { hasText: 'Top campaigns: By leads' }),
      });
      await expect(
        campaigns.locator('tr', { hasText: 'Direct / none' }).locator('td').allTextContents(),
      ).resolves.toEqual(['4', '0']);
      const xs = await barXs(page);
      expect(xs[firstSunday]).toBeLessThan(xs[dayPlus(sunday, -14)]);
      expect(xs[dayPlus(sunday, -14)]).toBeLessThan(xs[previousSunday]);
      expect(xs[previousSunday]).toBeLessThan(xs[sunday]);
      await page.context().close();
    });

    it('runs the weeks right to left at /ar/admin?dashboard: the newest week left-most', async () => {
      const page = await signedInPage(arabicCookie, '/ar/admin?dashboard');
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      const dashboard = page.locator('section[aria-labelledby="sales-dashboard"]');
      await expect(dashboard.getByRole('heading', { name: 'لوحة المبيعات' }).count()).resolves.toBe(1);
      const xs = await barXs(page);
      expect(Object.keys(xs)).toHaveLength(4);
      expect(xs[sunday]).toBe(Math.min(...Object.values(xs)));
      expect(xs[sunday]).toBeLessThan(xs[previousSunday]);
      expect(xs[previousSunday]).toBeLessThan(xs[dayPlus(sunday, -14)]);
      expect(xs[dayPlus(sunday, -14)]).toBeLessThan(xs[firstSunday]);
      await page.context().close();
    });
  });
});
