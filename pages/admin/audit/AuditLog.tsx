// The audit log for admins: who signed in, exported, deleted or erased what, and when. Loaded when
// the panel is opened, so the inbox does not wait for it. Text is shown escaped (printable()), as the
// server sends it, so nothing in an entry can break a line or turn the text around; refused
// sign-ins in a row come as one entry with their count.
import { useState } from 'react';
import type { AuditEntry } from '../../../site/admin-answers.js';
import { getAuditLog } from '../api/privacy.js';
import { useAdminData } from '../shared/useAdminData.js';
import { isAuditActionName } from '../../../site/audit-actions.js';
import { useSaudiTime } from '../shared/format.js';
import { printable } from '../../../site/printable-text.js';
import { useAdminT, type AdminT } from '../../../components/ui/useAdminT.js';

const COLUMNS = ['at', 'actor', 'action', 'detail'] as const;

const repeatsOf = (entry: AuditEntry, t: AdminT, saudiTime: (iso: string) => string) =>
  t('admin.audit.repeats', { count: entry.repeats, since: saudiTime(entry.firstAt ?? entry.at) });

type State = { name: 'closed' } | { name: 'loading' } | { name: 'ready'; entries: AuditEntry[] } | { name: 'failed' };

// Each opening of the panel is a key of its own, so it reads the log as it is now.
const entriesAt = (_opening: number, signal: AbortSignal) => getAuditLog(signal);

export function AuditLog() {
  const t = useAdminT();
  const saudiTime = useSaudiTime();
  const [opening, setOpening] = useState<{ open: boolean; count: number }>({ open: false, count: 0 });
  const { state: log } = useAdminData(opening.open ? opening.count : null, entriesAt);
  const state: State =
    log.status === 'idle'
      ? { name: 'closed' }
      : log.status === 'ready'
        ? { name: 'ready', entries: log.data }
        : { name: log.status === 'failed' ? 'failed' : 'loading' };
  return (
    <details
      onToggle={(event) => {
        const open = event.currentTarget.open;
        setOpening(({ count }) => ({ open, count: open ? count + 1 : count }));
      }}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <summary className="cursor-pointer text-lg font-bold text-slate-900">{t('admin.audit.heading')}</summary>
      <p className="mt-1 text-sm text-slate-700">{t('admin.audit.intro')}</p>
      {state.name === 'loading' ? <p className="mt-3 text-sm">{t('admin.audit.loading')}</p> : null}
      {state.name === 'failed' ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t('admin.audit.failed')}
        </p>
      ) : null}
      {state.name === 'ready' && state.entries.length === 0 ? (
        <p className="mt-3 text-sm">{t('admin.audit.empty')}</p>
      ) : null}
      {state.name === 'ready' && state.entries.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 text-start font-semibold">
                    {t(`admin.audit.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state.entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`} className="border-b border-slate-100">
                  <td className="whitespace-nowrap px-2 py-2">{saudiTime(entry.at)}</td>
                  <td className="px-2 py-2">
                    <bdi>{printable(entry.actor)}</bdi>
                  </td>
                  <td className="whitespace-nowrap px-2 py-2">
                    {isAuditActionName(entry.action) ? t(`admin.audit.actions.${entry.action}`) : entry.action}
                  </td>
                  <td className="px-2 py-2">
                    <bdi>{printable(entry.detail)}</bdi>
                    {entry.repeats > 1 ? ` ${repeatsOf(entry, t, saudiTime)}` : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}
