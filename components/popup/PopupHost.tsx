// Keeps the popup's code out of the first download: the timer lives here, and the popup itself
// (with its form, schema and dialog) is fetched only when it is due to open.
import { lazy, Suspense, useCallback, useState } from 'react';
import { usePageContext } from '../page-context.js';
import { useAutoOpen } from './useAutoOpen.js';

const LeadPopup = lazy(() => import('./LeadPopup.js'));

export function PopupHost() {
  const { logicalPath } = usePageContext();
  const [requested, setRequested] = useState(false);
  useAutoOpen(
    logicalPath,
    useCallback(() => setRequested(true), []),
  );
  return requested ? (
    <Suspense fallback={null}>
      <LeadPopup />
    </Suspense>
  ) : null;
}
