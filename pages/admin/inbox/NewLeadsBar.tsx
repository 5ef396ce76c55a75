// New leads announce themselves in an open inbox: every 5 s while the tab is visible (every 30 s
// while it is hidden) the inbox asks for the newest lead's id with the last ETag, a 304 costing one
// primary-key read. Leads that came since the list was shown are counted in the tab's title
// ("(2) …") and in a bar whose "Show" reloads the list; with the browser's permission, which a button
// asks for, a notification says so too. Admin screens only: the public pages load none of this.
import { useEffect, useRef, useState } from 'react';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { pollLatestLeads } from '../api/activities.js';

const VISIBLE_MS = 5_000;
const HIDDEN_MS = 30_000;

const canNotify = () => typeof Notification !== 'undefined';

export function NewLeadsBar({ onShow }: { onShow: () => void }) {
  const t = useAdminT();
  const [fresh, setFresh] = useState(0);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>('unsupported');
  // The newest lead when the list was last shown: leads after it are "new".
  const baseline = useRef<number | null>(null);
  const latest = useRef(0);
  const notified = useRef(0);
  const title = useRef<string | null>(null);

  useEffect(() => {
    let etag: string | null = null;
    let timer = 0;
    let stopped = false;
    const poll = async () => {
      try {
        const answer = await pollLatestLeads(baseline.current ?? 0, etag);
        // Read after the hydration (the server knows no browser's permission).
        setPermission(canNotify() ? Notification.permission : 'unsupported');
        if (answer && !stopped) {
          etag = answer.etag;
          latest.current = answer.latest.latestId;
          if (baseline.current === null) {
            baseline.current = answer.latest.latestId;
            etag = null;
          } else setFresh(answer.latest.newSince);
        }
      } catch {
        // A missed poll is tried again at the next one.
      }
      if (!stopped) timer = window.setTimeout(poll, document.visibilityState === 'visible' ? VISIBLE_MS : HIDDEN_MS);
    };
    const whenShown = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timer);
      void poll();
    };
    void poll();
    document.addEventListener('visibilitychange', whenShown);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', whenShown);
    };
  }, []);

  useEffect(() => {
    title.current ??= document.title;
    document.title = fresh > 0 ? `(${fresh}) ${title.current}` : title.current;
    if (fresh > notified.current && canNotify() && Notification.permission === 'granted')
      new Notification(t('admin.live.notificationTitle', { count: fresh }), {
        body: t('admin.live.notificationBody'),
        tag: 'new-leads',
      });
    notified.current = fresh;
  }, [fresh, t]);
  useEffect(
    () => () => {
      if (title.current !== null) document.title = title.current;
    },
    [],
  );

  const show = () => {
    baseline.current = latest.current;
    setFresh(0);
    onShow();
  };
  const ask = async () => setPermission(await Notification.requestPermission());

  return (
    <div className="flex flex-wrap items-center gap-3">
      {fresh > 0 ? (
        <div
          role="status"
          data-testid="new-leads-bar"
          className="flex flex-1 flex-wrap items-center justify-between gap-2 rounded-lg border border-brand-300 bg-brand-50 px-3 py-2 text-brand-900"
        >
          <span className="font-semibold">{t('admin.live.newLeads', { count: fresh })}</span>
          <button
            type="button"
            onClick={show}
            className="min-h-11 rounded-lg bg-brand-700 px-4 py-1.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('admin.live.show')}
          </button>
        </div>
      ) : null}
      {permission === 'default' ? (
        <button
          type="button"
          onClick={() => void ask()}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('admin.live.notifyMe')}
        </button>
      ) : permission === 'denied' ? (
        <p className="text-sm text-slate-600">{t('admin.live.notifyBlocked')}</p>
      ) : null}
    </div>
  );
}
