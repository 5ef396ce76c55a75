// The site header: logo, navigation (desktop or side menu), language switch and consultation button.
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';
import { DesktopNav } from './DesktopNav.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { Logo } from './Logo.js';
import { MobileMenu } from './MobileMenu.js';

export function Header() {
  const t = useT();
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Nine items and the actions do not fit one row even at 1280 px (nor in Arabic), so from md the
          navigation has a row of its own under the logo and actions. */}
      <div className="container-page flex items-center justify-between gap-4 py-2.5">
        <Logo />
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <LocalLink
            href="/contact"
            className="hidden rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:inline-block"
          >
            {t('nav.consultation')}
          </LocalLink>
          <MobileMenu />
        </div>
      </div>
      <div className="hidden border-t border-slate-100 md:block">
        <div className="container-page">
          <DesktopNav />
        </div>
      </div>
    </header>
  );
}
