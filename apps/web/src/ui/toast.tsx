import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect } from 'react';
import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/**
 * How long each kind of notice stays, in one place (SPEC §2 and §9): checkout and cart notices
 * 3000 ms; account notices and every other one (contact, subscribe) 4000 ms. Callers name the
 * kind, never a duration.
 */
export const TOAST_DURATION_MS = { checkout: 3000, account: 4000 } as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;
/** Account notices sit top-right, 3 at once (SPEC §2). */
export const VISIBLE_TOASTS = 3;

type NotifyOptions = { type?: ToastType; kind?: ToastKind; id?: string };

// sonner is fetched when the browser is idle or at the first notice, not with every page. A toast
// sent before its Toaster listens would be lost, so notices wait for the Toaster to be mounted.
const useToasterStore = create<{ isWanted: boolean }>()(() => ({ isWanted: false }));
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

/**
 * Shows a notice titled 'Thông báo' ('Notify') with `message` under it. The type defaults to info
 * (SPEC §2), the kind to an account notice (4 s). Resolves to the toast's id once shown.
 */
export async function notify(
  message: string,
  { type = 'info', kind = 'account', id }: NotifyOptions = {},
): Promise<string | number> {
  const duration = TOAST_DURATION_MS[kind];
  const title = t`Thông báo`;
  useToasterStore.setState({ isWanted: true });
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady]);
  return toast[type](title, { description: message, duration, ...(id ? { id } : {}) });
}

/** Account notices (login, profile, addresses, subscribe, contact): top-right, 4 s. */
export function notifyAccount(type: ToastType, message: string) {
  return notify(message, { type, kind: 'account' });
}

/** Cart and checkout notices: 3 s. */
export function notifyCheckout(type: ToastType, message: string) {
  return notify(message, { type, kind: 'checkout' });
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
      <Toasts
        label={t`Thông báo`}
        closeLabel={t`Đóng thông báo`}
        visibleToasts={VISIBLE_TOASTS}
        duration={TOAST_DURATION_MS.account}
        onReady={markToasterReady}
      />
    </Suspense>
  );
}
