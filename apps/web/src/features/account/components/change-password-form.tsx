import { Trans, useLingui } from '@lingui/react/macro';
import { changePassword } from '../api/profile';
import { changePasswordSchema } from '../lib/change-password-schema';
import { PasswordForm } from './password-form';

/** Change password while logged in (SPEC §8 'Đổi mật khẩu thành công' / '…không thành công'). */
export function ChangePasswordForm() {
  const { t } = useLingui();
  return (
    <PasswordForm
      heading={<Trans>Đổi mật khẩu</Trans>}
      submitLabel={t`Đổi mật khẩu`}
      asksCurrentPassword
      schemaFor={changePasswordSchema}
      save={changePassword}
      messages={{ success: 'PASSWORD_CHANGE_SUCCESS', failure: 'PASSWORD_CHANGE_FAILED' }}
    />
  );
}
