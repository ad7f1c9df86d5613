import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from './toast';

/** sonner's Toaster with the shop's settings, loaded lazily by AppToaster. */
export default function Toasts({ label, onReady }: { label: string; onReady: () => void }) {
  // Runs after the Toaster's own effects: it listens by now.
  useEffect(() => onReady(), [onReady]);
  return (
    <Toaster
      position="top-right"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS.account}
      richColors
      closeButton
      containerAriaLabel={label}
      offset={{ top: 'calc(var(--header-height) + 12px)' }}
      mobileOffset={{ top: 'calc(var(--header-height) + 8px)' }}
      toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
    />
  );
}
