import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Money } from '@/ui/money';

/** A movement's order (a link to it), what a part payment left missing and an overpayment's excess. */
export function TransferFacts({
  orderId,
  soCt,
  missing,
  excess,
}: {
  orderId: string | null;
  soCt: string | null;
  missing: number;
  excess: number;
}) {
  return (
    <>
      {orderId && soCt ? (
        <Link
          to="/orders/$orderId"
          params={{ orderId }}
          className="inline-flex min-h-11 items-center text-leaf-700 underline"
        >
          <Trans>Đơn {soCt}</Trans>
        </Link>
      ) : null}
      {missing > 0 ? (
        <p className="text-guava-700">
          <Trans>
            Còn thiếu <Money amount={missing} />
          </Trans>
        </p>
      ) : null}
      {excess > 0 ? (
        <p className="text-guava-700">
          <Trans>
            Thừa <Money amount={excess} /> (cần hoàn)
          </Trans>
        </p>
      ) : null}
    </>
  );
}
