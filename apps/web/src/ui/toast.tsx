import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect } from 'react';
import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** SPEC §2 and §9: account notices close after 4 s, checkout toasts after 3 s; 3 shown at once. */
export const ACCOUNT_TOAST_MS = 4000;
export const CHECKOUT_TOAST_MS = 3000;
export const VISIBLE_TOASTS = 3;

type NotifyOptions = { type?: ToastType; duration?: number; id?: string };

// sonner is fetched when the browser is idle or at the first notice, not with every page. A toast
// sent before its Toaster listens would be lost, so notices wait for the Toaster to be mounted.
const useToasterStore = create<{ isWanted: boolean }>()(() => ({ isWanted: false }));
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

/**
 * Shows a notice titled 'Thông báo' ('Notify') with `message` under it. The type defaults to info
 * (SPEC §2); the duration to the account notices' 4 s. Resolves to the toast's id once shown.
 */
export async function notify(
  message: string,
  { type = 'info', duration = ACCOUNT_TOAST_MS, id }: NotifyOptions = {},
): Promise<string | number> {
  const title = t`Thông báo`;
  useToasterStore.setState({ isWanted: true });
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady]);
  return toast[type](title, { description: message, duration, ...(id ? { id } : {}) });
}

/** Account notices (login, profile, addresses, subscribe, contact): top-right, 4 s. */
export function notifyAccount(type: ToastType, message: string) {
  return notify(message, { type, duration: ACCOUNT_TOAST_MS });
}

/** Cart and checkout notices: 3 s. */
export function notifyCheckout(type: ToastType, message: string) {
  return notify(message, { type, duration: CHECKOUT_TOAST_MS });
}

const Toasts = lazy(() => import('./toaster'));

/** The one place toasts appear; mounted once in the root layout. */
export function AppToaster() {
  const isWanted = useToasterStore((state) => state.isWanted);
  useEffect(() => {
    const want = () => useToasterStore.setState({ isWanted: true });
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(want, { timeout: 4000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(want, 2000);
    return () => clearTimeout(handle);
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts label={t`Thông báo`} onReady={markToasterReady} />
    </Suspense>
  );
}
