// The desktop navigation (md and up): Radix NavigationMenu gives keyboard support, submenus that
// open on hover after a short delay, and aria attributes; the active item carries aria-current.
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { isActiveLink } from '../../site/paths.js';
import { usePageContext } from '../page-context.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';
import { navItems } from './nav-items.js';

const itemClass =
  'inline-flex items-center gap-1 rounded-md px-1.5 py-2 text-sm font-semibold lg:px-2 lg:text-[0.95rem] text-slate-700 hover:bg-slate-100 hover:text-brand-800 aria-[current=page]:text-brand-700 data-[active=true]:text-brand-700';

export function DesktopNav() {
  const { logicalPath } = usePageContext();
  const t = useT();
  return (
    <NavigationMenu.Root aria-label={t('nav.mainLabel')} className="relative" delayDuration={100}>
      <NavigationMenu.List className="flex flex-wrap items-center justify-between gap-x-0.5 py-1">
        {navItems.map((item) => {
          const active = isActiveLink(logicalPath, item.href);
          if (!item.children) {
            return (
              <NavigationMenu.Item key={item.href}>
                <NavigationMenu.Link asChild active={active}>
                  <LocalLink href={item.href} className={itemClass} aria-current={active ? 'page' : undefined}>
                    {t(item.labelId)}
                  </LocalLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          return (
            <NavigationMenu.Item key={item.href} className="relative">
              <NavigationMenu.Trigger className={`${itemClass} group`} data-active={active}>
                {t(item.labelId)}
                <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-data-[state=open]:rotate-180" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute start-0 top-full z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
                <ul>
                  {item.children.map((child) => {
                    const current = child.href === logicalPath;
                    return (
                      <li key={child.href + child.labelId}>
                        <NavigationMenu.Link asChild active={current}>
                          <LocalLink
                            href={child.href}
                            aria-current={current ? 'page' : undefined}
                            className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                          >
                            {t(child.labelId)}
                          </LocalLink>
                        </NavigationMenu.Link>
                      </li>
                    );
                  })}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
