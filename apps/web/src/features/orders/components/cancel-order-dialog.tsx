import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cancelReasonFormSchema } from '@shop/domain/orders';
import { type FormEvent, useState } from 'react';
import { validateForm } from '@/lib/form-errors';
import { useLanguageStore } from '@/stores/language-store';
import { TextAreaField } from '@/ui/text-field';

type CancelOrderDialogProps = {
  orderCode: string;
  isOpen: boolean;
  isSubmitting: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700';

/**
 * Asks why the order is cancelled: more than 5 characters once trimmed (SPEC §5, the domain's
 * schema gives 'Vui lòng nhập đủ kí tự (>5)' in the page language).
 */
export function CancelOrderDialog({
  orderCode,
  isOpen,
  isSubmitting,
  onClose,
  onConfirm,
}: CancelOrderDialogProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const result = validateForm(cancelReasonFormSchema(language), { reason });
    if (!result.ok) {
      setError(result.errors.reason);
      return;
    }
    setError(undefined);
    onConfirm(result.value.reason);
  };

  return (
    <Dialog open={isOpen} onClose={onClose} className="relative z-[60]">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-coffee-900/40 transition duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:scale-95 data-closed:opacity-0"
        >
          <DialogTitle className="font-bold text-coffee-900 text-lg">
            <Trans>Huỷ đơn hàng {orderCode}</Trans>
          </DialogTitle>
          <form noValidate onSubmit={submit} className="mt-4 space-y-5">
            <TextAreaField
              label={t`Lý do huỷ đơn`}
              isRequired
              rows={3}
              value={reason}
              error={error}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="flex justify-end gap-3">
              <button
                type="button"
                onClick={onClose}
                className={`${BUTTON} border border-coffee-200 text-coffee-800 hover:bg-coffee-50`}
              >
                <Trans>Đóng</Trans>
              </button>
              <button
                type="submit"
                aria-busy={isSubmitting}
                className={`${BUTTON} bg-guava-700 text-white hover:bg-guava-800`}
              >
                <Trans>Xác nhận huỷ</Trans>
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
