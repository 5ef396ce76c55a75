// The CSV export of what the filters show: a form that POSTs to the export, so the browser sends its
// Origin (the server refuses an export any other site starts) and saves the answer as a download.
// A plain form, so it works before and without JavaScript too.
import { Download } from 'lucide-react';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function ExportCsvForm({ query }: { query: string }) {
  const t = useAdminT();
  return (
    <form method="post" action={`/api/admin/leads.csv${query ? `?${query}` : ''}`}>
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('admin.export.button')}
      </button>
    </form>
  );
}
