// The frame around every page: skip link, header, main, footer, floating contact buttons, the lead
// popup and the toast region.
import type { ReactNode } from 'react';
import { FloatingContact } from '../components/FloatingContact.js';
import { Footer } from '../components/footer/Footer.js';
import { Header } from '../components/header/Header.js';
import { PopupHost } from '../components/popup/PopupHost.js';
import { useT } from '../components/ui/Msg.js';
import { Toaster } from '../components/ui/Toaster.js';
import { Head } from './Head.js';

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Toaster>
      <Head />
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
        {t('common.skipToContent')}
      </a>
      <div className="flex min-h-screen flex-col">
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
      </div>
      <FloatingContact />
      <PopupHost />
    </Toaster>
  );
}
