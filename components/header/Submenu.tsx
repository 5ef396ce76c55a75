// An item's submenu: a <details> whose <summary> is the chevron beside the item's link, so it opens
// before and without JavaScript (the browser exposes the summary as a button with its expanded
// state), and whose links are in the server HTML. Submenus sharing a name open one at a time.
import { ChevronDown } from 'lucide-react';
import { usePageContext } from '../page-context.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';
import type { NavItem } from './nav-items.js';

interface Props {
  item: NavItem;
  name: string;
  toggleClassName: string;
  listClassName: string;
  linkClassName: string;
}

export function Submenu({ item, name, toggleClassName, listClassName, linkClassName }: Props) {
  const { logicalPath } = usePageContext();
  const t = useT();
  return (
    <details name={name}>
      <summary
        aria-label={t('nav.submenu', { section: t(item.labelId) })}
        className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${toggleClassName}`}
      >
        <ChevronDown aria-hidden="true" className="size-4 transition-transform [details[open]>summary>&]:rotate-180" />
      </summary>
      <ul className={listClassName}>
        {item.children?.map((child) => (
          <li key={child.href + child.labelId}>
            <LocalLink
              href={child.href}
              aria-current={child.href === logicalPath ? 'page' : undefined}
              className={linkClassName}
            >
              {t(child.labelId)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
