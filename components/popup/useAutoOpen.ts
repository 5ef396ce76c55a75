// Opens the popup 10 s after the page loaded, unless a flag or the path forbids it at that
// moment. The Layout stays mounted across client navigations, so the clock is per load, not per page.
import { useEffect, useRef } from 'react';
import { markAutoOpened, mayAutoOpen, POPUP_DELAY_MS } from './popup-flags.js';

export function useAutoOpen(logicalPath: string, open: () => void) {
  // The timer reads the path current when it fires, not the one it started on.
  const path = useRef(logicalPath);
  useEffect(() => {
    path.current = logicalPath;
  }, [logicalPath]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!mayAutoOpen(path.current)) return;
      markAutoOpened();
      open();
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
}
