import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast';
import { returnQueries } from '../api/return-queries';

/**
 * One step of a return behind the kit's confirm dialog: the button, the dialog with the step's
 * fields (`children`), the server's refusal kept in it (a 409 when another hand moved the return
 * first), then the return and its order read again and `done` said.
 */
export function StepDialog({
  label,
  title = label,
  variant = 'primary',
  run,
  check,
  done,
  children,
}: {
  label: string;
  title?: string;
  variant?: 'primary' | 'danger';
  run: () => Promise<unknown>;
  /** What is wrong with the fields before the call, if anything. */
  check?: () => string | null;
  done: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const step = useMutation({
    mutationFn: run,
    onSuccess: async () => {
      setOpen(false);
      showToast(done);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: returnQueries.all() }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
  return (
    <>
      <Button variant={variant === 'danger' ? 'danger' : 'primary'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={label}
        variant={variant}
        pending={step.isPending}
        error={invalid ?? (step.error ? errorText(step.error, locale, t`Không thực hiện được`) : null)}
        onConfirm={() => {
          const problem = check?.() ?? null;
          setInvalid(problem);
          if (!problem) step.mutate();
        }}
        onClose={() => {
          setOpen(false);
          setInvalid(null);
          step.reset();
        }}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
