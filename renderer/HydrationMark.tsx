// Marks the page interactive for end-to-end tests once every hydration boundary of the layout has
// hydrated (effects run only after their boundary is hydrated), so tests never type into inputs
// React has not taken over yet.
import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set once the page is interactive; end-to-end tests wait for it before clicking. */
    __hydrated?: boolean;
  }
}

const hydrated = new Set<string>();

/** Place one in each Suspense boundary of a frame; `of` is how many the frame has. */
export function HydrationMark({ boundary, of }: { boundary: string; of: number }) {
  useEffect(() => {
    hydrated.add(boundary);
    if (hydrated.size >= of) window.__hydrated = true;
  }, [boundary, of]);
  return null;
}
