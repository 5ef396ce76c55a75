// The frame of the admin screens: no public header, footer or popup; a small bar with the admin
// links, the language switch and sign-out, in the screen's language (/admin English, /ar/admin
// Arabic, right to left).
import type { ReactNode } from 'react';
import { Head } from '../../../components/head/Head.js';
import { HydrationMark } from '../../../components/document/HydrationMark.js';
import { usePageContext } from '../../../components/page-context.js';
import { localizePath } from '../../../site/paths.js';
import type { AdminScreenData } from '../shared/screen-data.js';
import { AdminLanguageSwitch } from './AdminLanguageSwitch.js';
import { AdminSessionProvider, useAdminSession } from './AdminSession.js';
import { DeploymentWarnings } from './DeploymentWarnings.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { MyActivityBadge } from './MyActivityBadge.js';
import { ScreenLinks } from './ScreenLinks.js';
import { screenShown } from '../screens.js';
import { LEADS_LIST_ID } from '../inbox/leads-list-id.js';

function AdminBar() {
  const { locale, logicalPath } = usePageContext();
  const { username, role, signOut } = useAdminSession();
  const t = useAdminT();
  const inbox = localizePath('/admin', locale);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <a href={inbox} className="me-auto text-lg font-bold text-slate-900">
          {t('admin.frame.brand')}
        </a>
        {username ? (
          <>
            <nav aria-label={t('admin.frame.navLabel')} className="flex flex-wrap gap-1">
              <ScreenLinks place="screens" />
            </nav>
            <MyActivityBadge />
            <span className="text-sm text-slate-600">
              {t('admin.frame.signedInAs')} <bdi className="font-bold text-slate-900">{username}</bdi>
              {role ? ` (${t(`admin.frame.roles.${role}`)})` : null}
            </span>
            <ScreenLinks place="own" />
          </>
        ) : null}
        <AdminLanguageSwitch />
        {username ? (
          <button
            type="button"
            onClick={() => void signOut().then(() => logicalPath !== '/admin' && window.location.assign(inbox))}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('admin.frame.signOut')}
          </button>
        ) : null}
      </div>
    </header>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const data = usePageContext().data as Partial<AdminScreenData> | undefined;
  return (
    <AdminSessionProvider
      initial={data?.username ?? null}
      initialRole={data?.role ?? null}
      initialWarnings={data?.warnings ?? []}
    >
      <Head />
      <SkipLink />
      <div className="min-h-screen bg-slate-50">
        <AdminBar />
        <DeploymentWarnings />
        <main id="main" className="mx-auto max-w-[1200px] px-4 py-6">
          {children}
        </main>
      </div>
      <HydrationMark boundary="admin" of={1} />
    </AdminSessionProvider>
  );
}

const skipLook =
  'sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:start-2 focus:top-2';

/** Past the bar to the screen; on the inbox also straight to the list, past the filters. */
function SkipLink() {
  const t = useAdminT();
  const { logicalPath, urlParsed } = usePageContext();
  const { username, role } = useAdminSession();
  const onInbox = screenShown(logicalPath, urlParsed?.search ?? {}, { signedIn: Boolean(username), role })?.name;
  return (
    <>
      {onInbox === 'inbox' ? (
        <a href={`#${LEADS_LIST_ID}`} className={skipLook}>
          {t('admin.frame.skipToLeads')}
        </a>
      ) : null}
      <a href="#main" className={skipLook}>
        {t('admin.frame.skip')}
      </a>
    </>
  );
}
