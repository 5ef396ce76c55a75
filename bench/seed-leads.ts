// Leads straight into the lead table, many rows per INSERT and many INSERTs per transaction: the
// benchmark's 100,000 leads in seconds instead of one ORM save each, and the tests' hand-made leads
// with every column they do not name filled in plausibly. seedLeads() draws a realistic mix from a
// seeded generator, so two runs hold the same leads.
import type { DataSource } from 'typeorm';
import { stageRank, type LeadStage, type SpamReason } from '../site/pipeline/stages.js';
import type { LeadSource } from '../site/lead-schema.js';
import { leadSearchKeyOf } from '../site/lead-search-key.js';

export interface SeedLead {
  id?: number;
  createdAt: Date;
  name?: string;
  email?: string | null;
  phone?: string;
  company?: string;
  city?: string;
  service?: string;
  message?: string;
  source?: LeadSource;
  locale?: 'en' | 'ar';
  pagePath?: string | null;
  marketingConsent?: boolean;
  phoneE164?: string | null;
  emailKey?: string | null;
  contactLeadId?: number | null;
  stage?: LeadStage;
  lostReason?: string | null;
  furthestStageRank?: number;
  ownerId?: number | null;
  followUpOn?: string | null;
  firstResponseAt?: Date | null;
  spamReason?: SpamReason | null;
  landingPath?: string | null;
  referrerOrigin?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  gclid?: string | null;
  searchKey?: string | null;
  valueSar?: number | null;
  expectedCloseMonth?: string | null;
}

// Column name, and how a SeedLead fills it.
const columns: Array<[string, (lead: SeedLead) => unknown]> = [
  ['created_at', (l) => l.createdAt],
  ['name', (l) => l.name ?? 'Seeded lead'],
  ['email', (l) => l.email ?? null],
  ['phone', (l) => l.phone ?? '0500000000'],
  ['company', (l) => l.company ?? ''],
  ['city', (l) => l.city ?? ''],
  ['service', (l) => l.service ?? 'Odoo implementation'],
  ['message', (l) => l.message ?? ''],
  ['source', (l) => l.source ?? 'contact'],
  ['locale', (l) => l.locale ?? 'en'],
  ['page_path', (l) => l.pagePath ?? null],
  ['marketing_consent', (l) => (l.marketingConsent ? 1 : 0)],
  ['phone_e164', (l) => l.phoneE164 ?? null],
  ['email_key', (l) => l.emailKey ?? null],
  ['contact_lead_id', (l) => l.contactLeadId ?? null],
  ['stage', (l) => l.stage ?? 'new'],
  ['lost_reason', (l) => l.lostReason ?? null],
  ['furthest_stage_rank', (l) => l.furthestStageRank ?? (l.stage && l.stage !== 'lost' ? stageRank(l.stage) : 0)],
  ['owner_id', (l) => l.ownerId ?? null],
  ['follow_up_on', (l) => l.followUpOn ?? null],
  ['first_response_at', (l) => l.firstResponseAt ?? null],
  ['spam_reason', (l) => l.spamReason ?? null],
  ['landing_path', (l) => l.landingPath ?? null],
  ['referrer_origin', (l) => l.referrerOrigin ?? null],
  ['utm_source', (l) => l.utmSource ?? null],
  ['utm_medium', (l) => l.utmMedium ?? null],
  ['utm_campaign', (l) => l.utmCampaign ?? null],
  ['gclid', (l) => l.gclid ?? null],
  ['value_sar', (l) => l.valueSar ?? null],
  ['expected_close_month', (l) => l.expectedCloseMonth ?? null],
  [
    'search_key',
    (l) => l.searchKey ?? leadSearchKeyOf({ ...l, name: l.name ?? 'Seeded lead', phone: l.phone ?? '0500000000' }),
  ],
];

const ROWS_PER_INSERT = 500;
const INSERTS_PER_TRANSACTION = 20;

/** A time as the app stores it: UTC text, with milliseconds on SQLite (TypeORM's format there). */
function storedTime(db: DataSource, at: Date): string {
  const text = at.toISOString().replace('T', ' ').replace('Z', '');
  return db.options.type === 'mysql' ? text.slice(0, 19) : text;
}

export async function insertLeads(db: DataSource, leads: readonly SeedLead[]): Promise<void> {
  const withId = leads.length > 0 && leads[0].id !== undefined;
  const names = [...(withId ? ['id'] : []), ...columns.map(([name]) => name)];
  const escapedNames = names.map((name) => db.driver.escape(name)).join(', ');
  const rowPlaceholder = `(${names.map(() => '?').join(', ')})`;
  const valuesOf = (lead: SeedLead) => [
    ...(withId ? [lead.id] : []),
    ...columns.map(([, valueOf]) => {
      const value = valueOf(lead);
      return value instanceof Date ? storedTime(db, value) : value;
    }),
  ];
  const chunkSize = ROWS_PER_INSERT * INSERTS_PER_TRANSACTION;
  for (let first = 0; first < leads.length; first += chunkSize) {
    const batch = leads.slice(first, first + chunkSize);
    await db.transaction(async (manager) => {
      for (let start = 0; start < batch.length; start += ROWS_PER_INSERT) {
        const rows = batch.slice(start, start + ROWS_PER_INSERT);
        await manager.query(
          `INSERT INTO ${db.driver.escape('lead')} (${escapedNames}) VALUES ${rows.map(() => rowPlaceholder).join(', ')}`,
          rows.flatMap(valuesOf),
        );
      }
    });
  }
}

// A small, seeded generator (mulberry32): the same leads on every run and on both databases.
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
    return items[items.length - 1][0];
  };
  return { next, pick, weighted };
}

export const SEED_CAMPAIGNS = [
  'zatca-phase2-wave',
  'odoo18-launch',
  'ramadan-erp-offer',
  'manufacturing-eastern',
  'riyadh-retail-pos',
  'jeddah-trading',
  'aramco-suppliers-ariba',
  'payroll-gosi-mudad',
  'linkedin-cfo',
  'newsletter-monthly',
  'migration-from-sap',
  'webinar-inventory',
] as const;

const LANDING_PATHS = [
  '/',
  '/ar',
  '/services/odoo-implementation',
  '/ar/services/odoo-implementation',
  '/services/zatca-e-invoicing',
  '/ar/services/zatca-e-invoicing',
  '/odoo-riyadh',
  '/ar/odoo-riyadh',
  '/odoo-jeddah',
  '/ar/odoo-jeddah',
  '/industries/manufacturing',
  '/ar/industries/manufacturing',
  '/blog/zatca-e-invoicing-fatoorah-guide',
  '/ar/blog/zatca-e-invoicing-fatoorah-guide',
  '/services/odoo-migration',
  '/contact',
  '/ar/contact',
];

const CITIES = ['Riyadh', 'Jeddah', 'Dammam', 'Al Khobar', 'Jubail', 'Makkah', 'Madinah', 'Al-Hofuf', 'Tabuk'];
const SERVICES = ['Odoo implementation', 'ZATCA e-invoicing', 'Odoo migration', 'Odoo training', 'Custom web app'];
const FIRST_NAMES = ['Abdullah', 'Mohammed', 'Fahad', 'Sara', 'Noura', 'Khalid', 'Reem', 'Omar', 'Layla', 'Faisal'];
const LAST_NAMES = ['Al-Qahtani', 'Al-Harbi', 'Al-Otaibi', 'Al-Dosari', 'Al-Shehri', 'Al-Ghamdi', 'Al-Zahrani'];
// The same names as an Arabic-speaking visitor writes them (one for one, so the draws stay the same),
// with the letters a search must fold: hamza on alef, taa marbuta, alef maqsura.
const FIRST_NAMES_AR = ['عبدالله', 'أحمد', 'فهد', 'سارة', 'نورة', 'خالد', 'ريم', 'عمر', 'ليلى', 'فيصل'];
const LAST_NAMES_AR = ['القحطاني', 'الحربي', 'العتيبي', 'الدوسري', 'الشهري', 'الغامدي', 'الزهراني'];
const LOST_REASONS = ['Budget', 'Chose another partner', 'No reply', 'Not the right time'];
const REFERRERS = ['https://www.google.com', 'https://www.linkedin.com', 'https://www.bing.com', null];

const DAY_MS = 86_400_000;

export interface SeedOptions {
  count: number;
  /** The newest lead is no later than this; the oldest just under two years before. */
  now: Date;
  /** admin_user ids to hand leads to. */
  ownerIds: readonly number[];
  seed?: number;
}

/** A realistic mix: Sunday-to-Thursday working hours busier, older leads further along (or lost), about
 * 4% spam, 40% from campaigns, some returning contacts. */
export function seedLeadRows({ count, now, ownerIds, seed = 2025 }: SeedOptions): SeedLead[] {
  const random = generator(seed);
  // Two years, less a few days: the server's retention sweep (730 days by default) would otherwise
  // start deleting the oldest while the benchmark measures.
  const span = 720 * DAY_MS;
  const leads: SeedLead[] = [];
  for (let index = 0; index < count; index++) {
    // Busier lately: the square root skews the draw toward now.
    let at = now.getTime() - span * (1 - Math.sqrt(random.next()));
    const riyadh = new Date(at + 3 * 3_600_000);
    const weekend = riyadh.getUTCDay() === 5 || riyadh.getUTCDay() === 6;
    if (weekend && random.next() < 0.5) at -= 2 * DAY_MS;
    at = Math.floor(Math.min(at, now.getTime() - 60_000) / 1000) * 1000;
    const createdAt = new Date(at);
    const ageDays = (now.getTime() - at) / DAY_MS;
    const source = random.weighted<LeadSource>([
      ['popup', 45],
      ['contact', 30],
      ['landing', 25],
    ]);
    const locale = random.next() < 0.6 ? 'ar' : 'en';
    const spamReason = random.next() < 0.04 ? random.pick(['honeypot', 'too-fast'] as const) : null;
    const settled = Math.min(1, ageDays / 60);
    const stage: LeadStage = spamReason
      ? 'new'
      : random.weighted<LeadStage>([
          ['new', 40 - 35 * settled],
          ['contacted', 25 - 10 * settled],
          ['qualified', 15],
          ['proposal', 10],
          ['won', 4 + 8 * settled],
          ['lost', 6 + 30 * settled],
        ]);
    const furthestStageRank = stage === 'lost' ? Math.floor(random.next() * 4) : stageRank(stage);
    const responded = stage !== 'new' || random.next() < 0.1;
    const responseMinutes = Math.round(Math.exp(random.next() * 7)); // 1 minute to about 18 hours
    const campaign = random.next() < 0.4 ? random.pick(SEED_CAMPAIGNS) : null;
    const landingPath = random.next() < 0.95 ? random.pick(LANDING_PATHS) : null;
    const returning = index > 100 && random.next() < 0.08 ? Math.floor(random.next() * index) + 1 : null;
    const phoneDigits = returning ? 500_000_000 + returning : 500_000_000 + index + 1;
    const arabic = locale === 'ar';
    const first = random.pick(arabic ? FIRST_NAMES_AR : FIRST_NAMES);
    const last = random.pick(arabic ? LAST_NAMES_AR : LAST_NAMES);
    const inLatin = (name: string, list: readonly string[], latin: readonly string[]) =>
      arabic ? latin[list.indexOf(name)]! : name;
    const emailName = `${inLatin(first, FIRST_NAMES_AR, FIRST_NAMES)}.${inLatin(last, LAST_NAMES_AR, LAST_NAMES)}`;
    const email = random.next() < 0.8 ? `${emailName}${returning ?? index + 1}@example.sa`.toLowerCase() : null;
    const open = stage !== 'won' && stage !== 'lost' && stage !== 'new';
    // Deals are priced once qualified (and some sooner): 15,000 to about 900,000 riyals, most of them
    // small, expected to close one to five months after the lead came.
    const priced = furthestStageRank >= stageRank('qualified') || (stage === 'contacted' && random.next() < 0.3);
    const valueSar = priced ? 5_000 * Math.round(3 + 180 * random.next() ** 3) : null;
    const closeAt = new Date(at);
    closeAt.setUTCMonth(closeAt.getUTCMonth() + 1 + Math.floor(random.next() * 5), 1);
    const expectedCloseMonth = priced ? closeAt.toISOString().slice(0, 7) : null;
    leads.push({
      id: index + 1,
      createdAt,
      name: `${first} ${last}`,
      email,
      emailKey: email,
      phone: `0${phoneDigits}`,
      phoneE164: `+966${phoneDigits}`,
      contactLeadId: returning,
      company: random.next() < 0.7 ? (arabic ? `مؤسسة ${last} التجارية` : `${last} Trading Co.`) : '',
      city: random.pick(CITIES),
      service: random.pick(SERVICES),
      message: 'We would like to discuss an Odoo project for our company.',
      source,
      locale,
      pagePath: landingPath ?? '/contact',
      marketingConsent: random.next() < 0.3,
      stage,
      lostReason: stage === 'lost' ? random.pick(LOST_REASONS) : null,
      furthestStageRank,
      ownerId: stage !== 'new' && ownerIds.length && random.next() < 0.9 ? random.pick(ownerIds) : null,
      followUpOn: open
        ? new Date(now.getTime() + (random.next() * 40 - 10) * DAY_MS + 3 * 3_600_000).toISOString().slice(0, 10)
        : null,
      firstResponseAt: responded ? new Date(Math.min(at + responseMinutes * 60_000, now.getTime())) : null,
      spamReason,
      landingPath,
      referrerOrigin: random.pick(REFERRERS),
      utmSource: campaign ? random.pick(['google', 'linkedin', 'meta', 'newsletter']) : null,
      utmMedium: campaign ? random.pick(['cpc', 'social', 'email']) : null,
      utmCampaign: campaign,
      gclid: campaign && random.next() < 0.3 ? `gclid-${index}` : null,
      valueSar,
      expectedCloseMonth,
    });
  }
  return leads;
}

export async function seedLeads(db: DataSource, options: SeedOptions): Promise<number> {
  const rows = seedLeadRows(options);
  await insertLeads(db, rows);
  return rows.length;
}
