import { Trans } from '@lingui/react/macro';
import { LoadingStatus } from '@/ui/loading-status';

export function ProductDetailSkeleton() {
  return (
    <LoadingStatus
      label={<Trans>Đang tải sản phẩm…</Trans>}
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-2 md:gap-10 md:py-10"
    >
      <div aria-hidden="true" className="aspect-square animate-pulse rounded-3xl bg-cream-100" />
      <div aria-hidden="true" className="space-y-4">
        <div className="h-4 w-24 animate-pulse rounded bg-leaf-100" />
        <div className="h-9 w-5/6 animate-pulse rounded-lg bg-cream-200" />
        <div className="h-8 w-40 animate-pulse rounded-lg bg-cream-200" />
        <div className="h-24 w-full animate-pulse rounded-lg bg-cream-100" />
        <div className="h-12 w-full animate-pulse rounded-full bg-cream-200" />
      </div>
    </LoadingStatus>
  );
}
