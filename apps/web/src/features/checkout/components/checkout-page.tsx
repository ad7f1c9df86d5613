import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressReply } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { addressQueries } from '@/lib/address-book';
import { usePageMeta } from '@/lib/head';
import { useSessionStore } from '@/stores/session-store';
import { QueryErrorState } from '@/ui/error-state';
import { checkoutQueries } from '../api/checkout-queries';
import { CheckoutEmpty, CheckoutSkeleton } from './checkout-states';
import { CheckoutForm } from './checkout-form';

/** The checkout screen's frame: its heading, then `children`. */
function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="font-bold text-2xl text-coffee-900 sm:text-3xl">
        <Trans context="checkout page">Thanh toán</Trans>
      </h1>
      {/* In the server's page, the same for everyone: the screen's largest text on a phone, so the
          largest paint is the server's first paint, not the form's first heading drawn after the
          scripts and the draft (issue 28: LCP was 'Thông tin nhận hàng', 4,700 px²). */}
      <p className="mt-2 mb-5 text-coffee-700">
        <Trans>Kiểm tra người nhận và địa chỉ, chọn cách giao hàng và thanh toán rồi đặt hàng.</Trans>
      </p>
      {/* Tall enough to keep the footer below a phone's fold whatever replaces the server's skeleton
          (the form, the empty state, an error): what is on screen never moves (issue 28). */}
      <div className="min-h-[85vh]">{children}</div>
    </div>
  );
}

/**
 * /checkout. `inBrowser` false (the server's page, the same for everyone, and the hydrating
 * render): the heading and the skeleton, no shopper's data. Then the form in the same frame: the
 * heading and its text stay the elements the server painted (a new element of the same size would
 * be a later largest paint: issue 28).
 */
export function CheckoutPage({ inBrowser = true }: { inBrowser?: boolean }) {
  const { t } = useLingui();
  // The context keeps this title apart from the 'Thanh toán' (Pay) buttons elsewhere.
  usePageMeta(t({ message: 'Thanh toán', context: 'checkout page' }));
  return <CheckoutLayout>{inBrowser ? <CheckoutContent /> : <CheckoutSkeleton />}</CheckoutLayout>;
}

/** One empty book for every render: the memoised receiver section sees no change (issue 28). */
const NO_ADDRESSES: readonly AddressReply[] = [];

/**
 * The caller's newest draft (created from the cart when there is none), then the receiver,
 * carrier, payment method, vouchers and the totals the server computed.
 */
function CheckoutContent() {
  const isUser = useSessionStore((state) => state.token !== undefined);
  const profile = useSessionStore((state) => state.user);
  const draft = useQuery(checkoutQueries.draft());
  const addresses = useQuery(addressQueries.list());
  const methods = useQuery(checkoutQueries.paymentMethods());
  const carriers = useQuery(checkoutQueries.carriers());
  const failed = [draft, methods, carriers].find((query) => query.isError);
  const loaded = Boolean(
    draft.data && methods.data && carriers.data && (addresses.data || addresses.isError),
  );
  // The form's first render is the screen's largest piece of work (a phone's longest task on this
  // page, issue 28). The data's arrival renders the skeleton again at once, and the form in a
  // background render React does in slices, yielding to the browser between them: no long task.
  const showForm = useDeferredValue(loaded);

  return failed ? (
    <QueryErrorState
      title={<Trans>Chưa tải được thông tin thanh toán</Trans>}
      description={<Trans>Kiểm tra kết nối rồi thử lại.</Trans>}
      query={failed}
    />
  ) : draft.data === null ? (
    <CheckoutEmpty />
  ) : showForm && loaded && draft.data && methods.data && carriers.data ? (
    <CheckoutForm
      draft={draft.data}
      // An address book that cannot be read leaves the shopper typing an address (SPEC §8: logged).
      addresses={addresses.data ?? NO_ADDRESSES}
      methods={methods.data}
      carriers={carriers.data}
      isUser={isUser}
      profile={profile}
    />
  ) : (
    <CheckoutSkeleton />
  );
}
