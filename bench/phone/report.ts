// Medians per page, printed as Markdown tables: the build measured, and beside an earlier build.
import type { LoadRun } from './measure-load.js';
import type { TapRun } from './measure-tap.js';

export interface PhoneRun {
  /** Which build: the one measured, or the earlier one it is compared with. */
  build: 'this' | 'before';
  page: string;
  run: number;
  load: LoadRun;
  tap: TapRun;
}

export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value)));
const kb = (bytes: number | null) => (bytes === null ? '—' : String(Math.round(bytes / 1024)));

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (header: string[], rows: string[][]) =>
  [line(header), line(header.map((_, column) => (column === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');

const pageMedian = (runs: PhoneRun[], page: string, read: (run: PhoneRun) => number | null) =>
  median(runs.filter((run) => run.page === page).map(read));
const tapMedian = (runs: PhoneRun[], page: string) =>
  pageMedian(
    runs.filter((run) => run.tap.opened),
    page,
    (run) => run.tap.tapToMenu,
  );

export function phoneTable(pages: string[], runs: PhoneRun[]): string {
  const header = [
    'page',
    'FCP p50',
    'LCP p50',
    'first script p50',
    'hydration end p50',
    'TBT p50',
    'long tasks p50',
    'JS KB p50',
    'tap-to-menu p50',
    'opened',
  ];
  const rows = pages.map((page) => {
    const ofPage = runs.filter((run) => run.page === page);
    return [
      page,
      ms(pageMedian(runs, page, (run) => run.load.fcp)),
      ms(pageMedian(runs, page, (run) => run.load.lcp)),
      ms(pageMedian(runs, page, (run) => run.load.firstScript)),
      ms(pageMedian(runs, page, (run) => run.load.hydrationEnd)),
      ms(pageMedian(runs, page, (run) => run.load.tbt)),
      ms(pageMedian(runs, page, (run) => run.load.longTasks)),
      kb(pageMedian(runs, page, (run) => run.load.scriptBytes)),
      ms(tapMedian(runs, page)),
      `${ofPage.filter((run) => run.tap.opened).length} of ${ofPage.length}`,
    ];
  });
  return table(header, rows);
}

/** The mean over pages of each page's median total blocking time; null if a page has none. */
export function meanTbt(pages: string[], runs: PhoneRun[]): number | null {
  const medians = pages.map((page) => pageMedian(runs, page, (run) => run.load.tbt));
  if (medians.some((value) => value === null)) return null;
  return (medians as number[]).reduce((sum, value) => sum + value, 0) / medians.length;
}

/** Each page's medians for the earlier build and this one side by side, then the mean TBT of each. */
export function comparisonTable(pages: string[], runs: PhoneRun[]): string {
  const before = runs.filter((run) => run.build === 'before');
  const after = runs.filter((run) => run.build === 'this');
  const pair =
    (format: (value: number | null) => string, read: (of: PhoneRun[], page: string) => number | null) =>
    (page: string) => [format(read(before, page)), format(read(after, page))];
  const columns = [
    pair(ms, (of, page) => pageMedian(of, page, (run) => run.load.tbt)),
    pair(ms, (of, page) => pageMedian(of, page, (run) => run.load.longTasks)),
    pair(ms, tapMedian),
    pair(kb, (of, page) => pageMedian(of, page, (run) => run.load.scriptBytes)),
  ];
  const header = [
    'page',
    'TBT before',
    'TBT now',
    'long tasks before',
    'long tasks now',
    'tap-to-menu before',
    'tap-to-menu now',
    'JS KB before',
    'JS KB now',
  ];
  const rows = pages.map((page) => [page, ...columns.flatMap((column) => column(page))]);
  const meanRow = ['**mean**', `**${ms(meanTbt(pages, before))}**`, `**${ms(meanTbt(pages, after))}**`];
  return table(header, [...rows, [...meanRow, ...header.slice(3).map(() => '')]]);
}

/** This build's mean TBT as a share of the earlier build's. */
export function tbtVerdict(pages: string[], runs: PhoneRun[]): string {
  const before = meanTbt(
    pages,
    runs.filter((run) => run.build === 'before'),
  );
  const after = meanTbt(
    pages,
    runs.filter((run) => run.build === 'this'),
  );
  if (before === null || after === null) return 'Mean TBT: a page gave no measurement in one of the builds.';
  const share = before === 0 ? (after === 0 ? '1' : '∞') : (after / before).toFixed(2);
  return `Mean TBT over ${pages.length} pages: ${ms(after)} ms now against ${ms(before)} ms before (× ${share}).`;
}

/** A tap on the menu should show it within this long, even on the throttled phone. */
export const TAP_TO_MENU_GOAL_MS = 300;

/** One line per page: its median tap-to-menu against the goal, so a regression reads as a failure. */
export function tapGoalReport(pages: string[], runs: PhoneRun[]): { text: string; met: boolean } {
  const verdicts = pages.map((page) => {
    const tapToMenu = tapMedian(runs, page);
    const met = tapToMenu !== null && tapToMenu <= TAP_TO_MENU_GOAL_MS;
    return {
      met,
      text: `${met ? 'ok  ' : 'MISS'} ${page}: tap-to-menu p50 ${ms(tapToMenu)} ms (goal ≤ ${TAP_TO_MENU_GOAL_MS} ms)`,
    };
  });
  return { text: verdicts.map((verdict) => verdict.text).join('\n'), met: verdicts.every((verdict) => verdict.met) };
}

/** The tap is aimed 100 ms after the first paint but lands later when the page reports that paint late. */
export function tapLandingNote(pages: string[], runs: PhoneRun[]): string {
  const landings = pages.map(
    (page) => `${page} ${ms(median(runs.filter((run) => run.page === page).map((run) => run.tap.tapAfterFcp)))}`,
  );
  return `Taps landed after FCP (p50, ms): ${landings.join(', ')}.`;
}
