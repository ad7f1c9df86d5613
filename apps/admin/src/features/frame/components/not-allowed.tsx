import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '@/ui/page-title';

/** The console's "not allowed" state: the address exists, the user's rights do not open it. */
export function NotAllowed() {
  return (
    <section data-testid="not-allowed" className="rounded-xl border border-coffee-100 bg-white p-6">
      <PageTitle>
        <Trans>Không có quyền truy cập</Trans>
      </PageTitle>
      <p className="mb-4">
        <Trans>
          Tài khoản của bạn không được dùng mục này của trang quản trị. Nếu cần, hãy nhờ chủ cửa hàng cấp
          quyền.
        </Trans>
      </p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-leaf-700 px-4 font-semibold text-sm text-white hover:bg-leaf-800"
      >
        <Trans>Về trang tổng quan</Trans>
      </Link>
    </section>
  );
}
