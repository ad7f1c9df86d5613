import {
  type PaymentDisplayCode,
  type PaymentDisplayInput,
  paymentDisplayLabel,
  paymentDisplayOf,
} from '@shop/domain/payments';
import { useLanguageStore } from '@/stores/language-store';
import { Money } from '@/ui/money';

const TONE: Readonly<Record<PaymentDisplayCode, string>> = {
  COD_TO_COLLECT: 'text-coffee-800',
  COD_COLLECTED: 'text-leaf-700',
  PAID: 'text-leaf-700',
  UNPAID: 'text-guava-700',
  REFUND_DUE: 'text-guava-700',
  NOT_CHARGED: 'text-coffee-700',
  NOT_COLLECTED: 'text-guava-700',
};

/** The states whose amount is worth saying beside the words. */
const WITH_AMOUNT: readonly PaymentDisplayCode[] = ['COD_TO_COLLECT', 'COD_COLLECTED', 'REFUND_DUE'];

/**
 * The payment as it stands (the domain's paymentDisplayOf), not the wire's trang_thai_tt: cash on
 * delivery to collect with its amount until delivered, then collected; a cancelled order never paid.
 */
export function PaymentState({ order }: { order: PaymentDisplayInput }) {
  const locale = useLanguageStore((state) => state.language);
  const { code, amount: due } = paymentDisplayOf(order);
  const label = paymentDisplayLabel(code, locale);
  return (
    <span className={`block ${TONE[code]}`} data-testid="payment-state" data-state={code}>
      {WITH_AMOUNT.includes(code) ? (
        <>
          {label}: <Money amount={due} locale={locale} />
        </>
      ) : (
        label
      )}
    </span>
  );
}
