import { Trans, useLingui } from '@lingui/react/macro';
import { useBlocker, useRouter } from '@tanstack/react-router';
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import type { FormState } from './use-form';

/**
 * A form of the scaffold (useForm): submitted through it, the browser's own checks off (the domain
 * schema speaks instead), and guarded: leaving with unsaved changes asks first.
 */
export function Form({
  form,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { form: FormState; children: ReactNode }) {
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="flex flex-col gap-4" {...props}>
      {children}
      <LeaveGuard when={form.isDirty} />
    </form>
  );
}

/**
 * Asks before leaving a screen whose changes are not saved (TanStack Router's blocker; the
 * browser's own question when the tab is closed or reloaded).
 */
export function LeaveGuard({ when }: { when: () => boolean }) {
  // A form drawn outside the console's router (a component test) has nowhere to leave to.
  return useRouter({ warn: false }) ? <Blocker when={when} /> : null;
}

function Blocker({ when }: { when: () => boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker({ shouldBlockFn: () => when(), enableBeforeUnload: when, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={t`Rời trang khi chưa lưu?`}
      confirmLabel={<Trans>Rời trang</Trans>}
      cancelLabel={<Trans>Ở lại</Trans>}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <p>
        <Trans>Các thay đổi chưa lưu sẽ bị mất.</Trans>
      </p>
    </ConfirmDialog>
  );
}

/** The submit of a form that is not on the scaffold (a reply, an assignment): runs `run`, loads no page. */
export function submitWith(run: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    run();
  };
}
