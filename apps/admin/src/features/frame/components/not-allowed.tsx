import { Trans } from '@lingui/react/macro';
import { ConsoleNotice } from './console-notice';

/** The console's "not allowed" state: the address exists, the user's rights do not open it. */
export function NotAllowed() {
  return (
    <ConsoleNotice testId="not-allowed" title={<Trans>Không có quyền truy cập</Trans>}>
      <Trans>
        Tài khoản của bạn không được dùng mục này của trang quản trị. Nếu cần, hãy nhờ chủ cửa hàng cấp quyền.
      </Trans>
    </ConsoleNotice>
  );
}
