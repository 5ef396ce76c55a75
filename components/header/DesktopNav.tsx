// The desktop navigation (md and up). Every item is a link to its page, and each submenu is a
// <details> whose links are in the server HTML, so the whole menu works before hydration and
// without JavaScript; once interactive, submenus also open on hover and close on Escape
// (enhance-submenus.ts). Only one submenu is open at a time (details sharing a name). The active
// item carries aria-current.
import type { ReactNode } from 'react';
import { isActiveLink } from '../../site/paths.js';
import { usePageContext } from '../page-context.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';
import { navItems, type NavItem } from './nav-items.js';
import { Submenu } from './Submenu.js';

const itemClass =
  'inline-flex items-center rounded-md py-2 text-sm font-semibold lg:text-[0.95rem] text-slate-700 hover:bg-slate-100 hover:text-brand-800 aria-[current=page]:text-brand-700 data-[active=true]:text-brand-700';

export function DesktopNav() {
  const { logicalPath } = usePageContext();
  const t = useT();
  return (
    <nav aria-label={t('nav.mainLabel')}>
      <ul className="flex flex-wrap items-center justify-between gap-x-0.5 py-1">
        {navItems.map((item) => {
          const active = isActiveLink(logicalPath, item.href);
          const link = (
            <LocalLink
              href={item.href}
              className={`${itemClass} ${item.children ? 'ps-1.5 pe-0.5 lg:ps-2' : 'px-1.5 lg:px-2'}`}
              data-active={active}
              aria-current={item.href === logicalPath ? 'page' : undefined}
            >
              {t(item.labelId)}
            </LocalLink>
          );
          return <li key={item.href}>{item.children ? <DesktopGroup item={item} link={link} /> : link}</li>;
        })}
      </ul>
    </nav>
  );
}

function DesktopGroup({ item, link }: { item: NavItem; link: ReactNode }) {
  return (
    <div className="relative flex items-center" data-submenu>
      {link}
      <Submenu
        item={item}
        name="desktop-submenu"
        toggleClassName="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-800"
        listClassName="absolute start-0 top-full z-50 mt-1 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        linkClassName="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
      />
    </div>
  );
}
