import { Trans } from '@lingui/react/macro';
import { AppLink } from '@/ui/app-link';

export function CheckoutSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <div className="grid gap-4">
        <div className="h-72 animate-pulse rounded-2xl bg-coffee-100" />
        <div className="h-32 animate-pulse rounded-2xl bg-coffee-100" />
      </div>
      <div className="h-80 animate-pulse rounded-2xl bg-coffee-100" />
    </div>
  );
}

/** Nothing to order: say so and lead back to the shelves (the cart is empty too). */
export function CheckoutEmpty() {
  return (
    <div className="rounded-2xl border border-coffee-200 border-dashed bg-white p-8 text-center">
      <p className="font-semibold text-coffee-900 text-lg">
        <Trans>Giỏ hàng của bạn đang trống</Trans>
      </p>
      <p className="mt-1 text-coffee-700">
        <Trans>Hãy thêm sản phẩm vào giỏ hàng trước khi thanh toán.</Trans>
      </p>
      <ContinueShoppingLink className="mt-5" />
    </div>
  );
}

/** Back to the shelves, newest first: the way on from an empty or a finished checkout. */
export function ContinueShoppingLink({ className = '' }: { className?: string }) {
  return (
    <AppLink
      href="/mua-hang/san-pham?sort=newest"
      className={`inline-flex min-h-11 items-center justify-center rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 ${className}`.trim()}
    >
      <Trans>Tiếp tục mua sắm</Trans>
    </AppLink>
  );
}
