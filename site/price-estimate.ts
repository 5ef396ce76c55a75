// The pricing page's estimator: a few answers about a company (users, apps, companies and branches,
// industry, integrations, data migration, hosting) give a range of our services in SAR excluding VAT,
// a duration and what moves the number, all from the price and duration tables. The answers travel
// in the page's address (/pricing?users=25&apps=accounting&apps=sales…), so a result can be shared
// and is rendered by the server without JavaScript; the browser recomputes it as the visitor types.
// Anything missing or unknown in an address reads as the default, never as an error.
import type { ImplementationScope } from './implementation-durations.js';
import {
  durationOfSize,
  projectPrices,
  type IntegrationKind,
  type PriceRange,
  type ProjectSize,
} from './implementation-prices.js';

export const estimateApps = [
  'accounting',
  'sales',
  'purchase',
  'inventory',
  'crm',
  'pos',
  'manufacturing',
  'project',
  'payroll',
  'rental',
] as const;
export type EstimateApp = (typeof estimateApps)[number];

export const industries = [
  'trading',
  'manufacturing',
  'contracting',
  'rental',
  'services',
  'retail',
  'logistics',
] as const;
export type Industry = (typeof industries)[number];

/** ZATCA Phase 2, then the integrations the price table prices. */
export const estimateIntegrations = [
  'zatca',
  'connector',
  'ecommerce',
  'bankFiles',
  'procurementPortal',
  'customApi',
] as const satisfies ReadonlyArray<'zatca' | IntegrationKind>;
export type EstimateIntegration = (typeof estimateIntegrations)[number];

export const migrations = ['none', 'spreadsheets', 'legacy'] as const;
export type Migration = (typeof migrations)[number];

export const hostings = ['online', 'odoo-sh', 'own'] as const;
export type Hosting = (typeof hostings)[number];

export interface EstimateAnswers {
  users: number;
  apps: EstimateApp[];
  /** Companies and branches together: each adds setup and testing. */
  branches: number;
  industry: Industry;
  integrations: EstimateIntegration[];
  migration: Migration;
  hosting: Hosting;
}

export const USERS_MAX = 2000;
export const BRANCHES_MAX = 200;

/** What the form shows before any answer: a small trading company on the core apps. */
export const defaultAnswers: EstimateAnswers = {
  users: 10,
  apps: ['accounting', 'sales', 'purchase', 'inventory'],
  branches: 1,
  industry: 'trading',
  integrations: ['zatca'],
  migration: 'spreadsheets',
  hosting: 'online',
};

/** The lead form's hidden field that carries the answers, as "users=25&apps=accounting&…". */
export const ANSWERS_FIELD = 'answers';

/** The form's field names, which are the address's parameter names. */
export const answerFields = ['users', 'apps', 'branches', 'industry', 'integrations', 'migration', 'hosting'] as const;

/** One value per name, or every value of a name repeated (checkboxes). */
export type AnswerSource = (name: (typeof answerFields)[number]) => string[];

const whole = (values: string[], max: number, fallback: number) => {
  const n = Number.parseInt(values[0] ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
};
const oneOf = <T extends string>(list: readonly T[], values: string[], fallback: T): T =>
  (list as readonly string[]).includes(values[0] ?? '') ? (values[0] as T) : fallback;
const someOf = <T extends string>(list: readonly T[], values: string[]): T[] =>
  list.filter((item) => values.includes(item));

/**
 * The answers an address or a form holds. A form sent with no answer field at all (a first visit)
 * reads as the defaults; once the form has been sent, unticked boxes mean none.
 */
export function readAnswers(source: AnswerSource): EstimateAnswers {
  if (answerFields.every((field) => source(field).length === 0)) return defaultAnswers;
  const sent = source('users').length > 0;
  return {
    users: whole(source('users'), USERS_MAX, defaultAnswers.users),
    apps: sent ? someOf(estimateApps, source('apps')) : defaultAnswers.apps,
    branches: whole(source('branches'), BRANCHES_MAX, defaultAnswers.branches),
    industry: oneOf(industries, source('industry'), defaultAnswers.industry),
    integrations: sent ? someOf(estimateIntegrations, source('integrations')) : defaultAnswers.integrations,
    migration: oneOf(migrations, source('migration'), defaultAnswers.migration),
    hosting: oneOf(hostings, source('hosting'), defaultAnswers.hosting),
  };
}

/** The answers from a parsed address: Vike's urlParsed.searchAll, or URLSearchParams. */
export const answersFromSearch = (searchAll: Record<string, string[]>): EstimateAnswers =>
  readAnswers((name) => searchAll[name] ?? []);

/** The answers from a query string ("users=25&apps=accounting&…"), as a form or a lead carries them. */
export function answersFromQuery(query: string): EstimateAnswers {
  const params = new URLSearchParams(query);
  return readAnswers((name) => params.getAll(name));
}

/** The address's query for some answers, in the form's order: "users=25&apps=accounting&…". */
export function answersQuery(answers: EstimateAnswers): string {
  const pairs: Array<[string, string]> = [
    ['users', String(answers.users)],
    ...answers.apps.map((app): [string, string] => ['apps', app]),
    ['branches', String(answers.branches)],
    ['industry', answers.industry],
    ...answers.integrations.map((integration): [string, string] => ['integrations', integration]),
    ['migration', answers.migration],
    ['hosting', answers.hosting],
  ];
  return pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/** Apps beyond buying, selling, stock and accounts: each is a process to design. */
const EXTENDED_APPS: readonly EstimateApp[] = ['manufacturing', 'project', 'payroll', 'rental'];
/** Integrations built for the project (ZATCA and a ready connector are configuration). */
const BUILT_INTEGRATIONS: readonly EstimateIntegration[] = ['ecommerce', 'bankFiles', 'procurementPortal', 'customApi'];
const HEAVY_INTEGRATIONS: readonly EstimateIntegration[] = ['procurementPortal', 'customApi'];
const PROCESS_INDUSTRIES: readonly Industry[] = ['manufacturing', 'contracting', 'rental'];

/** Which part of its size's range a project falls in. */
export type RangePart = 'lower' | 'middle' | 'upper' | 'whole';

/** What moved the estimate, each shown with its words (and the price table's range where it has one). */
export type Driver =
  | 'users'
  | 'branches'
  | 'extendedApps'
  | 'processIndustry'
  | 'zatca'
  | EstimateIntegration
  | 'migration-legacy'
  | 'migration-spreadsheets'
  | 'migration-none'
  | 'hosting-online'
  | 'hosting-odoo-sh'
  | 'hosting-own'
  | 'licences';

export interface Estimate {
  size: ProjectSize;
  part: RangePart;
  /** Our services, SAR excluding VAT. */
  range: PriceRange;
  duration: ImplementationScope;
  drivers: Driver[];
}

const builtIntegrations = (answers: EstimateAnswers) =>
  answers.integrations.filter((integration) => BUILT_INTEGRATIONS.includes(integration));

function sizeOf(answers: EstimateAnswers): ProjectSize {
  const built = builtIntegrations(answers).length;
  if (answers.users > 75 || answers.branches > 5 || built >= 4) return 'large';
  const extended = answers.apps.some((app) => EXTENDED_APPS.includes(app));
  if (answers.users > 15 || answers.branches > 1 || extended || built > 0) return 'midSize';
  return 'small';
}

/** Points that push a project up within its size's range. */
function complexityOf(answers: EstimateAnswers, size: ProjectSize): number {
  const upperUsers = size === 'small' ? 8 : 40;
  return [
    PROCESS_INDUSTRIES.includes(answers.industry) ? 1 : 0,
    answers.migration === 'legacy' ? 1 : 0,
    answers.hosting === 'own' ? 1 : 0,
    answers.users > upperUsers ? 1 : 0,
    answers.branches >= 3 ? 1 : 0,
    answers.apps.filter((app) => EXTENDED_APPS.includes(app)).length >= 2 ? 1 : 0,
    ...builtIntegrations(answers).map((integration) => (HEAVY_INTEGRATIONS.includes(integration) ? 2 : 1)),
  ].reduce((sum, points) => sum + points, 0);
}

/** A part of a closed range: the lower or upper half, or the middle half. */
function partOf({ from, to }: PriceRange, part: RangePart): PriceRange {
  if (to === null || part === 'whole') return { from, to };
  const quarter = (to - from) / 4;
  if (part === 'lower') return { from, to: from + 2 * quarter };
  if (part === 'middle') return { from: from + quarter, to: to - quarter };
  return { from: from + 2 * quarter, to };
}

/** The duration scope: the size's, or an industry's own when a mid-size project is that industry's. */
function durationOf(answers: EstimateAnswers, size: ProjectSize): ImplementationScope {
  if (size !== 'midSize' || answers.branches > 1) return durationOfSize[size];
  const has = (app: EstimateApp) => answers.apps.includes(app);
  if (answers.industry === 'rental' && has('rental')) return 'rental';
  if (answers.industry === 'contracting' && has('project')) return 'contracting';
  if (answers.industry === 'manufacturing' && has('manufacturing')) return 'manufacturing';
  return durationOfSize[size];
}

export function estimate(answers: EstimateAnswers): Estimate {
  const size = sizeOf(answers);
  const points = complexityOf(answers, size);
  const part: RangePart = size === 'large' ? 'whole' : points <= 1 ? 'lower' : points <= 3 ? 'middle' : 'upper';
  const drivers: Driver[] = [
    'users',
    ...(answers.branches > 1 ? (['branches'] as const) : []),
    ...(answers.apps.some((app) => EXTENDED_APPS.includes(app)) ? (['extendedApps'] as const) : []),
    ...(PROCESS_INDUSTRIES.includes(answers.industry) ? (['processIndustry'] as const) : []),
    ...answers.integrations,
    `migration-${answers.migration}` as const,
    `hosting-${answers.hosting}` as const,
    'licences',
  ];
  return { size, part, range: partOf(projectPrices[size], part), duration: durationOf(answers, size), drivers };
}
