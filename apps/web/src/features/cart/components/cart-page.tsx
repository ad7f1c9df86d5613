import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { usePurchaseHref } from '@/lib/afflink';
import { useSessionStore } from '@/stores/session-store';
import { AppLink } from '@/ui/app-link';
import { Panel } from '@/ui/panel';
import { useCartLines } from '../api/use-cart-lines';
import { useCartQuantity } from '../api/use-cart-quantity';
import { useRemoveCartLine } from '../api/use-remove-cart-line';
import { cartTotals } from '../lib/cart-totals';
import { CartLineItem } from './cart-line-item';
import { CartReminderForm } from './cart-reminder-form';
import { CartSummary } from './cart-summary';

function CartSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-3">
          <div className="size-20 animate-pulse rounded-xl bg-coffee-100" />
          <div className="flex-1 space-y-2 py-2">
            <div className="h-4 w-3/4 animate-pulse rounded bg-coffee-100" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-coffee-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyCart() {
  const catalogueHref = usePurchaseHref();
  return (
    <div className="rounded-2xl border border-leaf-100 bg-white p-8 text-center shadow-sm">
      <p className="font-semibold text-coffee-900 text-lg">
        <Trans>Giỏ hàng của bạn đang trống.</Trans>
      </p>
      <p className="mt-2 text-coffee-700">
        <Trans>Chọn trà, cà phê hay nông sản bạn thích rồi quay lại đây để thanh toán.</Trans>
      </p>
      <AppLink
        href={catalogueHref}
        className="mt-5 inline-flex min-h-11 items-center justify-center rounded-full bg-leaf-700 px-6 font-semibold text-white transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
      >
        <Trans>Tiếp tục mua sắm</Trans>
      </AppLink>
    </div>
  );
}

/** The cart screen's frame: its heading, then `children`. */
function CartLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="font-bold text-3xl text-coffee-900">
        <Trans>Giỏ hàng</Trans>
      </h1>
      {/* In the server's page, the same for everyone: the screen's largest text on a phone, so the
          largest paint is the server's first paint, not a line drawn after the scripts and the
          cart call (issue 28: LCP was the summary's note, 10,000 px², after hydration). */}
      <p className="mt-2 text-coffee-700">
        <Trans>Các sản phẩm bạn đã chọn, số lượng và tạm tính trước khi thanh toán.</Trans>
      </p>
      {/* Tall enough that the footer starts below the fold (the heading and margins add about
          230 px): the skeleton gives way to the lines with nothing in view moving (issue 28; at
          70vh the footer's top showed on Lighthouse's 412 × 823 phone and moved, CLS 0.008). */}
      <div className="mt-6 min-h-[85vh]">{children}</div>
    </div>
  );
}

/**
 * /cart. `inBrowser` false (the server's page, the same for everyone, and the hydrating render):
 * the heading and the lines' skeleton, no shopper's data. Then the lines in the same frame: the
 * heading and its text stay the elements the server painted (a new element of the same size would
 * be a later largest paint: issue 28).
 */
export function CartPage({ inBrowser = true }: { inBrowser?: boolean }) {
  return <CartLayout>{inBrowser ? <CartLines /> : <CartSkeleton />}</CartLayout>;
}

/**
 * The lines with their quantity controls, the server's totals and the way to checkout; for a
 * guest, the form that asks to be reminded of the cart (decision 064).
 */
function CartLines() {
  const { lines, isPending } = useCartLines();
  const isGuest = useSessionStore((state) => state.status === 'guest');
  const changeQuantity = useCartQuantity();
  const { askToRemove } = useRemoveCartLine();
  const isSettling = lines.some(
    (line) => line.pendingQuantity !== undefined && line.pendingQuantity !== line.sl_xuat,
  );

  return isPending ? (
    <CartSkeleton />
  ) : lines.length === 0 ? (
    <EmptyCart />
  ) : (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <Panel
        title={<Trans>Sản phẩm trong giỏ hàng</Trans>}
        headingClassName="sr-only"
        className="border-leaf-100 px-4 sm:px-6"
      >
        <ul className="divide-y divide-coffee-100">
          {lines.map((line) => (
            <CartLineItem
              key={line._id}
              line={line}
              onQuantityChange={changeQuantity}
              onRemove={askToRemove}
            />
          ))}
        </ul>
      </Panel>
      <CartSummary totals={cartTotals(lines)} isSettling={isSettling} />
      {isGuest ? (
        <div className="lg:col-start-1">
          <CartReminderForm />
        </div>
      ) : null}
    </div>
  );
}
