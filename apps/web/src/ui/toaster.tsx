import { useEffect } from 'react';
import { Toaster } from 'sonner';

type ToastsProps = {
  label: string;
  /** The close button's name, in the page's language (sonner's own is 'Close toast'). */
  closeLabel: string;
  visibleToasts: number;
  duration: number;
  onReady: () => void;
};

/** sonner's Toaster with the shop's look, loaded lazily by AppToaster, which gives the settings. */
export default function Toasts({ label, closeLabel, visibleToasts, duration, onReady }: ToastsProps) {
  // Runs after the Toaster's own effects: it listens by now.
  useEffect(() => onReady(), [onReady]);
  return (
    <Toaster
      position="top-right"
      visibleToasts={visibleToasts}
      duration={duration}
      richColors
      closeButton
      containerAriaLabel={label}
      offset={{ top: 'calc(var(--header-height) + 12px)' }}
      mobileOffset={{ top: 'calc(var(--header-height) + 8px)' }}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        classNames: { toast: 'font-sans', title: 'font-semibold' },
      }}
    />
  );
}
