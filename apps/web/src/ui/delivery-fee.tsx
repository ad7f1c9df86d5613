import { Trans } from '@lingui/react/macro';
import { Price } from './price';

/**
 * A delivery fee as the shop writes it: the amount, or 'Miễn phí' when it is 0 (delivery costs
 * nothing, which a bare '0 ₫' leaves the shopper to work out). Its row is always shown.
 */
export function DeliveryFee({ amount }: { amount: number | null | undefined }) {
  return amount ? <Price amount={amount} /> : <Trans>Miễn phí</Trans>;
}
