import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '@/ui/page-title';

/** The console's "not found" state: an address the console has no screen for, or an item gone. */
export function NotFound() {
  return (
    <section data-testid="not-found" className="m-4 rounded-xl border border-coffee-100 bg-white p-6">
      <PageTitle>
        <Trans>Không tìm thấy trang</Trans>
      </PageTitle>
      <p className="mb-4">
        <Trans>Trang quản trị không có địa chỉ này. Hãy chọn một mục trong menu.</Trans>
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
