import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from './alert';
import { Button } from './button';

/** A modal with a title (Headless UI: focus kept inside, Escape closes). */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-coffee-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-md rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl">
          <DialogTitle className="mb-4 font-semibold text-lg">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

/**
 * The end of a dialog's form: the refused write in the server's words (`failure` when it gave none),
 * then "back" and the submit button, stacked on a phone with the submit on top.
 */
export function DialogFormEnd({
  error,
  pending,
  submitLabel,
  variant = 'primary',
  onClose,
}: {
  error: unknown;
  pending: boolean;
  submitLabel: ReactNode;
  variant?: 'primary' | 'danger';
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  return (
    <>
      {error ? <Alert>{errorText(error, locale, t`Không thực hiện được, vui lòng thử lại`)}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Quay lại</Trans>
        </Button>
        <Button type="submit" variant={variant} disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
