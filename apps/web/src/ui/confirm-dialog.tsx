import { lazy, type ReactNode, Suspense } from 'react';
import { create } from 'zustand';
import type { ConfirmOptions, PendingDialog } from './confirm-dialog-types';

export type { ConfirmOptions, PendingDialog };

type DialogQueue = { queue: PendingDialog[]; hasAsked: boolean };

const useDialogQueue = create<DialogQueue>()(() => ({ queue: [], hasAsked: false }));
let nextId = 0;

/**
 * Opens the confirmation dialog (SPEC §2: 'Thông báo' / 'Notify', 'Xác nhận', optional 'Hủy') and
 * resolves true on 'Xác nhận', false on 'Hủy', Escape or a click outside. Dialogs asked for while
 * one is open wait their turn.
 */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog: PendingDialog = { cancelable: true, ...options, id: ++nextId, resolve };
    useDialogQueue.setState((state) => ({ queue: [...state.queue, dialog], hasAsked: true }));
  });
}

/** A notice with the single 'Xác nhận' button; resolves when it is closed. */
export async function alertDialog(message: ReactNode): Promise<void> {
  await confirmDialog({ message, cancelable: false });
}

export function settle(dialog: PendingDialog, confirmed: boolean): void {
  useDialogQueue.setState((state) => ({ queue: state.queue.filter((item) => item.id !== dialog.id) }));
  dialog.resolve(confirmed);
}

// Headless UI's Dialog is fetched the first time a dialog is asked for, not with every page.
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

/** Shows the dialog at the head of the queue; mounted once in the root layout. */
export function ConfirmDialogHost() {
  const dialog = useDialogQueue((state) => state.queue[0]);
  const hasAsked = useDialogQueue((state) => state.hasAsked);
  if (!hasAsked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView dialog={dialog} onSettle={settle} />
    </Suspense>
  );
}
