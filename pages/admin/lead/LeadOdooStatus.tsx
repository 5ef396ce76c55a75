// Where a lead stands with the company's Odoo: a link to the record it became, "on its way", or
// "not in Odoo yet" with what to fix and Odoo's own words, and a button to try again after the fix
// (or to send a lead that came before Odoo was set up). Shows nothing on a site without Odoo.
// A lead in Odoo is worked there: its stage, salesperson and probability as the last sync read them,
// read-only, and "Refresh from Odoo" (owners) reads them again now.
import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { sessionOver } from '../api/admin-api-error.js';
import { getOdooDelivery, getOdooSync, sendToOdoo, syncFromOdoo } from '../api/leads.js';
import { useSaudiTime } from '../shared/format.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { useAdminData } from '../shared/useAdminData.js';

const syncOf = (_key: 'odoo-sync', signal: AbortSignal) => getOdooSync(signal);

export function LeadOdooStatus({
  leadId,
  onExpired,
  onRefreshed,
}: {
  leadId: number;
  onExpired: () => void;
  /** After a refresh from Odoo: the lead's own fields (stage, value) may have changed. */
  onRefreshed?: () => void;
}) {
  const t = useAdminT();
  const session = useAdminSession();
  const works = session.can('workLeads');
  const { state: load, show, reload } = useAdminData(leadId, getOdooDelivery);
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const [refresh, setRefresh] = useState<'idle' | 'running' | 'busy' | 'failed'>('idle');
  const saudiTime = useSaudiTime();
  const inOdoo = load.status === 'ready' && load.data.state === 'in-odoo';
  // The sync's last pass, for a lead Odoo works: when it last read, and Odoo's words if it failed.
  const { state: syncLoad, show: showSync } = useAdminData(inOdoo ? 'odoo-sync' : null, syncOf);
  const sync = syncLoad.status === 'ready' ? syncLoad.data : null;

  if (load.status === 'failed') return null;
  if (load.status === 'ready' && load.data.state === 'off') return null;

  const send = async () => {
    setSending(true);
    setSendFailed(false);
    try {
      show(await sendToOdoo(leadId));
    } catch (error) {
      if (sessionOver(error)) return onExpired();
      setSendFailed(true);
    } finally {
      setSending(false);
    }
  };

  const refreshFromOdoo = async () => {
    setRefresh('running');
    try {
      const status = await syncFromOdoo();
      setRefresh(status.pass?.state === 'busy' ? 'busy' : 'idle');
      showSync(status);
      reload();
      onRefreshed?.();
    } catch (error) {
      if (sessionOver(error)) return onExpired();
      setRefresh('failed');
    }
  };

  const delivery = load.status === 'ready' ? load.data : null;
  const canSend = works && (delivery?.state === 'waiting' || delivery?.state === 'not-sent');
  const tone =
    delivery?.state === 'waiting'
      ? 'border-amber-300 bg-amber-50 text-amber-950'
      : 'border-slate-200 bg-slate-50 text-slate-900';

  return (
    <section aria-labelledby={`odoo-${leadId}`} className={`rounded-lg border p-3 text-sm ${tone}`}>
      <h3 id={`odoo-${leadId}`} className="font-bold">
        {t('admin.odoo.heading')}
      </h3>
      <div role="status" className="mt-1">
        {delivery === null ? <p>{t('admin.odoo.loading')}</p> : null}
        {delivery?.state === 'in-odoo' ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{t('admin.odoo.inOdoo', { id: delivery.odooLeadId })}</span>
            {delivery.url ? (
              <a
                href={delivery.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
              >
                {t('admin.odoo.open')}
                <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </a>
            ) : null}
          </p>
        ) : null}
        {delivery?.state === 'in-odoo' && delivery.odoo ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold">{t('admin.odoo.stage')}</dt>
            <dd>
              <bdi>{delivery.odoo.stageName ?? '—'}</bdi>
              {delivery.odoo.probability !== null
                ? ` · ${t('admin.odoo.probability', { value: delivery.odoo.probability })}`
                : ''}
            </dd>
            <dt className="font-semibold">{t('admin.odoo.salesperson')}</dt>
            <dd>
              <bdi>{delivery.odoo.salesperson ?? t('admin.odoo.noSalesperson')}</bdi>
            </dd>
          </dl>
        ) : null}
        {delivery?.state === 'in-odoo' && delivery.managed ? (
          <p className="mt-2 text-slate-700">{t('admin.odoo.managed')}</p>
        ) : null}
        {refresh === 'busy' ? <p className="mt-2">{t('admin.odoo.syncBusy')}</p> : null}
        {inOdoo && sync?.lastFinishedAt && !sync.lastError && refresh !== 'busy' ? (
          <p className="mt-1 text-xs text-slate-600">
            {t('admin.odoo.syncedAt', { time: saudiTime(sync.lastFinishedAt) })}
          </p>
        ) : null}
        {inOdoo && sync?.lastError && refresh !== 'busy' ? (
          <>
            <p className="mt-2 text-amber-900">{t('admin.odoo.syncFailed')}</p>
            {/* Odoo's words are English: their own block, left to right, on either screen. */}
            <p dir="ltr" className="mt-0.5 whitespace-pre-wrap break-words font-mono text-xs text-amber-900">
              {sync.lastError}
            </p>
          </>
        ) : null}
        {delivery?.state === 'queued' ? (
          <p>{delivery.failing ? t('admin.odoo.retrying', { attempts: delivery.attempts }) : t('admin.odoo.queued')}</p>
        ) : null}
        {delivery?.state === 'not-sent' ? <p>{t('admin.odoo.notSent')}</p> : null}
        {delivery?.state === 'waiting' ? (
          <>
            <p>
              <strong>{t('admin.odoo.waiting')}</strong> {t(`admin.odoo.reasons.${delivery.kind}`)}
            </p>
            {delivery.error ? (
              <>
                <p className="mt-2 text-xs font-semibold text-amber-900">{t('admin.odoo.odooSaid')}</p>
                {/* Odoo's words are English: their own block, left to right, on either screen. */}
                <p dir="ltr" className="mt-0.5 whitespace-pre-wrap break-words font-mono text-xs text-amber-900">
                  {delivery.error}
                </p>
              </>
            ) : null}
          </>
        ) : null}
      </div>
      {canSend ? (
        <button
          type="button"
          onClick={() => void send()}
          disabled={sending}
          className="mt-2 rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {sending
            ? t('admin.odoo.sending')
            : delivery?.state === 'not-sent'
              ? t('admin.odoo.send')
              : t('admin.odoo.retry')}
        </button>
      ) : null}
      {delivery?.state === 'in-odoo' && delivery.managed && session.can('syncOdoo') ? (
        <button
          type="button"
          onClick={() => void refreshFromOdoo()}
          disabled={refresh === 'running'}
          className="mt-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
        >
          {refresh === 'running' ? t('admin.odoo.refreshing') : t('admin.odoo.refresh')}
        </button>
      ) : null}
      {sendFailed || refresh === 'failed' ? (
        <p role="alert" className="mt-2 font-medium text-red-700">
          {t('admin.odoo.failed')}
        </p>
      ) : null}
    </section>
  );
}
