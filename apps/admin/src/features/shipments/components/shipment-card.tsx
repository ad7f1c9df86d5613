import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleShipment, ShipmentState } from '@shop/domain/carriers';
import { ORDER_STATUS_RETURNED } from '@shop/domain/orders';
import { formatDateTime, formatPrice } from '@shop/domain/primitives';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmAction } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast';
import { openLabels, shipmentQueries } from '../api/shipment-queries';
import { ShipmentDialog } from './shipment-dialog';

const LIVE_CARRIERS = ['GHN', 'GHTK'];
const REBOOKABLE: readonly (ShipmentState | undefined)[] = [undefined, 'failed', 'cancelled'];

type OrderFacts = {
  _id: string;
  so_ct?: string | null;
  trang_thai?: string;
  don_vi_vc?: string | null;
  /** When staff confirmed a returned parcel was back (decision 066). */
  ngay_nhan_hang_hoan?: string | null;
};

/** An order returned to the shop (decision 066): confirm the parcel is back, its stock then comes back. */
function ReturnReceipt({ order }: { order: OrderFacts }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const received = order.ngay_nhan_hang_hoan ? formatDateTime(order.ngay_nhan_hang_hoan) : '';
  return (
    <div className="flex flex-col gap-2" data-testid="return-receipt">
      <p className="font-semibold">
        <Trans>Hàng đã hoàn về shop.</Trans>
      </p>
      {received ? (
        <p>
          <Trans>Đã nhận hàng hoàn lúc {received}; tồn kho đã được cộng lại.</Trans>
        </p>
      ) : (
        <div>
          <ConfirmAction
            label={t`Xác nhận đã nhận hàng hoàn`}
            question={<Trans>Hàng của đơn {order.so_ct} đã về kho? Tồn kho sẽ được cộng lại.</Trans>}
            run={async () => (await getConsoleApi()).confirmReturnReceived(order._id)}
            onDone={(reply) => {
              showToast(reply.message);
              return queryClient.invalidateQueries({ queryKey: ['orders'] });
            }}
          />
        </div>
      )}
    </div>
  );
}

/**
 * An order's shipment with its carrier (decision 058): create it for a confirmed order shipped by a
 * connected carrier, follow it while the job queue calls the carrier, print its label (A5, A6),
 * open the carrier's tracking page, cancel it.
 */
export function ShipmentCard({ order }: { order: OrderFacts }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const query = useQuery(shipmentQueries.detail(order._id));
  const [isBooking, setIsBooking] = useState(false);
  const [labelError, setLabelError] = useState<unknown>(null);
  const shipment: ConsoleShipment | null | undefined = query.data;
  const isLive = LIVE_CARRIERS.includes(String(order.don_vi_vc ?? '').toUpperCase());
  if (!isLive && !shipment) return null;
  const stateText: Record<ShipmentState, string> = {
    requested: t`Đang gửi yêu cầu cho đơn vị vận chuyển…`,
    created: t`Đã tạo vận đơn`,
    failed: t`Đơn vị vận chuyển chưa nhận đơn`,
    'cancel-requested': t`Đang huỷ vận đơn…`,
    cancelled: t`Đã huỷ vận đơn`,
  };
  const canBook = order.trang_thai === '1' && REBOOKABLE.includes(shipment?.state);
  const print = (size: 'A5' | 'A6') =>
    openLabels([order._id], size).catch((error: unknown) => setLabelError(error));
  return (
    <Card title={<Trans>Vận đơn</Trans>}>
      <div className="flex flex-col gap-2 text-sm" data-testid="shipment-card">
        {shipment ? (
          <p data-testid="shipment-state" className="font-semibold">
            {stateText[shipment.state]}
          </p>
        ) : (
          <p className="text-coffee-700">
            <Trans>Chưa có vận đơn.</Trans>
          </p>
        )}
        {shipment?.state === 'created' && shipment.tracking_code ? (
          <>
            <p>
              <Trans>Mã vận đơn:</Trans> <span data-testid="shipment-code">{shipment.tracking_code}</span>
              {shipment.tracking_url ? (
                <>
                  {' · '}
                  <a
                    href={shipment.tracking_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-leaf-700 underline"
                  >
                    <Trans>Trang theo dõi</Trans>
                  </a>
                </>
              ) : null}
            </p>
            <p>
              <Trans>Thu hộ (COD):</Trans> {formatPrice(shipment.options.cod, locale)}
              {shipment.fee ? (
                <>
                  {' · '}
                  <Trans>Phí vận chuyển:</Trans> {formatPrice(shipment.fee, locale)}
                </>
              ) : null}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => void print('A5')}>
                <Trans>In nhãn A5</Trans>
              </Button>
              <Button variant="secondary" onClick={() => void print('A6')}>
                <Trans>In nhãn A6</Trans>
              </Button>
              <ConfirmAction
                label={t`Huỷ vận đơn`}
                question={<Trans>Huỷ vận đơn {shipment.tracking_code} ở đơn vị vận chuyển?</Trans>}
                run={async () => (await getConsoleApi()).cancelShipment(order._id)}
                onDone={(reply) => {
                  showToast(reply.message);
                  return queryClient.invalidateQueries({ queryKey: ['orders'] });
                }}
                variant="danger"
              />
            </div>
          </>
        ) : null}
        {order.trang_thai === ORDER_STATUS_RETURNED ? <ReturnReceipt order={order} /> : null}
        {shipment?.error ? <Alert>{shipment.error}</Alert> : null}
        {labelError ? <Alert>{errorText(labelError, locale, t`Chưa lấy được nhãn`)}</Alert> : null}
        {canBook ? (
          <div>
            <Button onClick={() => setIsBooking(true)}>
              <Trans>Tạo vận đơn</Trans>
            </Button>
          </div>
        ) : null}
      </div>
      {isBooking ? <ShipmentDialog orderIds={[order._id]} onClose={() => setIsBooking(false)} /> : null}
    </Card>
  );
}
