import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '@shop/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePageMeta } from '@/lib/head';
import { useLanguageStore } from '@/stores/language-store';
import { Price } from '@/ui/price';
import { paymentReturnQuery } from '../api/checkout-queries';
import { type AlertSearch, gatewayReturnQuery } from '../lib/alert-search';
import { PayAgainButton } from './pay-again-button';
import { PlacedOrderResult } from './placed-order-result';
import { OrderFacts, ResultPanel } from './result-panel';

/**
 * /checkout-alert: the order the query names (`_id`), as the server reports it, or the e-wallet
 * gateway's return, verified by the server. Nothing else of the query is shown.
 */
export function CheckoutResult({
  search,
  isGatewayReturn,
}: {
  search: AlertSearch;
  isGatewayReturn: boolean;
}) {
  const { t } = useLingui();
  usePageMeta(t`Kết quả đặt hàng`);
  if (isGatewayReturn) return <GatewayReturn />;
  return <PlacedOrderResult orderId={search._id} />;
}

function GatewayReturn() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  // Read once from the address bar: the signature covers the parameters exactly as the gateway sent them.
  const [query] = useState(() => gatewayReturnQuery(globalThis.location?.search ?? '') ?? '');
  const result = useQuery(paymentReturnQuery(query));

  if (query === '' || result.isError) {
    return (
      <ResultPanel tone="failure" title={messageText('PAYMENT_FAILED', language)}>
        <p>
          <Trans>Không xác minh được kết quả thanh toán. Vui lòng kiểm tra đơn hàng của bạn.</Trans>
        </p>
      </ResultPanel>
    );
  }
  if (!result.data) {
    return (
      <ResultPanel tone="pending" title={t`Đang xác minh thanh toán…`}>
        <p role="status">
          <Trans>Vui lòng chờ trong giây lát.</Trans>
        </p>
      </ResultPanel>
    );
  }
  const payment = result.data;
  return (
    <ResultPanel
      tone={payment.isSuccess ? 'success' : 'failure'}
      title={messageText(payment.isSuccess ? 'PAYMENT_SUCCESS' : 'PAYMENT_FAILED', language)}
    >
      <OrderFacts
        facts={[
          [t`Mã đơn hàng`, payment.so_ct],
          [t`Số tiền`, <Price key="amount" amount={payment.amount} />],
        ]}
      />
      {payment.isSuccess ? null : payment.refund_due ? (
        <p>
          <Trans>
            Đơn hàng này không còn nhận thanh toán (đã huỷ hoặc đã được thanh toán). Cửa hàng đã ghi nhận
            khoản tiền và sẽ hoàn lại cho bạn.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Đơn hàng đã được ghi nhận nhưng chưa được thanh toán.</Trans>
          </p>
          {payment._id ? <PayAgainButton orderId={payment._id} /> : null}
        </>
      )}
    </ResultPanel>
  );
}
