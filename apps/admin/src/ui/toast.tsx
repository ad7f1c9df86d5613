import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/** How long a confirmation stays on screen unless closed sooner (as the shop's account notices). */
export const TOAST_MS = 4000;

type Sonner = typeof import('sonner');

/**
 * sonner is loaded with the first confirmation, not with the console's first load (about 9 KB
 * gzipped off the login page: decision 017's way back to its budget).
 */
let loading: Promise<Sonner> | undefined;
const loadSonner = () => {
  loading ??= import('sonner');
  return loading;
};

/** The mounted Toasters: each puts sonner's region on screen and resolves once it listens. */
const regions = new Set<(sonner: Sonner) => Promise<void>>();

/** A passing confirmation of something done (a transfer recorded), already in the user's language. */
export function showToast(message: string): void {
  void loadSonner().then(async (sonner) => {
    await Promise.all([...regions].map((open) => open(sonner)));
    sonner.toast.success(message, { duration: TOAST_MS });
  });
}

/**
 * Where the console's confirmations show (sonner, as in the shop): bottom right, with a close
 * button; sonner's region is announced to screen readers. Nothing is drawn until the first
 * confirmation asks for sonner; its region is then on screen before the confirmation enters it.
 */
export function Toaster() {
  const { t } = useLingui();
  const [sonner, setSonner] = useState<Sonner>();
  const listening = useRef(false);
  const waiting = useRef<Array<() => void>>([]);

  useEffect(() => {
    const open = (loaded: Sonner) =>
      listening.current
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.current.push(resolve);
            setSonner(loaded);
          });
    regions.add(open);
    return () => {
      regions.delete(open);
      for (const resolve of waiting.current.splice(0)) resolve();
    };
  }, []);

  // After sonner's own effects: its region subscribed to new toasts before this runs.
  useEffect(() => {
    if (!sonner) return;
    listening.current = true;
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [sonner]);

  if (!sonner) return null;
  const Toasts = sonner.Toaster;
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
