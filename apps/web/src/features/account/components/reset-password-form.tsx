import { useLingui } from '@lingui/react/macro';
import type { AuthApi } from '@shop/api-client';
import { messageText, newPasswordFormSchema } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useLanguageStore } from '../../../stores/language-store';
import { TextField } from '../../../ui/text-field';
import { notifyAccount } from '../../../ui/toast';
import { useAccountForm } from '../lib/use-account-form';
import { primaryButtonClass } from './auth-card';

type ResetPasswordFormProps = { getAuth: () => Promise<AuthApi>; onReset: () => void };

/** The new password after a verified code (SPEC §5 rules; §8 'Thay đổi mật khẩu thành công' / '…không thành công'). */
export function ResetPasswordForm({ getAuth, onReset }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const form = useAccountForm(newPasswordFormSchema(language), { password: '', repeat_password: '' });

  const reset = useMutation({
    mutationFn: async (input: { password: string; repeat_password: string }) =>
      (await getAuth()).changePassword(input),
    onSuccess: () => {
      void notifyAccount('success', messageText('PASSWORD_RESET_SUCCESS', language));
      onReset();
    },
    onError: (error) => {
      console.warn('password reset failed', error);
      void notifyAccount('error', messageText('PASSWORD_RESET_FAILED', language));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const value = form.validate(event);
    if (value) reset.mutate(value);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t`Đặt lại mật khẩu`} className="space-y-4">
      <TextField
        label={t`Mật khẩu mới`}
        isRequired
        type="password"
        autoComplete="new-password"
        {...form.bind('password')}
      />
      <TextField
        label={t`Nhập lại mật khẩu mới`}
        isRequired
        type="password"
        autoComplete="new-password"
        {...form.bind('repeat_password')}
      />
      <button type="submit" disabled={reset.isPending} className={primaryButtonClass}>
        {reset.isPending ? t`Đang lưu…` : t`Đặt lại mật khẩu`}
      </button>
    </form>
  );
}
