import { useLingui } from '@lingui/react/macro';
import { type MessageCode, messageText } from '@shop/domain/messages';
import type { Locale } from '@shop/domain/primitives';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLanguageStore } from '@/stores/language-store';
import type { StandardSchema } from '@/lib/form-errors';
import { PasswordField } from '@/ui/text-field';
import { notifyAccount } from '@/ui/toast';
import { failureMessage } from '../lib/server-message';
import { useAccountForm } from '../lib/use-account-form';
import { primaryButtonClass } from './auth-card';

type PasswordFormProps<TValues> = {
  /** Heading above the fields (a change) or, without it, the form's accessible name (a reset). */
  heading?: ReactNode;
  label?: string;
  submitLabel: string;
  /** A logged-in change asks for the current password; a reset after a verified code does not. */
  asksCurrentPassword: boolean;
  schemaFor: (locale: Locale) => StandardSchema<TValues>;
  save: (values: TValues) => Promise<unknown>;
  messages: { success: MessageCode; failure: MessageCode };
  onSaved?: () => void;
};

const EMPTY = { old_password: '', password: '', repeat_password: '' };

/**
 * The new password and its repeat (SPEC §5 rules), with the current password for a logged-in
 * change. One form for the change on the profile and the reset after a code (SPEC §8 notices).
 */
export function PasswordForm<TValues>(props: PasswordFormProps<TValues>) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const form = useAccountForm(props.schemaFor(language), EMPTY);

  const save = useMutation({
    mutationFn: props.save,
    onSuccess: () => {
      form.reset(EMPTY);
      void notifyAccount('success', messageText(props.messages.success, language));
      props.onSaved?.();
    },
    onError: (error) => {
      console.warn('password not saved', error);
      void notifyAccount('error', failureMessage(error, messageText(props.messages.failure, language)));
    },
  });

  const submit = form.submitTo(save.isPending, save.mutate);

  const newPasswordFields = (
    <>
      <PasswordField label={t`Mật khẩu mới`} autoComplete="new-password" {...form.bind('password')} />
      <PasswordField
        label={t`Nhập lại mật khẩu mới`}
        autoComplete="new-password"
        {...form.bind('repeat_password')}
      />
    </>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={props.heading ? 'password-heading' : undefined}
      aria-label={props.heading ? undefined : props.label}
      className="space-y-4"
    >
      {props.heading && (
        <h2 id="password-heading" className="font-bold text-coffee-900 text-xl">
          {props.heading}
        </h2>
      )}
      {props.asksCurrentPassword ? (
        <>
          <PasswordField
            label={t`Mật khẩu hiện tại`}
            autoComplete="current-password"
            {...form.bind('old_password')}
          />
          <div className="grid gap-4 sm:grid-cols-2">{newPasswordFields}</div>
        </>
      ) : (
        newPasswordFields
      )}
      <button
        type="submit"
        disabled={save.isPending}
        className={props.asksCurrentPassword ? `${primaryButtonClass} sm:w-auto` : primaryButtonClass}
      >
        {save.isPending ? t`Đang lưu…` : props.submitLabel}
      </button>
    </form>
  );
}
