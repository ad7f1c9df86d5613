import { Trans } from '@lingui/react/macro';
import { ConsoleNotice } from './console-notice';

/** The console's "not found" state: an address the console has no screen for, or an item gone. */
export function NotFound() {
  return (
    <ConsoleNotice testId="not-found" title={<Trans>Không tìm thấy trang</Trans>}>
      <Trans>Trang quản trị không có địa chỉ này. Hãy chọn một mục trong menu.</Trans>
    </ConsoleNotice>
  );
}
