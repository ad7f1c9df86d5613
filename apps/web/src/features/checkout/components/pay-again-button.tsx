import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import { notifyCheckout } from '@/ui/toast';
import { gatewayUrlOf } from '../lib/checkout-choices';

/**
 * An unpaid e-wallet order can be paid again from its result page (guests have no order history
 * to do it from): POST so1/{id}/pay gives a new gateway link, which the browser follows.
 */
export function PayAgainButton({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const pay = useMutation({
    mutationFn: async () => (await getApiClient()).payOrder(orderId),
    onSuccess: (order) => {
      const url = gatewayUrlOf({
        trang_thai: order.trang_thai,
        virtual_payment_client_url: order.virtual_payment_client_url,
      });
      if (url) window.location.assign(url);
    },
    onError: (error) =>
      notifyCheckout(
        'info',
        error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
      ),
  });
  return (
    <button
      type="button"
      onClick={() => pay.mutate()}
      disabled={pay.isPending || pay.isSuccess}
      className="mx-auto inline-flex min-h-11 items-center justify-center rounded-full bg-guava-600 px-6 font-semibold text-white hover:bg-guava-700 focus-visible:outline-2 focus-visible:outline-guava-700 focus-visible:outline-offset-2 disabled:opacity-60"
    >
      {pay.isPending ? <Trans>Đang chuyển đến cổng thanh toán…</Trans> : <Trans>Thanh toán lại</Trans>}
    </button>
  );
}
