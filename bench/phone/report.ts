// Medians per page, printed as one Markdown table.
import type { LoadRun } from './measure-load.js';
import type { TapRun } from './measure-tap.js';

export interface PhoneRun {
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

export function phoneTable(pages: string[], runs: PhoneRun[]): string {
  const header = ['page', 'FCP p50', 'LCP p50', 'first script p50', 'hydration end p50', 'tap-to-menu p50', 'opened'];
  const rows = pages.map((page) => {
    const ofPage = runs.filter((run) => run.page === page);
    const loads = ofPage.map((run) => run.load);
    const opened = ofPage.filter((run) => run.tap.opened);
    return [
      page,
      ms(median(loads.map((load) => load.fcp))),
      ms(median(loads.map((load) => load.lcp))),
      ms(median(loads.map((load) => load.firstScript))),
      ms(median(loads.map((load) => load.hydrationEnd))),
      ms(median(opened.map((run) => run.tap.tapToMenu))),
      `${opened.length} of ${ofPage.length}`,
    ];
  });
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, column) => (column === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

/** A tap on the menu should show it within this long, even on the throttled phone. */
export const TAP_TO_MENU_GOAL_MS = 300;

/** One line per page: its median tap-to-menu against the goal, so a regression reads as a failure. */
export function tapGoalReport(pages: string[], runs: PhoneRun[]): { text: string; met: boolean } {
  const verdicts = pages.map((page) => {
    const tapToMenu = median(runs.filter((run) => run.page === page && run.tap.opened).map((run) => run.tap.tapToMenu));
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
