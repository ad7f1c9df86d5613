import { type RefObject, useEffect } from 'react';
import { create } from 'zustand';

/**
 * A header control pressed while its code is still loading: the look-alike records the press, and
 * the real control opens itself when it mounts, so no press is lost.
 */
const usePendingOpen = create<{ pending: string | undefined }>()(() => ({ pending: undefined }));

export function requestOpen(key: string): void {
  usePendingOpen.setState({ pending: key });
}

export function useOpenWhenRequested(key: string, button: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (usePendingOpen.getState().pending !== key) return;
    usePendingOpen.setState({ pending: undefined });
    button.current?.click();
    button.current?.focus();
  }, [key, button]);
}
