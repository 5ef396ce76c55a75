// npm run bench:phone: what a visitor on a slow phone feels, measured in a real Chromium through
// CDP (bench/phone/slow-phone.ts: 390×844 touch screen, slow 4G, CPU 4× slower, first visit).
// For each page and run, two fresh loads: one left alone for the first and largest contentful
// paint, the first script request and the end of hydration; one in which the menu button is tapped
// 100 ms after the first contentful paint, for the time until the menu shows (no answer after 5 s).
// Prints medians as one table; --json saves every run. Needs a build with the hydration mark
// (VITE_HYDRATION_MARK=1) for the hydration column; without --base it builds and starts one.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { measureLoad } from './phone/measure-load.js';
import { measureTapToMenu } from './phone/measure-tap.js';
import { parseOptions } from './phone/options.js';
import { type RunningServer, startOwnServer } from './phone/own-server.js';
import { type PhoneRun, phoneTable, tapGoalReport, tapLandingNote } from './phone/report.js';
import { CONDITIONS } from './phone/slow-phone.js';

const PAGES = ['/', '/ar', '/services/odoo-implementation', '/ar/blog/zatca-e-invoicing-fatoorah-guide'];
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
const server: RunningServer = options.base ? { url: options.base, stop: async () => {} } : await startOwnServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const runs: PhoneRun[] = [];
const started = Date.now();
try {
  let hydrationWaitMs = HYDRATION_WAIT_MS;
  for (let run = 1; run <= options.runs; run++) {
    // Pages take turns within a run, so a slow moment of the machine spreads over all of them.
    for (const page of PAGES) {
      const url = `${server.url}${page}`;
      const load = await measureLoad(browser, url, hydrationWaitMs);
      const tap = await measureTapToMenu(browser, url, load.menuButton);
      runs.push({ page, run, load, tap });
      const problems = [load.error, tap.error].filter(Boolean).join('; ');
      console.error(
        `run ${run}/${options.runs} ${page}: ${tap.opened ? 'menu opened' : 'menu did not open'}${problems ? ` (${problems})` : ''}`,
      );
    }
    // A build without the mark never hydrates visibly: stop waiting for it after one round.
    if (run === 1 && hydrationWaitMs > 0 && runs.every((result) => result.load.hydrationEnd === null)) {
      console.error(
        'No page set window.__hydrated: this build has no hydration mark (build with VITE_HYDRATION_MARK=1); hydration is not measured.',
      );
      hydrationWaitMs = 0;
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\n${server.url}: ${options.runs} runs per page, ${CONDITIONS}; ms from navigation start, tap-to-menu in its own load (tap 100 ms after FCP), median over the runs that opened.\n`,
);
console.log(phoneTable(PAGES, runs));
console.log(`\n${tapLandingNote(PAGES, runs)}`);
const goal = tapGoalReport(PAGES, runs);
console.log(`\n${goal.text}`);
// The goal is checked here, on a quiet machine, rather than as a timed test in the suite.
if (!goal.met) process.exitCode = 1;
console.error(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
if (options.json) {
  writeFileSync(options.json, `${JSON.stringify({ base: server.url, conditions: CONDITIONS, runs }, null, 2)}\n`);
  console.error(`Raw runs saved to ${options.json}`);
}
