// /schema-validation and /database: the SEO check of every public page.
import { useState } from 'react';
import { SeoRowCard } from './SeoRowCard.js';
import { useSaudiTime } from '../admin/shared/format.js';
import { useData } from '../../components/page-context.js';
import { useAdminT } from '../../components/ui/useAdminT.js';
import type { Data } from './+data.js';

export default function Page() {
  const t = useAdminT();
  const saudiTime = useSaudiTime();
  const { report } = useData<Data>();
  const [failuresOnly, setFailuresOnly] = useState(false);
  const { pages, passed, failed } = report.summary;
  const rows = failuresOnly ? report.rows.filter((row) => !row.pass) : report.rows;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.seo.heading')}</h1>
      <p className="text-slate-700">{t('admin.seo.intro')}</p>
      <div className={`rounded-xl border p-4 ${failed ? 'border-red-200 bg-red-50' : 'border-brand-100 bg-brand-50'}`}>
        <p className="text-lg font-semibold text-slate-900" data-testid="seo-summary">
          {t('admin.seo.summary', { pages, passed, failed })}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t('admin.seo.generated')} {saudiTime(report.generatedAt)}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={failuresOnly}
          onChange={(e) => setFailuresOnly(e.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t('admin.seo.failuresOnly')}
      </label>
      <ul className="grid gap-3 lg:grid-cols-2">
        {rows.map((row) => (
          <SeoRowCard key={row.path} row={row} />
        ))}
      </ul>
    </div>
  );
}
