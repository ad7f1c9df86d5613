import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useLanguageStore } from '../../../stores/language-store';
import { TextField } from '../../../ui/text-field';
import { notifyAccount } from '../../../ui/toast';
import { changePassword } from '../api/profile';
import { changePasswordSchema } from '../lib/change-password-schema';
import { useAccountForm } from '../lib/use-account-form';
import { primaryButtonClass } from './auth-card';

const EMPTY = { old_password: '', password: '', repeat_password: '' };

/** Change password while logged in (SPEC §8 'Đổi mật khẩu thành công' / '…không thành công'). */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const form = useAccountForm(changePasswordSchema(language), EMPTY);

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset(EMPTY);
      void notifyAccount('success', messageText('PASSWORD_CHANGE_SUCCESS', language));
    },
    onError: (error) => {
      console.warn('password change failed', error);
      void notifyAccount('error', messageText('PASSWORD_CHANGE_FAILED', language));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const value = form.validate(event);
    if (value) change.mutate(value);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="password-heading" className="space-y-4">
      <h2 id="password-heading" className="font-bold text-coffee-900 text-xl">
        <Trans>Đổi mật khẩu</Trans>
      </h2>
      <TextField
        label={t`Mật khẩu hiện tại`}
        isRequired
        type="password"
        autoComplete="current-password"
        {...form.bind('old_password')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
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
      </div>
      <button type="submit" disabled={change.isPending} className={`${primaryButtonClass} sm:w-auto`}>
        {change.isPending ? t`Đang lưu…` : t`Đổi mật khẩu`}
      </button>
    </form>
  );
}
