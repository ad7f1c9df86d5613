import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * The console's one confirmation (Headless UI's Dialog: focus kept inside, Escape closes): the
 * question, the refusal of the last try if any, then "Thôi" and the action.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  pending = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  variant?: 'primary' | 'danger';
  pending?: boolean;
  error?: string | null | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {children ? <div className="mb-4">{children}</div> : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel ?? <Trans>Thôi</Trans>}
        </Button>
        <Button variant={variant} disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A button that asks first, then runs a write (end now, disable, delete, revoke); `onDone` gets
 * the reply once the server took it (read lists again there), and a refusal stays in the dialog
 * until it is closed.
 */
export function ConfirmAction<R>({
  label,
  title = label,
  ariaLabel,
  question,
  confirmLabel = label,
  cancelLabel,
  failure,
  run,
  onDone,
  variant = 'secondary',
}: {
  label: ReactNode & string;
  title?: string;
  ariaLabel?: string;
  question: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  failure?: string;
  run: () => Promise<R>;
  onDone?: (reply: R) => unknown;
  variant?: 'secondary' | 'danger';
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [open, setOpen] = useState(false);
  const action = useMutation({
    mutationFn: run,
    onSuccess: async (reply) => {
      setOpen(false);
      await onDone?.(reply);
    },
  });
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          // A new try starts without the refusal of the last one (closed since).
          action.reset();
          setOpen(true);
        }}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        pending={action.isPending}
        error={action.error ? errorText(action.error, locale, failure ?? t`Không thực hiện được`) : null}
        onConfirm={() => action.mutate()}
        onClose={() => setOpen(false)}
      >
        {typeof question === 'string' ? <p>{question}</p> : question}
      </ConfirmDialog>
    </>
  );
}
