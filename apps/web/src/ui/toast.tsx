import { t } from '@lingui/core/macro';
import { type ExternalToast, Toaster, toast } from 'sonner';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** SPEC §2 and §9: account notices close after 4 s, checkout toasts after 3 s; 3 shown at once. */
export const ACCOUNT_TOAST_MS = 4000;
export const CHECKOUT_TOAST_MS = 3000;
export const VISIBLE_TOASTS = 3;

type NotifyOptions = { type?: ToastType; duration?: number; id?: string };

/**
 * Shows a notice titled 'Thông báo' ('Notify') with `message` under it. The type defaults to info
 * (SPEC §2); the duration to the account notices' 4 s. Returns the toast's id.
 */
export function notify(
  message: string,
  { type = 'info', duration = ACCOUNT_TOAST_MS, id }: NotifyOptions = {},
) {
  const options: ExternalToast = { description: message, duration, ...(id ? { id } : {}) };
  return toast[type](t`Thông báo`, options);
}

/** Account notices (login, profile, addresses, subscribe, contact): top-right, 4 s. */
export function notifyAccount(type: ToastType, message: string) {
  return notify(message, { type, duration: ACCOUNT_TOAST_MS });
}

/** Cart and checkout notices: 3 s. */
export function notifyCheckout(type: ToastType, message: string) {
  return notify(message, { type, duration: CHECKOUT_TOAST_MS });
}

/** The one place toasts appear; mounted once in the root layout. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      visibleToasts={VISIBLE_TOASTS}
      duration={ACCOUNT_TOAST_MS}
      richColors
      closeButton
      containerAriaLabel={t`Thông báo`}
      offset={{ top: 'calc(var(--header-height) + 12px)' }}
      mobileOffset={{ top: 'calc(var(--header-height) + 8px)' }}
      toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
    />
  );
}
