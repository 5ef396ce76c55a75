// The two weekly charts: leads by source (the wide one) and by language, each with its table.
import { useId } from 'react';
import type { DashboardWeek } from '../../../site/dashboard.js';
import { localeList } from '../../../site/languages.js';
import { leadSources } from '../../../site/lead-schema.js';
import { ChartFigure, ChartTable } from './ChartFigure.js';
import { Legend, type Series } from './chart-series.js';
import { languageLooks, sourceLooks } from './chart-palette.js';
import type { DashboardFormat } from './dashboard-format.js';
import { WeeklyStackedBars } from './WeeklyStackedBars.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

interface WeeklyChartsProps {
  weeks: readonly DashboardWeek[];
  format: DashboardFormat;
  rtl: boolean;
}

function WeeklyChart({
  title,
  series,
  valuesOf,
  weeks,
  format,
  rtl,
  className,
}: WeeklyChartsProps & {
  title: string;
  series: Series[];
  valuesOf: (week: DashboardWeek) => number[];
  className?: string;
}) {
  const t = useAdminT();
  const idPrefix = useId();
  const bars = weeks.map((week) => ({ start: week.start, values: valuesOf(week) }));
  const current = weeks[weeks.length - 1]?.start;
  const weekName = (start: string) =>
    `${t('admin.dashboard.weekly.weekOf', { day: format.longDay(start) })}${start === current ? ` (${t('admin.dashboard.weekly.currentWeek')})` : ''}`;
  // A period without a lead gets a sentence, not a frame of empty axes.
  if (bars.every((bar) => bar.values.every((value) => value === 0)))
    return (
      <section className={`min-w-0 ${className ?? ''}`}>
        <h3 className="text-base font-bold text-slate-900">{title}</h3>
        <p className="mt-2 text-sm text-slate-700">{t('admin.dashboard.empty')}</p>
      </section>
    );
  return (
    <ChartFigure
      className={className}
      title={title}
      chart={(width) => (
        <WeeklyStackedBars
          weeks={bars}
          series={series}
          width={width}
          rtl={rtl}
          title={title}
          description={t('admin.dashboard.weekly.description')}
          number={format.number}
          day={format.day}
          weekName={weekName}
        />
      )}
      legend={<Legend series={series} idPrefix={idPrefix} />}
      table={
        <ChartTable
          caption={title}
          columns={[
            t('admin.dashboard.weekly.week'),
            ...series.map((item) => item.label),
            t('admin.dashboard.weekly.total'),
          ]}
          rows={bars.map((bar) => ({
            key: bar.start,
            head: weekName(bar.start),
            cells: [...bar.values, bar.values.reduce((sum, v) => sum + v, 0)].map(format.number),
          }))}
        />
      }
    />
  );
}

export function WeeklyCharts(props: WeeklyChartsProps) {
  const t = useAdminT();
  const sources: Series[] = leadSources.map((source) => ({
    key: source,
    label: t(`admin.inbox.sources.${source}`),
    ...sourceLooks[source],
  }));
  const languages: Series[] = localeList.map((locale) => ({
    key: locale,
    label: t(`admin.dashboard.languages.${locale}`),
    ...languageLooks[locale],
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 lg:col-span-2">
        <WeeklyChart
          {...props}
          title={t('admin.dashboard.weekly.bySourceTitle')}
          series={sources}
          valuesOf={(week) => leadSources.map((source) => week.bySource[source])}
        />
      </div>
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
        <WeeklyChart
          {...props}
          title={t('admin.dashboard.weekly.byLanguageTitle')}
          series={languages}
          valuesOf={(week) => localeList.map((locale) => week.byLocale[locale])}
        />
      </div>
    </div>
  );
}
