import type { ReactNode } from 'react';

export type ConfirmOptions = {
  message: ReactNode;
  /** Shows 'Hủy' next to 'Xác nhận'; without it the dialog is a notice with one button. */
  cancelable?: boolean;
};

/** A dialog waiting in the queue, with the promise's resolve of the caller who asked for it. */
export type PendingDialog = ConfirmOptions & { id: number; resolve: (confirmed: boolean) => void };
