import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-bold text-2xl text-coffee-900">
        <Trans>Không tìm thấy trang</Trans>
      </h1>
      <p className="mt-2 text-coffee-700">
        <Trans>Trang bạn tìm không tồn tại hoặc đã được chuyển đi.</Trans>
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-leaf-700 px-5 font-semibold text-white hover:bg-leaf-800"
      >
        <Trans>Về trang chủ</Trans>
      </Link>
    </div>
  );
}
