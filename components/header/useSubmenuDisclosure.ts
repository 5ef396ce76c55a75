// What a <details> submenu gains once the page is interactive: it opens when a mouse rests on its
// item for a moment and closes shortly after the mouse leaves (so a diagonal path to the panel does
// not close it), Escape closes it and returns focus to its toggle, a press outside closes it, and a
// client-side navigation closes it. Without JavaScript the toggle alone opens and closes it.
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { usePageContext } from '../page-context.js';

const OPEN_AFTER_HOVER_MS = 100;
const CLOSE_AFTER_LEAVE_MS = 300;

export function useSubmenuDisclosure() {
  const details = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { logicalPath } = usePageContext();

  const setOpenLater = (open: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (details.current) details.current.open = open;
    }, delay);
  };

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [logicalPath]);

  useEffect(() => {
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      const element = details.current;
      if (element?.open && !element.parentElement?.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      clearTimeout(timer.current);
    };
  }, []);

  return {
    details,
    /** Spread on the element that holds both the item's link and its submenu. */
    itemProps: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setOpenLater(true, OPEN_AFTER_HOVER_MS);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setOpenLater(false, CLOSE_AFTER_LEAVE_MS);
      },
      onKeyDown: (event: KeyboardEvent) => {
        const element = details.current;
        if (event.key !== 'Escape' || !element?.open) return;
        element.open = false;
        element.querySelector('summary')?.focus();
      },
    },
  };
}
