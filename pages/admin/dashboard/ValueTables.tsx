// What the period's leads are worth, as tables an owner reads the team from: the open pipeline by
// stage and by expected close month, won value by campaign and by source, and a row per salesperson.
// Riyals are written with the admin's Latin digits in both languages; an empty table says so in words.
import type { ReactNode } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { Dashboard } from '../../../site/dashboard.js';
import { printable } from '../../../site/printable-text.js';
import { sarFormat } from '../shared/format-sar.js';
import type { DashboardFormat } from './dashboard-format.js';

const cell = 'px-2 py-1.5 text-start';
const num = 'px-2 py-1.5 text-end tabular-nums';

function ValueTable({
  title,
  head,
  rows,
  empty,
}: {
  title: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                {head.map((name, index) => (
                  <th key={name} scope="col" className={index === 0 ? cell : num}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={r} className="border-b border-slate-100 last:border-0">
                  {row.map((value, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className={`${cell} font-medium text-slate-900`}>
                        {value}
                      </th>
                    ) : (
                      <td key={index} className={num}>
                        {value}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ValueTables({ data, format }: { data: Dashboard; format: DashboardFormat }) {
  const t = useAdminT();
  const { locale } = usePageContext();
  const sar = sarFormat(locale);
  const month = (value: string | null) =>
    value === null
      ? t('admin.dashboard.value.noCloseMonth')
      : new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${value}-01T00:00:00Z`));
  const hours = (seconds: number | null) => (seconds === null ? '–' : format.duration(seconds));
  const openLeads = data.pipeline.byStage.reduce((sum, stage) => sum + stage.leads, 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ValueTable
        title={t('admin.dashboard.value.pipelineTitle')}
        head={[t('admin.dashboard.value.stage'), t('admin.dashboard.value.leads'), t('admin.dashboard.value.value')]}
        rows={
          openLeads === 0
            ? []
            : data.pipeline.byStage.map((row) => [
                t(`admin.pipeline.stages.${row.stage}`),
                format.number(row.leads),
                sar(row.valueSar),
              ])
        }
        empty={t('admin.dashboard.value.noOpenLeads')}
      />
      <ValueTable
        title={t('admin.dashboard.value.closeMonthTitle')}
        head={[t('admin.dashboard.value.month'), t('admin.dashboard.value.leads'), t('admin.dashboard.value.value')]}
        rows={data.pipeline.byCloseMonth.map((row) => [month(row.month), format.number(row.leads), sar(row.valueSar)])}
        empty={t('admin.dashboard.value.noOpenLeads')}
      />
      <ValueTable
        title={t('admin.dashboard.value.wonByCampaignTitle')}
        head={[
          t('admin.dashboard.rankings.campaign'),
          t('admin.dashboard.value.won'),
          t('admin.dashboard.value.value'),
        ]}
        rows={data.campaigns.byWon.map((row) => [
          row.name === null ? t('admin.dashboard.rankings.noCampaign') : <bdi>{row.name}</bdi>,
          format.number(row.won),
          sar(row.wonValueSar),
        ])}
        empty={t('admin.dashboard.value.nothingWon')}
      />
      <ValueTable
        title={t('admin.dashboard.value.wonByLandingPageTitle')}
        head={[
          t('admin.dashboard.rankings.landingPage'),
          t('admin.dashboard.value.won'),
          t('admin.dashboard.value.value'),
        ]}
        rows={data.landingPages.byWon.map((row) => [
          row.name === null ? (
            t('admin.dashboard.rankings.noLandingPage')
          ) : (
            <bdi dir="ltr" className="[overflow-wrap:anywhere]">
              {printable(row.name)}
            </bdi>
          ),
          format.number(row.won),
          sar(row.wonValueSar),
        ])}
        empty={t('admin.dashboard.value.nothingWon')}
      />
      <ValueTable
        title={t('admin.dashboard.value.wonBySourceTitle')}
        head={[t('admin.dashboard.value.source'), t('admin.dashboard.value.won'), t('admin.dashboard.value.value')]}
        rows={data.wonBySource.map((row) => [
          t(`admin.inbox.sources.${row.source}`),
          format.number(row.won),
          sar(row.wonValueSar),
        ])}
        empty={t('admin.dashboard.value.nothingWon')}
      />
      <div className="min-w-0 lg:col-span-2">
        <ValueTable
          title={t('admin.dashboard.value.salespeopleTitle')}
          head={[
            t('admin.dashboard.value.salesperson'),
            t('admin.dashboard.value.leads'),
            t('admin.dashboard.value.contacted'),
            t('admin.dashboard.value.medianResponse'),
            t('admin.dashboard.value.won'),
            t('admin.dashboard.value.value'),
            t('admin.dashboard.value.overdue'),
          ]}
          rows={data.salespeople.map((row) => [
            row.owner ? <bdi>{row.owner.username}</bdi> : t('admin.dashboard.value.nobody'),
            format.number(row.leads),
            format.number(row.contacted),
            hours(row.medianResponseSeconds),
            format.number(row.won),
            sar(row.wonValueSar),
            format.number(row.overdueActivities),
          ])}
          empty={t('admin.dashboard.value.noLeads')}
        />
      </div>
    </div>
  );
}
