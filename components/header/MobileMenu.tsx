// The menu button below md and the side menu it opens. The panel is in the server HTML as a popover
// the button targets, so a tap opens it at once, before and without JavaScript, with no download;
// the browser closes it on Escape or a press outside (enhance-menu-popover.ts adds the rest).
import { Menu } from 'lucide-react';
import { useT } from '../ui/Msg.js';
import { MOBILE_MENU_ID } from './menu-id.js';
import { MobileMenuPanel } from './MobileMenuPanel.js';

export function MobileMenu() {
  const t = useT();
  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-haspopup="dialog"
        aria-label={t('common.openMenu')}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <MobileMenuPanel id={MOBILE_MENU_ID} />
    </>
  );
}
