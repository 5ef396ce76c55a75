// The dashboard's period kept in the page's address (/admin?dashboard&weeks=52, or &from=&to=), so a
// reload or a shared link shows the same period. Read from the address the page was rendered for,
// so the first paint and hydration agree; choosing a period replaces the address entry.
import { useCallback, useState } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { DASHBOARD_WEEKS, dashboardWeekChoices, type DashboardPeriod } from '../../../site/dashboard.js';

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The period an address names; anything else is the default 12 weeks (the server judges the dates). */
export function periodFromAddress(search: URLSearchParams): DashboardPeriod {
  const from = day(search.get('from'));
  const to = day(search.get('to'));
  if (from && to) return { from, to };
  const weeks = dashboardWeekChoices.find((choice) => String(choice) === search.get('weeks'));
  return { weeks: weeks ?? DASHBOARD_WEEKS };
}

/** The period as the API's and the address's query: "weeks=12" or "from=…&to=…". */
export const periodQuery = (period: DashboardPeriod) =>
  'weeks' in period ? `weeks=${period.weeks}` : `from=${period.from}&to=${period.to}`;

export function usePeriodInAddress(): [DashboardPeriod, (next: DashboardPeriod) => void] {
  const { urlParsed } = usePageContext();
  const [period, setPeriod] = useState(() => periodFromAddress(new URLSearchParams(urlParsed.searchOriginal ?? '')));
  const choose = useCallback((next: DashboardPeriod) => {
    const url = new URL(window.location.href);
    for (const param of ['weeks', 'from', 'to']) url.searchParams.delete(param);
    for (const [key, value] of new URLSearchParams(periodQuery(next))) url.searchParams.set(key, value);
    window.history.replaceState(window.history.state, '', url);
    setPeriod(next);
  }, []);
  return [period, choose];
}
