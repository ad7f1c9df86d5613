import { Trans } from '@lingui/react/macro';

export function ProductDetailSkeleton() {
  return (
    <div
      role="status"
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-2 md:gap-10 md:py-10"
    >
      <span className="sr-only">
        <Trans>Đang tải sản phẩm…</Trans>
      </span>
      <div aria-hidden="true" className="aspect-square animate-pulse rounded-3xl bg-cream-100" />
      <div aria-hidden="true" className="space-y-4">
        <div className="h-4 w-24 animate-pulse rounded bg-leaf-100" />
        <div className="h-9 w-5/6 animate-pulse rounded-lg bg-cream-200" />
        <div className="h-8 w-40 animate-pulse rounded-lg bg-cream-200" />
        <div className="h-24 w-full animate-pulse rounded-lg bg-cream-100" />
        <div className="h-12 w-full animate-pulse rounded-full bg-cream-200" />
      </div>
    </div>
  );
}
