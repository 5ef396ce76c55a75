// The sales dashboard of the period in the address (the last 12 weeks unless another is chosen):
// leads per week by source and by language, how far they got, the median first response, and the campaigns and landing pages that
// brought them, from GET /api/admin/dashboard. Every chart has its table; words, numbers and dates
// are in the screen's language, and charts run in its reading direction.
import { useMemo } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { dashboardFormat } from './dashboard-format.js';
import { DashboardTotals } from './DashboardTotals.js';
import { FunnelCard } from './FunnelCard.js';
import { LateContactCard } from './LateContactCard.js';
import { PeriodPicker } from './PeriodPicker.js';
import { periodQuery, usePeriodInAddress } from './period-in-address.js';
import { RankingCard } from './RankingCard.js';
import { useDashboard } from './useDashboard.js';
import { ValueTables } from './ValueTables.js';
import { WeeklyCharts } from './WeeklyCharts.js';
import { LoadFailed } from '../shared/LoadFailed.js';

export function SalesDashboard() {
  const t = useAdminT();
  const { locale } = usePageContext();
  const [period, choosePeriod] = usePeriodInAddress();
  const { state, reload } = useDashboard(periodQuery(period));
  const format = useMemo(() => dashboardFormat(locale, t), [locale, t]);
  const rtl = locale === 'ar';
  return (
    <section aria-labelledby="sales-dashboard" className="space-y-4">
      <div>
        <h2 id="sales-dashboard" className="text-xl font-bold text-slate-900">
          {t('admin.dashboard.heading')}
        </h2>
        {state.status === 'ready' ? (
          <p className="mt-1 text-sm text-slate-700">
            {t('admin.dashboard.period', { from: format.longDay(state.data.from), to: format.longDay(state.data.to) })}
          </p>
        ) : null}
      </div>
      <PeriodPicker period={period} onChoose={choosePeriod} />
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-slate-700">
          {t('admin.dashboard.loading')}
        </p>
      ) : null}
      {state.status === 'error' ? <LoadFailed message={t('admin.dashboard.loadFailed')} onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <>
          <DashboardTotals data={state.data} format={format} />
          <LateContactCard data={state.data} format={format} />
          <WeeklyCharts weeks={state.data.weeks} format={format} rtl={rtl} />
          <ValueTables data={state.data} format={format} />
          <div className="grid gap-4 lg:grid-cols-3">
            <FunnelCard stages={state.data.stages} format={format} rtl={rtl} />
            <RankingCard
              title={t('admin.dashboard.rankings.campaignsTitle')}
              nameColumn={t('admin.dashboard.rankings.campaign')}
              noneName={t('admin.dashboard.rankings.noCampaign')}
              ranking={state.data.campaigns}
              format={format}
              rtl={rtl}
            />
            <RankingCard
              title={t('admin.dashboard.rankings.landingPagesTitle')}
              nameColumn={t('admin.dashboard.rankings.landingPage')}
              noneName={t('admin.dashboard.rankings.noLandingPage')}
              ranking={state.data.landingPages}
              format={format}
              rtl={rtl}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
