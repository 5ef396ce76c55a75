// The side menu's panel below md: slides in from the inline end over a dimmed page, with the same
// links as the desktop navigation (each section a link, its pages in a group that expands, one
// group at a time), the partner badge, the language switch and a consultation button.
import { BadgeCheck, X } from 'lucide-react';
import { isActiveLink } from '../../site/paths.js';
import { usePageContext } from '../page-context.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { navItems } from './nav-items.js';
import { Submenu } from './Submenu.js';

const linkClass =
  'block rounded-lg px-3 py-2.5 font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 data-[active=true]:text-brand-800';

export function MobileMenuPanel({ id }: { id: string }) {
  const { logicalPath } = usePageContext();
  const t = useT();
  const titleId = `${id}-title`;
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="anim-drawer fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-[86%] max-w-sm flex-col border-0 bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 open:flex md:hidden"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <p id={titleId} className="text-lg font-bold text-slate-900">
          {t('nav.mainLabel')}
        </p>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          data-autofocus
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
          aria-label={t('common.closeMenu')}
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <nav aria-label={t('nav.mainLabel')} className="flex-1 overflow-y-auto px-3 py-3">
        <ul>
          {navItems.map((item) => {
            const link = (
              <LocalLink
                href={item.href}
                className={`${linkClass} ${item.children ? 'me-12' : ''}`}
                data-active={isActiveLink(logicalPath, item.href)}
                aria-current={item.href === logicalPath ? 'page' : undefined}
              >
                {t(item.labelId)}
              </LocalLink>
            );
            if (!item.children) return <li key={item.href}>{link}</li>;
            return (
              <li key={item.href} className="relative">
                {link}
                <Submenu
                  item={item}
                  name="mobile-submenu"
                  toggleClassName="absolute end-0 top-0 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-brand-50"
                  listClassName="mb-2 ms-3 border-s-2 border-brand-100 ps-2"
                  linkClassName="block rounded-md px-3 py-2 text-[0.95rem] text-slate-700 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                />
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-slate-200 p-4">
        <p className="flex items-center gap-2 rounded-lg bg-plum-50 px-3 py-2 text-sm font-semibold text-plum-600">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {t('common.partnerBadge')}
        </p>
        <LanguageSwitch className="w-full justify-center border border-slate-200" />
        <LocalLink
          href="/contact"
          className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          {t('nav.consultation')}
        </LocalLink>
      </div>
    </div>
  );
}
