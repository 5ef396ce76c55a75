// A lead's stage (with why it was lost), owner and follow-up day as text, for a role that reads leads
// without working them: the same facts the pipeline controls show, without a form to change them.
import type { ReactNode } from 'react';
import type { AdminLeadDetail } from '../../../site/admin-types.js';
import { withoutControls } from '../../../site/visitor-text.js';
import { useDayFormat } from '../shared/format-day.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function PipelineSummary({ lead }: { lead: AdminLeadDetail }) {
  const t = useAdminT();
  const formatDay = useDayFormat();
  const rows: Array<[string, ReactNode]> = [
    [
      t('admin.pipeline.stage'),
      <>
        {t(`admin.pipeline.stages.${lead.stage}`)}
        {lead.lostReason ? <> ({withoutControls(lead.lostReason)})</> : null}
      </>,
    ],
    [t('admin.pipeline.owner'), lead.owner ? <bdi>{lead.owner.username}</bdi> : t('admin.pipeline.unassigned')],
    [t('admin.pipeline.followUp'), lead.followUpOn ? formatDay(lead.followUpOn) : t('admin.pipeline.none')],
  ];
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="font-bold text-slate-900">{t('admin.pipeline.pipelineHeading')}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
