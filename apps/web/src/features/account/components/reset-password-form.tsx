import { useLingui } from '@lingui/react/macro';
import type { AuthApi } from '@shop/api-client';
import { newPasswordFormSchema } from '@shop/domain/accounts';
import { PasswordForm } from './password-form';

type ResetPasswordFormProps = { getAuth: () => Promise<AuthApi>; onReset: () => void };

/** The new password after a verified code (SPEC §5 rules; §8 'Thay đổi mật khẩu thành công' / '…không thành công'). */
export function ResetPasswordForm({ getAuth, onReset }: ResetPasswordFormProps) {
  const { t } = useLingui();
  return (
    <PasswordForm
      label={t`Đặt lại mật khẩu`}
      submitLabel={t`Đặt lại mật khẩu`}
      asksCurrentPassword={false}
      schemaFor={newPasswordFormSchema}
      save={async (input) => (await getAuth()).changePassword(input)}
      messages={{ success: 'PASSWORD_RESET_SUCCESS', failure: 'PASSWORD_RESET_FAILED' }}
      onSaved={onReset}
    />
  );
}
