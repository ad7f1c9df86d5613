import type { ConsoleActionReply } from '@shop/api-client';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { codeText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Dialog, DialogFormEnd } from '@/ui/dialog';

export type ReadResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * The confirmation of one action: its fields, read and checked with the domain's schema before
 * the call (errors by field, in the user's language), then the server's refusal if any.
 */
export function ActionDialog<T>({
  title,
  submitLabel,
  isDanger = false,
  onClose,
  onDone,
  read,
  mutation,
  fields,
}: {
  title: string;
  submitLabel: string;
  isDanger?: boolean;
  onClose: () => void;
  /** Runs once the server took the action, before the dialog closes (a toast to confirm it). */
  onDone?: (reply: ConsoleActionReply) => void;
  read: (values: Record<string, string>) => ReadResult<T>;
  mutation: UseMutationResult<ConsoleActionReply, Error, T>;
  fields?: (errors: Record<string, string | undefined>) => ReactNode;
}) {
  const locale = useLanguageStore((state) => state.language);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = read(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    mutation.mutate(result.value, {
      onSuccess: (reply) => {
        onDone?.(reply);
        onClose();
      },
    });
  };
  const say = Object.fromEntries(
    Object.entries(errors).map(([key, code]) => [key, codeText(code, locale) ?? code]),
  );
  return (
    <Dialog open title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {fields?.(say)}
        <DialogFormEnd
          error={mutation.error}
          pending={mutation.isPending}
          submitLabel={submitLabel}
          variant={isDanger ? 'danger' : 'primary'}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}
