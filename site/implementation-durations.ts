// How long an Odoo implementation is estimated to take, once per scope. Every page that states a
// duration builds its words from here (locales/implementation-durations.ts); the Markdown articles,
// which cannot import, state the same ranges, and tests/unit/implementation-durations.test.ts
// checks every range the copy states against this table. They are estimates and the copy says so.

export type DurationUnit = 'weeks' | 'months';

export interface DurationRange {
  from: number;
  /** null: "or more". */
  to: number | null;
  unit: DurationUnit;
}

export const implementationDurations = {
  /** One company on the core apps: accounting, sales, purchasing and inventory. */
  focused: { from: 8, to: 14, unit: 'weeks' },
  /** Adds manufacturing, projects, payroll or integrations, or more than one company. */
  extended: { from: 4, to: 9, unit: 'months' },
  /** A large group: several entities and branches, many integrations and customizations. */
  group: { from: 9, to: null, unit: 'months' },
  /** A single-company rental business: contracts, the asset list, returns and recurring invoices. */
  rental: { from: 2, to: 4, unit: 'months' },
  /** A contractor with several active projects: project costing, progress claims, retention. */
  contracting: { from: 3, to: 6, unit: 'months' },
  /** A single plant with a few hundred bills of materials. */
  manufacturing: { from: 3, to: 5, unit: 'months' },
  /** HR and payroll for one company with up to a few hundred employees. */
  hrPayroll: { from: 6, to: 12, unit: 'weeks' },
  /** Fleet on its own, for up to a few hundred vehicles. */
  fleet: { from: 2, to: 6, unit: 'weeks' },
} as const satisfies Record<string, DurationRange>;

export type ImplementationScope = keyof typeof implementationDurations;

/** The span from the shortest to the longest of some scopes, e.g. a set of projects. */
export function durationSpan(scopes: readonly ImplementationScope[]): { from: DurationRange; to: DurationRange } {
  const weeks = (n: number, unit: DurationUnit) => (unit === 'weeks' ? n : (n * 52) / 12);
  const ranges: DurationRange[] = scopes.map((scope) => implementationDurations[scope]);
  const from = ranges.reduce((a, b) => (weeks(b.from, b.unit) < weeks(a.from, a.unit) ? b : a));
  const to = ranges.reduce((a, b) => (weeks(b.to ?? Infinity, b.unit) > weeks(a.to ?? Infinity, a.unit) ? b : a));
  return { from, to };
}
