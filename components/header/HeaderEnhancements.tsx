// The header is a static region: the server renders it (links, submenus and side menu work
// without JavaScript), and the browser never renders it again. This adds its behaviour to the
// header in the document, again after each client-side navigation, which brings the next page's
// header HTML.
import { useEffect } from 'react';
import { usePageContext } from '../page-context.js';
import { enhanceMenuPopover } from './enhance-menu-popover.js';
import { enhanceSubmenus } from './enhance-submenus.js';
import { MOBILE_MENU_ID } from './menu-id.js';

export function HeaderEnhancements() {
  const pageContext = usePageContext();
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    const menu = document.getElementById(MOBILE_MENU_ID);
    const cleanups = [header && enhanceSubmenus(header), menu && enhanceMenuPopover(menu)];
    return () => cleanups.forEach((cleanup) => cleanup?.());
  }, [pageContext]);
  return null;
}
