// The chevron that opens an item's submenu: a <summary>, so it works before and without JavaScript;
// the browser exposes it as a button with its expanded state.
import { ChevronDown } from 'lucide-react';
import { useT } from '../ui/Msg.js';
import type { NavItem } from './nav-items.js';

export function SubmenuToggle({ item, className }: { item: NavItem; className: string }) {
  const t = useT();
  return (
    <summary aria-label={t('nav.submenu', { section: t(item.labelId) })} className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${className}`}>
      <ChevronDown aria-hidden="true" className="size-4 transition-transform [details[open]>summary>&]:rotate-180" />
    </summary>
  );
}
