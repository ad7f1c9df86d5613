import { useLingui } from '@lingui/react/macro';
import { Toaster as Toasts, toast } from 'sonner';

/** How long a confirmation stays on screen unless closed sooner (as the shop's account notices). */
export const TOAST_MS = 4000;

/** A passing confirmation of something done (a transfer recorded), already in the user's language. */
export function showToast(message: string): void {
  toast.success(message, { duration: TOAST_MS });
}

/**
 * Where the console's confirmations show (sonner, as in the shop): bottom right, with a close
 * button; sonner's region is announced to screen readers.
 */
export function Toaster() {
  const { t } = useLingui();
  return (
    <Toasts
      position="bottom-right"
      closeButton
      containerAriaLabel={t`Thông báo`}
      toastOptions={{
        closeButtonAriaLabel: t`Đóng thông báo`,
        classNames: { toast: 'font-sans', title: 'font-semibold' },
      }}
    />
  );
}
