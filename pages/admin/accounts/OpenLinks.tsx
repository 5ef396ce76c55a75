// The accounts screen's open links: every invitation and reset link not used, expired or revoked yet,
// who made it, for whom, which role and until when, each with a button that revokes it (it then
// answers 410). `revision` changes when the screen made or may have voided a link (a new link, a
// role or state changed), so the list is read again.
import { useState } from 'react';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { isAdminRole } from '../../../site/admin-roles.js';
import { sessionOver } from '../api/admin-api-error.js';
import { listOpenLinks, revokeLink } from '../api/accounts.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { useSaudiTime } from '../shared/format.js';
import { useAdminData } from '../shared/useAdminData.js';

const cell = 'border-b border-slate-200 px-3 py-2 text-start align-top';
const smallButton = 'rounded-md border border-slate-300 px-3 py-1 font-semibold text-slate-800 hover:bg-slate-100';

const openLinksAt = (_revision: number, signal: AbortSignal) => listOpenLinks(signal);

export function OpenLinks({ revision }: { revision: number }) {
  const t = useAdminT();
  const time = useSaudiTime();
  const { expired } = useAdminSession();
  const { state, latest, reload } = useAdminData(revision, openLinksAt, { keepReady: true });
  const [failed, setFailed] = useState(false);
  const links = latest ?? [];

  const revoke = async (id: number) => {
    setFailed(false);
    try {
      await revokeLink(id);
    } catch (error) {
      if (sessionOver(error)) return expired();
      setFailed(true);
    }
    reload();
  };

  return (
    <section
      aria-labelledby="open-links-heading"
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="open-links-heading" className="text-lg font-bold text-slate-900">
        {t('admin.accounts.links.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('admin.accounts.links.intro')}</p>
      {failed || state.status === 'failed' ? (
        <p role="alert" className="font-semibold text-red-700">
          {t('admin.accounts.list.failed')}
        </p>
      ) : null}
      {links.length === 0 ? (
        state.status === 'ready' ? (
          <p className="mt-2 text-sm text-slate-600">{t('admin.accounts.links.empty')}</p>
        ) : null
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th className={cell}>{t('admin.accounts.links.columns.purpose')}</th>
              <th className={cell}>{t('admin.accounts.links.columns.for')}</th>
              <th className={cell}>{t('admin.accounts.list.columns.role')}</th>
              <th className={cell}>{t('admin.accounts.links.columns.madeBy')}</th>
              <th className={cell}>{t('admin.accounts.links.columns.expires')}</th>
              <th className={cell}>{t('admin.accounts.list.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={link.id}>
                <td className={cell}>{t(`admin.accounts.links.purpose.${link.purpose}`)}</td>
                <td className={cell}>
                  <bdi>{link.username}</bdi>
                </td>
                <td className={cell}>{isAdminRole(link.role) ? t(`admin.accounts.list.roles.${link.role}`) : null}</td>
                <td className={cell}>
                  <bdi>{link.createdBy}</bdi>
                </td>
                <td className={cell}>{time(link.expiresAt)}</td>
                <td className={cell}>
                  <button type="button" className={smallButton} onClick={() => void revoke(link.id)}>
                    {t('admin.accounts.links.revoke')}
                    <span className="sr-only">
                      {' '}
                      <bdi>{link.username}</bdi>
                    </span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
