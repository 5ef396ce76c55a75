// Toasts: one visible at a time, a new toast replaces the current one. The Radix
// toast code (ToastView) is fetched only when the first toast is shown, keeping it out of the
// first download of every page.
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ToastMessage } from './toast-message.js';

const ToastView = lazy(() => import('./ToastView.js'));
const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});
export const useToast = () => useContext(ToastContext);

export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const show = useCallback((toast: ToastMessage) => setCurrent({ ...toast, id: Date.now() }), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ToastView toast={current} onClose={() => setCurrent(null)} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
