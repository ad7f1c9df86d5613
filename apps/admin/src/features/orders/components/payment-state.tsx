import { Trans } from '@lingui/react/macro';

/** Paid (or collected by the carrier) versus still expected. */
export function PaymentState({ paid }: { paid: boolean }) {
  return paid ? (
    <span className="text-leaf-700">
      <Trans>Đã thanh toán / thu hộ</Trans>
    </span>
  ) : (
    <span className="text-guava-700">
      <Trans>Chưa thanh toán</Trans>
    </span>
  );
}
