import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * What a page says when what was asked for is not there: a heading, why (`children`), and where
 * to go instead. `className` places it (a page of its own by default).
 */
export function NotFoundNotice({
  title,
  children,
  action,
  className = 'mx-auto max-w-xl px-4 py-16 text-center',
}: {
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <h1 className="font-bold text-2xl text-coffee-900">{title}</h1>
      <p className="mt-2 text-coffee-700">{children}</p>
      {action}
    </div>
  );
}

export function NotFound() {
  return (
    <NotFoundNotice
      title={<Trans>Không tìm thấy trang</Trans>}
      action={
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-leaf-700 px-5 font-semibold text-white hover:bg-leaf-800"
        >
          <Trans>Về trang chủ</Trans>
        </Link>
      }
    >
      <Trans>Trang bạn tìm không tồn tại hoặc đã được chuyển đi.</Trans>
    </NotFoundNotice>
  );
}
