import { Trans, useLingui } from '@lingui/react/macro';
import type { VietQrInfo } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { Price } from '@/ui/price';
import { orderQueries } from '../api/order-queries';

type TransferQrProps =
  | { orderId: string; vietqr: VietQrInfo; imageSrc?: undefined }
  /** The image as the server sent it (a guest's lookup: no order of theirs to ask the image of). */
  | { orderId?: undefined; vietqr: VietQrInfo; imageSrc: string };

/** The VietQR code and transfer details of an unpaid bank-transfer order. */
export function TransferQr({ orderId, vietqr, imageSrc }: TransferQrProps) {
  const { t } = useLingui();
  const image = useQuery({ ...orderQueries.qrUrl(orderId ?? ''), enabled: orderId !== undefined });
  const src = imageSrc ?? image.data;
  return (
    <section className="flex flex-col gap-4 rounded-xl bg-cream-100 p-4 sm:flex-row sm:items-center">
      {src ? (
        <img
          src={src}
          alt={t`Mã VietQR để chuyển khoản`}
          width={160}
          height={160}
          className="size-40 self-center rounded-lg bg-white p-2"
        />
      ) : (
        <div aria-hidden="true" className="size-40 animate-pulse self-center rounded-lg bg-white" />
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-coffee-800 text-sm">
        <dt className="font-semibold">
          <Trans>Ngân hàng</Trans>
        </dt>
        <dd>{vietqr.bank_name}</dd>
        <dt className="font-semibold">
          <Trans>Số tài khoản</Trans>
        </dt>
        <dd>{vietqr.account_number}</dd>
        <dt className="font-semibold">
          <Trans>Chủ tài khoản</Trans>
        </dt>
        <dd>{vietqr.account_name}</dd>
        <dt className="font-semibold">
          <Trans>Số tiền</Trans>
        </dt>
        <dd>
          <Price amount={vietqr.amount} />
        </dd>
        <dt className="font-semibold">
          <Trans>Nội dung</Trans>
        </dt>
        <dd>{vietqr.memo}</dd>
      </dl>
    </section>
  );
}
