// The command line of `npm run bench:phone`.
import { parseArgs } from 'node:util';

export interface PhoneBenchOptions {
  /** Origin of an already running server; without it the bench starts its own build. */
  base?: string;
  runs: number;
  /** Where to save every run's raw numbers. */
  json?: string;
}

const USAGE = 'usage: npm run bench:phone -- [--base http://host:port] [--runs N] [--json out.json]';

export function parseOptions(argv: string[]): PhoneBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: { base: { type: 'string' }, runs: { type: 'string', default: '10' }, json: { type: 'string' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number\n${USAGE}`);
  let base: string | undefined;
  if (values.base !== undefined) {
    if (!URL.canParse(values.base)) throw new Error(`--base must be a URL\n${USAGE}`);
    base = new URL(values.base).origin;
  }
  return { base, runs, json: values.json };
}
