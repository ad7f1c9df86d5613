import { Trans } from '@lingui/react/macro';
import { LoadingStatus } from '@/ui/loading-status';

/** Shared by the grid and its skeleton so the page does not jump when the data arrives. */
export const GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4';

const PLACEHOLDERS = Array.from({ length: 8 }, (_, index) => `placeholder-${index}`);

export function ProductGridSkeleton() {
  return (
    <LoadingStatus label={<Trans>Đang tải sản phẩm…</Trans>} aria-live="polite">
      <ul className={GRID_CLASS} aria-hidden="true">
        {PLACEHOLDERS.map((key) => (
          <li key={key} className="overflow-hidden rounded-2xl border border-leaf-100 bg-white">
            <div className="aspect-square animate-pulse bg-cream-100" />
            <div className="space-y-2 p-3 sm:p-4">
              <div className="h-3 w-1/3 animate-pulse rounded bg-leaf-100" />
              <div className="h-4 w-5/6 animate-pulse rounded bg-cream-200" />
              <div className="h-5 w-1/2 animate-pulse rounded bg-cream-200" />
            </div>
          </li>
        ))}
      </ul>
    </LoadingStatus>
  );
}

/** A whole catalogue page while its route loads: title, toolbar line, grid. */
export function CatalogPageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div aria-hidden="true" className="mb-6 space-y-3">
        <div className="h-9 w-48 animate-pulse rounded-lg bg-cream-200" />
        <div className="h-4 w-72 max-w-full animate-pulse rounded bg-cream-200" />
      </div>
      <ProductGridSkeleton />
    </div>
  );
}
