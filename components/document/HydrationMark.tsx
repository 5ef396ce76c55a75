// Marks the page interactive for end-to-end tests once every hydration boundary of the layout has
// hydrated (effects run only after their boundary is hydrated), so tests never type into inputs
// React has not taken over yet. Only the test suite's build has it (VITE_HYDRATION_MARK=1, set by
// scripts/test.sh); in a production build the constant is false and the mark compiles away.
import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set once the page is interactive; end-to-end tests wait for it before clicking. */
    __hydrated?: boolean;
  }
}

const MARK_HYDRATION = import.meta.env.VITE_HYDRATION_MARK === '1';
const hydrated = new Set<string>();

function Mark({ boundary, of }: { boundary: string; of: number }) {
  useEffect(() => {
    hydrated.add(boundary);
    if (hydrated.size >= of) window.__hydrated = true;
  }, [boundary, of]);
  return null;
}

/** Place one in each Suspense boundary of a frame; `of` is how many the frame has. */
export function HydrationMark(props: { boundary: string; of: number }) {
  return MARK_HYDRATION ? <Mark {...props} /> : null;
}
