import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, type OrderReply } from '@shop/api-client';
import { messageText } from '@shop/domain/messages';
import { ORDER_STATUS_CANCELLED, ORDER_STATUS_DRAFT, PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { useLanguageStore } from '@/stores/language-store';
import { useSessionStore } from '@/stores/session-store';
import { AppLink } from '@/ui/app-link';
import { QueryErrorState } from '@/ui/error-state';
import { Price } from '@/ui/price';
import { checkoutQueries } from '../api/checkout-queries';
import { draftText, draftTotals } from '../lib/draft-view';
import { BankTransferDetails } from './bank-transfer-details';
import { PayAgainButton } from './pay-again-button';
import { OrderFacts, ResultPanel } from './result-panel';

/** The server refused to show the order (unknown, not the caller's): asking again will not help. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The result of an order placed without a gateway (cash on delivery, bank transfer). The address
 * only names the order (`_id`); its code, amount and payment state are what the server reports to
 * this shopper (GET so1/{id} is owner-only), and the heading is the shop's own text. No order, an
 * unknown one or another shopper's gives a neutral "not found": a forged link shows nothing it says.
 */
export function PlacedOrderResult({ orderId }: { orderId: string | undefined }) {
  const { t } = useLingui();
  const order = useQuery({
    ...checkoutQueries.order(orderId ?? ''),
    retry: (count, error) => !isRefusal(error) && count < 2,
  });
  if (orderId === undefined) return <OrderNotFound />;
  if (order.isPending) {
    return (
      <ResultPanel tone="pending" title={t`Đang tải đơn hàng…`}>
        <p role="status">
          <Trans>Vui lòng chờ trong giây lát.</Trans>
        </p>
      </ResultPanel>
    );
  }
  if (order.isError && !isRefusal(order.error)) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 lg:py-14">
        <QueryErrorState
          title={<Trans>Chưa tải được thông tin đơn hàng</Trans>}
          description={<Trans>Kiểm tra kết nối rồi thử lại.</Trans>}
          query={order}
        />
      </div>
    );
  }
  // A draft is not an order yet: nothing was placed.
  if (!order.data || order.data.trang_thai === ORDER_STATUS_DRAFT) return <OrderNotFound />;
  return <OrderResult order={order.data} />;
}

function OrderResult({ order }: { order: OrderReply }) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const kind = order.loai_pt_thanh_toan;
  const isCancelled = order.trang_thai === ORDER_STATUS_CANCELLED;
  const isPaid = order.trang_thai_tt === PAYMENT_STATUS_SETTLED;
  // Cash on delivery is settled with the carrier (SPEC §4 sets its trang_thai_tt to '1' at once).
  const paymentState = kind === 'cod' ? t`Trả khi nhận hàng` : isPaid ? t`Đã thanh toán` : t`Chưa thanh toán`;
  return (
    <ResultPanel
      tone={isCancelled ? 'failure' : 'success'}
      title={messageText(isCancelled ? 'ORDER_CANCELLED' : 'ORDER_PLACED', language)}
    >
      <OrderFacts
        facts={[
          [t`Mã đơn hàng`, draftText(order, 'so_ct')],
          [t`Tổng thanh toán`, <Price key="total" amount={draftTotals(order).t_tt_nt} />],
          // The method is named by the part below (cash, VietQR, pay again); here is where it stands.
          [t({ message: 'Thanh toán', context: 'payment state' }), paymentState],
          [t`Email`, draftText(order, 'email_nguoi_nhan')],
        ]}
      />
      {isCancelled ? null : kind === 'cod' ? (
        <p>
          <Trans>Bạn thanh toán bằng tiền mặt khi nhận hàng.</Trans>
        </p>
      ) : kind === 'bank-transfer' ? (
        <BankTransferDetails orderId={order._id} />
      ) : kind === 'e-wallet' && !isPaid ? (
        <>
          <p>
            <Trans>Đơn hàng đã được ghi nhận nhưng chưa được thanh toán.</Trans>
          </p>
          <PayAgainButton orderId={order._id} />
        </>
      ) : null}
    </ResultPanel>
  );
}

/** Neither a success nor a failure: this link names no order of this shopper. */
export function OrderNotFound() {
  const { t } = useLingui();
  const isUser = useSessionStore((state) => state.token !== undefined);
  return (
    <ResultPanel tone="neutral" title={t`Không tìm thấy đơn hàng`}>
      <p>
        <Trans>Đường dẫn này không dẫn tới đơn hàng nào của bạn.</Trans>
      </p>
      <p>
        {isUser ? (
          <Trans>Các đơn bạn đã đặt có trong mục Đơn mua.</Trans>
        ) : (
          <Trans>
            Nếu bạn đặt hàng bằng tài khoản,{' '}
            <AppLink href="/dang-nhap" className="font-semibold text-leaf-800 underline underline-offset-2">
              đăng nhập
            </AppLink>{' '}
            để xem đơn mua.
          </Trans>
        )}
      </p>
    </ResultPanel>
  );
}
