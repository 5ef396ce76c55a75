// The command line of `npm run bench:phone`.
import { parseArgs } from 'node:util';

export interface PhoneBenchOptions {
  /** Origin of an already running server; without it the bench starts its own build. */
  base?: string;
  /** An earlier build to measure in the same run, page by page beside this one: its running server… */
  before?: string;
  /** …or its build directory (the BUILD_DIR it was built into), which the bench starts itself. */
  beforeBuild?: string;
  runs: number;
  /** The pages to measure instead of the usual ones. */
  pages?: string[];
  /** Where to save every run's raw numbers. */
  json?: string;
}

const USAGE =
  'usage: npm run bench:phone -- [--base http://host:port] [--before http://host:port | --before-build DIR] [--runs N] [--pages /,/ar] [--json out.json]';

const origin = (value: string, flag: string) => {
  if (!URL.canParse(value)) throw new Error(`${flag} must be a URL\n${USAGE}`);
  return new URL(value).origin;
};

export function parseOptions(argv: string[]): PhoneBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      base: { type: 'string' },
      before: { type: 'string' },
      'before-build': { type: 'string' },
      runs: { type: 'string', default: '10' },
      pages: { type: 'string' },
      json: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number\n${USAGE}`);
  if (values.before !== undefined && values['before-build'] !== undefined) {
    throw new Error(`give the earlier build as --before or --before-build, not both\n${USAGE}`);
  }
  const pages = values.pages?.split(',').map((page) => page.trim());
  if (pages?.some((page) => !page.startsWith('/'))) throw new Error(`--pages are paths starting with /\n${USAGE}`);
  return {
    base: values.base === undefined ? undefined : origin(values.base, '--base'),
    before: values.before === undefined ? undefined : origin(values.before, '--before'),
    beforeBuild: values['before-build'],
    runs,
    pages,
    json: values.json,
  };
}
