// The leads inbox: Inbox or Spam, filters, the list (overdue follow-ups first unless another order
// is chosen) a page at a time, a lead's view (also by its link, ?lead=ID), deletion and the CSV
// export of exactly what the filters show; a person's erasure request and the activity log. Each part
// shows only when the admin's role may use it (the server refuses the rest anyway).
import { useState } from 'react';
import { sessionOver, statusOf } from '../api/admin-api-error.js';
import { deleteLead } from '../api/leads.js';
import type { AdminLead } from '../../../site/admin-types.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { filterQuery, type LeadFilterState } from './lead-filter.js';
import { useFilterInAddress } from './filters-in-address.js';
import { AuditLog } from '../audit/AuditLog.js';
import { ErasureForm } from '../erasure/ErasureForm.js';
import { ExportCsvForm } from './ExportCsvForm.js';
import { LeadDetailDialog } from '../lead/LeadDetailDialog.js';
import { FiltersDisclosure } from './FiltersDisclosure.js';
import { LEADS_LIST_ID } from './leads-list-id.js';
import { LeadFilters } from './LeadFilters.js';
import { LeadTable } from './LeadTable.js';
import { Pager } from './Pager.js';
import { useLeads } from './useLeads.js';
import { useLinkedLead } from '../lead/useLinkedLead.js';
import { useOwners } from './useOwners.js';
import { ListBoardSwitch } from './ListBoardSwitch.js';
import { ViewSwitch } from './ViewSwitch.js';
import { InboxViews } from './InboxViews.js';
import { NewLeadsBar } from './NewLeadsBar.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { BulkActionBar } from './BulkActionBar.js';
import { useLeadSelection } from './useLeadSelection.js';
import { LoadFailed } from '../shared/LoadFailed.js';

export function LeadsInbox() {
  const t = useAdminT();
  const { expired, can } = useAdminSession();
  const [filter, setFilter] = useFilterInAddress();
  // Where the page on screen starts (null: the first page), and which page the admin counts it as.
  const [at, setAt] = useState<{ cursor: string | null; page: number }>({ cursor: null, page: 1 });
  const [notice, setNotice] = useState<string | null>(null);
  const { state, reload } = useLeads(filter, at.cursor);
  const owners = useOwners();
  const selection = useLeadSelection();
  const { leadId, open, close } = useLinkedLead();

  const apply = (next: LeadFilterState) => {
    setFilter(next);
    setAt({ cursor: null, page: 1 });
    setNotice(null);
    // Ticks made under another filter would change leads no longer on screen.
    selection.clear();
  };
  const remove = async (lead: AdminLead) => {
    try {
      await deleteLead(lead.id);
    } catch (error) {
      if (sessionOver(error)) return expired();
      // Already gone: deleted by a colleague or by the retention sweep.
      if (statusOf(error) !== 404) throw error;
    }
    close();
    setNotice(t('admin.inbox.deleted'));
    reload();
  };

  const query = filterQuery(filter);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.inbox.heading')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <ListBoardSwitch shown="list" query={query} />
          {can('exportLeads') ? <ExportCsvForm query={query} /> : null}
        </div>
      </div>
      <ViewSwitch view={filter.view} onView={(view) => apply({ ...filter, view })} />
      <FiltersDisclosure filter={filter} mustOpen={state.status === 'error' && Object.keys(state.fields).length > 0}>
        <InboxViews filter={filter} onApply={apply} />
        <LeadFilters
          key={filter.view}
          applied={filter}
          owners={owners}
          onApply={apply}
          errors={state.status === 'error' ? state.fields : {}}
        />
      </FiltersDisclosure>
      <p role="status" className="min-h-6 text-sm font-medium text-slate-700">
        {notice ??
          (state.status === 'ready'
            ? state.data.totalCapped
              ? t('admin.pipeline.countAtLeast', { count: state.data.total })
              : t('admin.inbox.count', { count: state.data.total })
            : state.status === 'loading'
              ? t('admin.inbox.loading')
              : '')}
      </p>
      <NewLeadsBar
        onShow={() => {
          setAt({ cursor: null, page: 1 });
          reload();
        }}
      />
      {state.status === 'error' && Object.keys(state.fields).length === 0 ? (
        <LoadFailed message={t('admin.inbox.loadFailed')} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        state.data.items.length ? (
          <>
            <div id={LEADS_LIST_ID} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
              <LeadTable
                leads={state.data.items}
                onOpen={(lead) => open(lead.id)}
                selection={can('workLeads') ? selection : undefined}
              />
            </div>
            {can('workLeads') ? (
              <BulkActionBar
                selection={selection}
                pageSize={state.data.pageSize}
                total={state.data.total}
                totalCapped={state.data.totalCapped}
                filter={Object.fromEntries(new URLSearchParams(filterQuery({ ...filter, sort: 'priority' })))}
                owners={owners}
                canDelete={can('deleteLeads')}
                onDone={reload}
                onExpired={expired}
              />
            ) : null}
            <Pager
              page={state.data.prevCursor ? at.page : 1}
              pages={state.data.totalCapped ? 0 : Math.max(1, Math.ceil(state.data.total / state.data.pageSize))}
              onPrevious={
                state.data.prevCursor
                  ? () => setAt({ cursor: state.data.prevCursor, page: Math.max(1, at.page - 1) })
                  : null
              }
              onNext={
                state.data.nextCursor
                  ? () => setAt({ cursor: state.data.nextCursor, page: (state.data.prevCursor ? at.page : 1) + 1 })
                  : null
              }
            />
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
            {t('admin.inbox.empty')}
          </p>
        )
      ) : null}
      {leadId !== null ? (
        <LeadDetailDialog
          key={leadId}
          leadId={leadId}
          owners={owners}
          onClose={close}
          onDelete={can('deleteLeads') ? remove : null}
          onChanged={reload}
          onOpenLead={open}
          onExpired={expired}
        />
      ) : null}
      {can('eraseContacts') ? <ErasureForm onErased={reload} onExpired={expired} /> : null}
      {can('readAuditLog') ? <AuditLog /> : null}
    </div>
  );
}
