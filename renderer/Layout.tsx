// The frame around every page: skip link, header, main, footer, floating contact buttons, the lead
// popup and the toast region. All but the popup and the toasts are static regions, rendered by the
// server only: the header's behaviour is added to its HTML (HeaderEnhancements), and an
// interactive page marks its own regions.
import { Suspense, type ReactNode } from 'react';
import { FloatingContact } from '../components/FloatingContact.js';
import { Footer } from '../components/footer/Footer.js';
import { usePageContext } from '../components/page-context.js';
import { Static } from '../components/Static.js';
import { Header } from '../components/header/Header.js';
import { HeaderEnhancements } from '../components/header/HeaderEnhancements.js';
import { PopupHost } from '../components/popup/PopupHost.js';
import { useT } from '../components/ui/Msg.js';
import { Toaster } from '../components/ui/Toaster.js';
import { Head } from '../components/head/Head.js';
import { HydrationMark } from '../components/document/HydrationMark.js';
import { ScrollToAnchor } from './ScrollToAnchor.js';

export function Layout({ children }: { children: ReactNode }) {
  const { config } = usePageContext();
  return (
    <Toaster>
      <Head />
      <div className="flex min-h-screen flex-col">
        {/* Suspense boundaries split hydration: React hydrates each one in its own short task, yielding
            to the browser in between, instead of one long task for the whole document (TBT on phones). */}
        <Suspense>
          <Static id="header">{import.meta.env.SSR ? () => <SkipLinkAndHeader /> : undefined}</Static>
          <HeaderEnhancements />
          <HydrationMark boundary="header" of={3} />
        </Suspense>
        <main id="main" className="flex-1">
          <Suspense>
            {config.interactive ? (
              children
            ) : (
              <Static id="page">{import.meta.env.SSR ? () => children : undefined}</Static>
            )}
            <ScrollToAnchor />
            <HydrationMark boundary="main" of={3} />
          </Suspense>
        </main>
        <Suspense>
          <Static id="footer">{import.meta.env.SSR ? () => <Footer /> : undefined}</Static>
          <HydrationMark boundary="footer" of={3} />
        </Suspense>
      </div>
      <Static id="floating-contact">{import.meta.env.SSR ? () => <FloatingContact /> : undefined}</Static>
      <PopupHost />
    </Toaster>
  );
}

function SkipLinkAndHeader() {
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
    </>
  );
}
