// The menu button below md. The side menu itself (MobileMenuPanel) is fetched on the first tap, so
// its dialog and accordion code stay out of every page's first download.
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../ui/Msg.js';

const MobileMenuPanel = lazy(() => import('./MobileMenuPanel.js'));

export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('common.openMenu')}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
