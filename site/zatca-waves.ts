// ZATCA's Phase 2 (integration) waves announced so far, as data with where each was announced, so the
// next wave is one more row. A taxpayer is in the first wave (largest taxpayers first) whose threshold
// its revenue subject to VAT exceeded in one of that wave's reference years. Waves 1 to 9 took in
// taxpayers above SAR 30 million by their 2021 or 2022 revenue, before wave 10 (from 1 October 2024);
// the checker asks for the years 2022 to 2024, so the table starts at wave 10 and a taxpayer above its
// threshold is told it is in wave 10 or an earlier one.

export interface ZatcaWave {
  wave: number;
  /** SAR: the revenue subject to VAT a taxpayer exceeded. */
  threshold: number;
  /** The calendar years any one of which counts. */
  years: readonly number[];
  /** The last day to integrate with FATOORAH, YYYY-MM-DD. */
  deadline: string;
  /** Where the wave's criteria were published or reported. */
  source: string;
}

export const zatcaWaves: readonly ZatcaWave[] = [
  {
    wave: 10,
    threshold: 25_000_000,
    years: [2022, 2023],
    deadline: '2024-12-31',
    source: 'https://vita-xpro.com/?p=10430',
  },
  {
    wave: 11,
    threshold: 15_000_000,
    years: [2022, 2023],
    deadline: '2025-01-31',
    source: 'https://vita-xpro.com/?p=10430',
  },
  {
    wave: 12,
    threshold: 10_000_000,
    years: [2022, 2023],
    deadline: '2025-02-28',
    source: 'https://vita-xpro.com/?p=10430',
  },
  {
    wave: 13,
    threshold: 7_000_000,
    years: [2022, 2023],
    deadline: '2025-03-31',
    source: 'https://vita-xpro.com/?p=10430',
  },
  {
    wave: 14,
    threshold: 5_000_000,
    years: [2022, 2023],
    deadline: '2025-04-30',
    source: 'https://vita-xpro.com/?p=10430',
  },
  {
    wave: 15,
    threshold: 4_000_000,
    years: [2022, 2023],
    deadline: '2025-05-31',
    source: 'https://vita-xpro.com/?p=10430',
  },
  {
    wave: 16,
    threshold: 3_000_000,
    years: [2022, 2023],
    deadline: '2025-06-30',
    source: 'https://vita-xpro.com/?p=10430',
  },
  {
    wave: 17,
    threshold: 2_500_000,
    years: [2022, 2023],
    deadline: '2025-07-31',
    source: 'https://snitechnology.net/zatcas-17th-wave-of-taxpayers',
  },
  {
    wave: 18,
    threshold: 2_000_000,
    years: [2022, 2023],
    deadline: '2025-08-31',
    source: 'https://sowaanerp.com/en-sa/wave-4-of-zatca-e-invoicing',
  },
  {
    wave: 19,
    threshold: 1_750_000,
    years: [2022, 2023],
    deadline: '2025-09-30',
    source:
      'https://www.financemiddleeast.com/tax/zatca-announces-criteria-for-19th-wave-of-e-invoicing-integration-phase/',
  },
  {
    wave: 20,
    threshold: 1_500_000,
    years: [2022, 2023],
    deadline: '2025-10-31',
    source: 'https://snitechnology.net/?p=13058',
  },
  {
    wave: 21,
    threshold: 1_250_000,
    years: [2022, 2023, 2024],
    deadline: '2025-11-30',
    source: 'https://snitechnology.net/zatcas-21st-wave-of-taxpayers',
  },
  {
    wave: 22,
    threshold: 1_000_000,
    years: [2022, 2023, 2024],
    deadline: '2025-12-31',
    source: 'https://zatca.gov.sa/en/MediaCenter/News/Pages/news_1361.aspx',
  },
  {
    wave: 23,
    threshold: 750_000,
    years: [2022, 2023, 2024],
    deadline: '2026-03-31',
    source: 'https://regfollower.com/saudi-arabia-zatca-sets-criteria-for-23rd-wave-of-e-invoicing-integration',
  },
  {
    wave: 24,
    threshold: 375_000,
    years: [2022, 2023, 2024],
    deadline: '2026-06-30',
    source:
      'https://www.ey.com/en_gl/technical/tax-alerts/saudi-arabia-announces-24th-wave-of-phase-2-e-invoicing-integration',
  },
];

/** The years the checker asks about: every year a wave in the table counts. */
export const waveYears: readonly number[] = [...new Set(zatcaWaves.flatMap((wave) => wave.years))].sort();

/** Revenue subject to VAT by year, SAR; a year not given is absent. */
export type RevenueByYear = Partial<Record<number, number>>;

export type WaveAnswer =
  | {
      kind: 'in-wave';
      wave: ZatcaWave;
      /** The first wave of the table: an earlier one may be the taxpayer's. */ orEarlier: boolean;
    }
  | { kind: 'no-wave-yet' };

/** The wave announced so far that takes in a taxpayer with this revenue. */
export function waveFor(revenue: RevenueByYear): WaveAnswer {
  const index = zatcaWaves.findIndex((wave) => wave.years.some((year) => (revenue[year] ?? 0) > wave.threshold));
  if (index === -1) return { kind: 'no-wave-yet' };
  return { kind: 'in-wave', wave: zatcaWaves[index], orEarlier: index === 0 };
}

/** The revenue the address holds (?revenue2022=…): digits only, anything else left out. */
export function revenueFromSearch(search: Record<string, string>): RevenueByYear {
  const revenue: RevenueByYear = {};
  for (const year of waveYears) {
    const digits = (search[`revenue${year}`] ?? '').replace(/[\s,]/g, '');
    if (/^\d{1,15}$/.test(digits)) revenue[year] = Number(digits);
  }
  return revenue;
}

/** Whether a deadline has passed on a day (YYYY-MM-DD, Riyadh time). */
export const deadlinePassed = (wave: ZatcaWave, today: string): boolean => wave.deadline < today;
