import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import type { PendingDialog } from './confirm-dialog-types';

const buttonBase =
  'inline-flex min-h-11 min-w-24 items-center justify-center rounded-full px-5 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700';

/** The dialog itself (Headless UI), loaded on first use by ConfirmDialogHost. */
type ConfirmDialogViewProps = {
  dialog: PendingDialog | undefined;
  onSettle: (dialog: PendingDialog, confirmed: boolean) => void;
};

export default function ConfirmDialogView({ dialog, onSettle }: ConfirmDialogViewProps) {
  return (
    <Dialog
      open={dialog !== undefined}
      onClose={() => dialog && onSettle(dialog, false)}
      className="relative z-[60]"
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-coffee-900/40 transition duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        {dialog ? (
          <DialogPanel
            key={dialog.id}
            transition
            className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:scale-95 data-closed:opacity-0"
          >
            <DialogTitle className="font-bold text-coffee-900 text-lg">
              <Trans>Thông báo</Trans>
            </DialogTitle>
            <div className="mt-2 text-coffee-700">{dialog.message}</div>
            <div className="mt-6 flex justify-end gap-3">
              {dialog.cancelable ? (
                <button
                  type="button"
                  onClick={() => onSettle(dialog, false)}
                  className={`${buttonBase} border border-coffee-200 text-coffee-800 hover:bg-coffee-50`}
                >
                  <Trans>Hủy</Trans>
                </button>
              ) : null}
              <button
                type="button"
                data-autofocus
                onClick={() => onSettle(dialog, true)}
                className={`${buttonBase} bg-leaf-700 text-white hover:bg-leaf-800`}
              >
                <Trans>Xác nhận</Trans>
              </button>
            </div>
          </DialogPanel>
        ) : null}
      </div>
    </Dialog>
  );
}
