// The sales dashboard at the top of /admin: its headings, chart titles, legends, table headers and
// notes. Numbers, dates and durations come formatted in the screen's language.
import type { Locale } from '../languages.js';

export interface DashboardCopy {
  heading: string;
  /** The period, its first and last day formatted. */
  period: (from: string, to: string) => string;
  loading: string;
  loadFailed: string;
  retry: string;
  /** The summary that opens each chart's table. */
  showTable: string;
  totals: { leads: string; won: string; response: string };
  /** Under the won count: its share of the period's leads, formatted. */
  wonShare: (percent: string) => string;
  /** Under the median: how many leads it is taken over. */
  responseBasis: (responded: string, leads: string) => string;
  noResponse: string;
  /** A duration in hours and minutes: how its two parts are joined. */
  durationJoin: string;
  lessThanAMinute: string;
  weekly: {
    bySourceTitle: string;
    byLanguageTitle: string;
    /** The chart's description for screen readers: what it shows and where the numbers are. */
    description: string;
    week: string;
    weekOf: (day: string) => string;
    currentWeek: string;
    total: string;
  };
  // The sources' names are the inbox's (site/admin-copy/inbox.ts).
  languages: Record<Locale, string>;
  rankings: {
    campaignsTitle: string;
    landingPagesTitle: string;
    byLeads: string;
    byWon: string;
    campaign: string;
    landingPage: string;
    leads: string;
    won: string;
    /** Leads that came without a campaign. */
    noCampaign: string;
    /** Leads whose landing page is not known. */
    noLandingPage: string;
    noneWon: string;
  };
  funnel: {
    title: string;
    description: string;
    stage: string;
    reached: string;
    share: string;
    /** The stages' own names are the pipeline's (site/admin-copy/pipeline.ts). */
    lostNote: string;
  };
  empty: string;
}
