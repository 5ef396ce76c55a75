// The side menu's panel below md: a Radix Dialog sliding in from the inline end, with the
// same links, groups that expand one at a time (Accordion type="single"), the partner badge and a
// consultation button. Focus is trapped while open, Escape closes it and focus returns to the
// menu button. Loaded on the first tap (see MobileMenu.tsx), so its code is not in the first download.
import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import { BadgeCheck, ChevronDown, X } from 'lucide-react';
import type { RefObject } from 'react';
import { isActiveLink } from '../../site/paths.js';
import { usePageContext } from '../page-context.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { navItems } from './nav-items.js';

const linkClass =
  'block rounded-lg px-3 py-2.5 font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

interface Props {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenuPanel({ open, setOpen, trigger }: Props) {
  const { logicalPath } = usePageContext();
  const t = useT();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="anim-fade fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="anim-drawer fixed inset-y-0 end-0 z-50 flex w-[86%] max-w-sm flex-col bg-white shadow-2xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{t('nav.mainLabel')}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100" aria-label={t('common.closeMenu')}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.mainLabel')} className="flex-1 overflow-y-auto px-3 py-3">
            <Accordion.Root type="single" collapsible>
              {navItems.map((item) => {
                const active = isActiveLink(logicalPath, item.href);
                if (!item.children) {
                  return (
                    <LocalLink key={item.href} href={item.href} onClick={close} className={linkClass} aria-current={active ? 'page' : undefined}>
                      {t(item.labelId)}
                    </LocalLink>
                  );
                }
                return (
                  <Accordion.Item key={item.href} value={item.href}>
                    <Accordion.Header>
                      <Accordion.Trigger className={`${linkClass} group flex w-full items-center justify-between text-start ${active ? 'text-brand-800' : ''}`}>
                        {t(item.labelId)}
                        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
                      </Accordion.Trigger>
                    </Accordion.Header>
                    <Accordion.Content>
                      <ul className="mb-2 ms-3 border-s-2 border-brand-100 ps-2">
                        {item.children.map((child) => (
                          <li key={child.href + child.labelId}>
                            <LocalLink
                              href={child.href}
                              onClick={close}
                              aria-current={child.href === logicalPath ? 'page' : undefined}
                              className="block rounded-md px-3 py-2 text-[0.95rem] text-slate-700 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                            >
                              {t(child.labelId)}
                            </LocalLink>
                          </li>
                        ))}
                      </ul>
                    </Accordion.Content>
                  </Accordion.Item>
                );
              })}
            </Accordion.Root>
          </nav>
          <div className="space-y-3 border-t border-slate-200 p-4">
            <p className="flex items-center gap-2 rounded-lg bg-plum-50 px-3 py-2 text-sm font-semibold text-plum-600">
              <BadgeCheck aria-hidden="true" className="size-5" />
              {t('common.partnerBadge')}
            </p>
            <LanguageSwitch className="w-full justify-center border border-slate-200" />
            <LocalLink href="/contact" onClick={close} className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
              {t('nav.consultation')}
            </LocalLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
