// After a client navigation to a URL with a #fragment (the footer's /services#zatca), bring the
// anchor into view once the new page is on screen. Vike scrolls before React has rendered the new
// page, when the anchor does not exist yet; plain scrolls to the top it handles itself.
import { useEffect, useRef } from 'react';
import { usePageContext } from '../components/page-context.js';

export function ScrollToAnchor() {
  const { urlOriginal } = usePageContext();
  const firstRender = useRef(true);
  useEffect(() => {
    // On the first page the browser itself has handled the fragment.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const hash = window.location.hash.slice(1);
    if (hash) document.getElementById(decodeURIComponent(hash))?.scrollIntoView();
  }, [urlOriginal]);
  return null;
}
