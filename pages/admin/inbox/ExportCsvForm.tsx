// The CSV export of what the filters show: a form that POSTs to the export, so the browser sends its
// Origin (the server refuses an export any other site starts) and saves the answer as a download.
// A plain form, so it works before and without JavaScript too.
import { Download } from 'lucide-react';
import { exportCopies } from '../../../locales/admin/export.js';
import { useAdminCopy } from '../shared/useAdminCopy.js';

export function ExportCsvForm({ query }: { query: string }) {
  const text = useAdminCopy(exportCopies);
  return (
    <form method="post" action={`/api/admin/leads.csv${query ? `?${query}` : ''}`}>
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <Download aria-hidden="true" className="size-4" />
        {text.button}
      </button>
    </form>
  );
}
