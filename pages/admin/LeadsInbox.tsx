// The leads inbox: filters, the list newest first, pages, a lead's details, deletion and
// the CSV export of exactly what the filters show; a person's erasure request and the activity log.
import { useState } from 'react';
import { inboxCopies } from '../../locales/admin/inbox.js';
import { apiRequest, ApiError } from '../../components/api-client.js';
import type { AdminLead } from '../../site/admin-types.js';
import { useAdminSession } from './AdminSession.js';
import { emptyFilter, filterQuery, type LeadFilterState } from './lead-filter.js';
import { AuditLog } from './AuditLog.js';
import { ErasureForm } from './ErasureForm.js';
import { ExportCsvForm } from './ExportCsvForm.js';
import { LeadDetailDialog } from './LeadDetailDialog.js';
import { LeadFilters } from './LeadFilters.js';
import { LeadTable } from './LeadTable.js';
import { Pager } from './Pager.js';
import { useLeads } from './useLeads.js';
import { useLinkedLead } from './useLinkedLead.js';
import { useAdminCopy } from './useAdminCopy.js';
import { SalesDashboard } from './dashboard/SalesDashboard.js';

export function LeadsInbox() {
  const text = useAdminCopy(inboxCopies);
  const { expired } = useAdminSession();
  const [filter, setFilter] = useState<LeadFilterState>(emptyFilter);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminLead | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { state, reload } = useLeads(filter, page, expired);
  const { linked, forget } = useLinkedLead(expired);
  const shown = open ?? linked;
  const close = () => {
    setOpen(null);
    forget();
  };

  const apply = (next: LeadFilterState) => {
    setFilter(next);
    setPage(1);
    setNotice(null);
  };
  const remove = async (lead: AdminLead) => {
    try {
      await apiRequest('DELETE', `/api/admin/leads/${lead.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return expired();
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    close();
    setNotice(text.deleted);
    reload();
  };

  const query = filterQuery(filter);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
        <ExportCsvForm query={query} />
      </div>
      <SalesDashboard />
      <LeadFilters applied={filter} onApply={apply} errors={state.status === 'error' ? state.fields : {}} />
      <p role="status" className="min-h-6 text-sm font-medium text-slate-700">
        {notice ??
          (state.status === 'ready' ? text.count(state.data.total) : state.status === 'loading' ? text.loading : '')}
      </p>
      {state.status === 'error' && Object.keys(state.fields).length === 0 ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {text.loadFailed}{' '}
          <button type="button" onClick={reload} className="font-semibold underline">
            {text.retry}
          </button>
        </p>
      ) : null}
      {state.status === 'ready' ? (
        state.data.items.length ? (
          <>
            <LeadTable leads={state.data.items} onOpen={setOpen} />
            <Pager
              page={state.data.page}
              pages={Math.max(1, Math.ceil(state.data.total / state.data.pageSize))}
              onPage={setPage}
            />
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
            {text.empty}
          </p>
        )
      ) : null}
      {shown ? <LeadDetailDialog lead={shown} onClose={close} onDelete={remove} /> : null}
      <ErasureForm onErased={reload} onExpired={expired} />
      <AuditLog onExpired={expired} />
    </div>
  );
}
