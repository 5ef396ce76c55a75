// What the side menu's popover gains once the page is interactive: focus moves to its close button
// when it opens, Tab and Shift+Tab stay inside it while it is open (it is modal to the eye, with a
// dimmed backdrop), and following one of its links closes it, since a client-side navigation keeps
// the document (and an open popover) in place. The browser returns focus to the menu button.
import { useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, summary, [tabindex]:not([tabindex="-1"])';

export function useMenuPopover() {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => node.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) element.hidePopover();
    };
    element.addEventListener('toggle', onToggle);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('toggle', onToggle);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('click', onClick);
    };
  }, []);

  return panel;
}
