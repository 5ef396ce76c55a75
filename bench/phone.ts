// npm run bench:phone: what a visitor on a slow phone feels, measured in a real Chromium through
// CDP (bench/phone/slow-phone.ts: 390×844 touch screen, slow 4G, CPU 4× slower, first visit).
// For each page and run, two fresh loads: one left alone for the first and largest contentful
// paint, the first script request, the end of hydration and the main thread's long tasks until it
// goes quiet (total blocking time, bench/phone/main-thread.ts); one in which the menu button is
// tapped 100 ms after the first contentful paint, for the time until the menu shows (no answer
// after 5 s). With --before or --before-build an earlier build is measured in the same run, page by
// page in turns with this one, since absolute numbers move with the machine and its load.
// Prints medians as tables; --json saves every run. Needs a build with the hydration mark
// (VITE_HYDRATION_MARK=1) for the hydration column; without --base it builds and starts one.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { measureLoad } from './phone/measure-load.js';
import { measureTapToMenu } from './phone/measure-tap.js';
import { parseOptions } from './phone/options.js';
import { type RunningServer, startEarlierBuild, startOwnServer } from './phone/own-server.js';
import {
  comparisonTable,
  type PhoneRun,
  phoneTable,
  tapGoalReport,
  tapLandingNote,
  tbtVerdict,
} from './phone/report.js';
import { CONDITIONS } from './phone/slow-phone.js';

// Content pages of each kind, in both languages: home, services, an article, a city, contact, about.
const PAGES = [
  '/',
  '/ar',
  '/services',
  '/ar/services',
  '/blog/zatca-e-invoicing-fatoorah-guide',
  '/ar/blog/zatca-e-invoicing-fatoorah-guide',
  '/odoo-riyadh',
  '/ar/odoo-riyadh',
  '/contact',
  '/ar/contact',
  '/about',
  '/ar/about',
];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// How long after the load event a page may take to hydrate before the run records no hydration.
const HYDRATION_WAIT_MS = 20_000;

const options = parseOptions(process.argv.slice(2));
const pages = options.pages ?? PAGES;
const loadNow = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
const servers: Partial<Record<PhoneRun['build'], RunningServer>> = {};
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const runs: PhoneRun[] = [];
const started = Date.now();
const loadAtStart = loadNow();
try {
  servers.this = options.base ? { url: options.base, stop: async () => {} } : await startOwnServer();
  if (options.before) servers.before = { url: options.before, stop: async () => {} };
  else if (options.beforeBuild) servers.before = await startEarlierBuild(options.beforeBuild);
  const hydrationWait: Record<PhoneRun['build'], number> = { this: HYDRATION_WAIT_MS, before: HYDRATION_WAIT_MS };
  for (let run = 1; run <= options.runs; run++) {
    // Pages take turns within a run, and each page's builds follow one another, first one then the
    // other, so a slow moment of the machine spreads over all of them alike.
    const order: PhoneRun['build'][] = run % 2 ? ['this', 'before'] : ['before', 'this'];
    for (const page of pages) {
      for (const build of order) {
        const server = servers[build];
        if (!server) continue;
        const url = `${server.url}${page}`;
        const load = await measureLoad(browser, url, hydrationWait[build]);
        const tap = await measureTapToMenu(browser, url, load.menuButton);
        runs.push({ build, page, run, load, tap });
        const problems = [load.error, tap.error].filter(Boolean).join('; ');
        console.error(
          `run ${run}/${options.runs} ${servers.before ? `${build} ` : ''}${page}: TBT ${load.tbt === null ? '—' : Math.round(load.tbt)} ms, ${tap.opened ? `menu opened after ${Math.round(tap.tapToMenu ?? 0)} ms` : 'menu did not open'}${problems ? ` (${problems})` : ''}`,
        );
      }
    }
    // A build without the mark never hydrates visibly: stop waiting for it after one round.
    for (const build of ['this', 'before'] as const) {
      const ofBuild = runs.filter((result) => result.build === build);
      if (run === 1 && ofBuild.length > 0 && ofBuild.every((result) => result.load.hydrationEnd === null)) {
        console.error(
          `No page of ${servers[build]?.url} set window.__hydrated: that build has no hydration mark (build with VITE_HYDRATION_MARK=1); hydration is not measured.`,
        );
        hydrationWait[build] = 0;
      }
    }
  }
} finally {
  await browser.close();
  await servers.this?.stop();
  await servers.before?.stop();
}

const measured = runs.filter((run) => run.build === 'this');
console.log(
  `\n${servers.this?.url}: ${options.runs} runs per page, ${CONDITIONS}; ms from navigation start, TBT from the first contentful paint until the main thread went quiet, tap-to-menu in its own load (tap 100 ms after FCP), median over the runs that opened; ${loadAtStart} at the start, ${loadNow()} at the end.\n`,
);
console.log(phoneTable(pages, measured));
console.log(`\n${tapLandingNote(pages, measured)}`);
if (servers.before) {
  console.log(`\nBeside the earlier build at ${servers.before.url}, measured in turns in the same run (medians):\n`);
  console.log(comparisonTable(pages, runs));
  console.log(`\n${tbtVerdict(pages, runs)}`);
}
const goal = tapGoalReport(pages, measured);
console.log(`\n${goal.text}`);
// The goal is checked here, on a quiet machine, rather than as a timed test in the suite.
if (!goal.met) process.exitCode = 1;
console.error(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
if (options.json) {
  writeFileSync(
    options.json,
    `${JSON.stringify({ base: servers.this?.url, before: servers.before?.url, conditions: CONDITIONS, runs }, null, 2)}\n`,
  );
  console.error(`Raw runs saved to ${options.json}`);
}
