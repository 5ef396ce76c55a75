// The toast itself, on Radix Toast with these constants (which are Radix's own defaults):
// shown 5000 ms, swipe right 50 px to dismiss, F8 focuses the region, 420 px wide from md.
import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useT } from './Msg.js';
import type { ToastMessage } from './toast-message.js';

export default function ToastView({ toast, onClose }: { toast: ToastMessage & { id: number }; onClose: () => void }) {
  const t = useT();
  const destructive = toast.variant === 'destructive';
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.region', { hotkey: 'F8' })}
    >
      <Toast.Root
        key={toast.id}
        onOpenChange={(open) => !open && onClose()}
        className={`relative flex items-start gap-3 rounded-xl border p-4 pe-10 shadow-xl ${destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'}`}
      >
        <div className="flex-1">
          <Toast.Title className="font-bold">{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description>
          ) : null}
        </div>
        <Toast.Close
          aria-label={t('common.close')}
          className="absolute end-2 top-2 rounded-md p-1.5 opacity-80 hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport className="fixed bottom-0 end-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </Toast.Provider>
  );
}
