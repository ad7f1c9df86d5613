import { formatPrice, type Locale } from '@shop/domain/primitives';

export interface AmountProps {
  amount: number;
  locale: Locale;
  className?: string | undefined;
  testId?: string | undefined;
  /** A reduction (a discount, a voucher, free shipping): '−' before the amount, on the same line. */
  isReduction?: boolean | undefined;
}

/**
 * An amount in VND as both apps show it ('150.000 ₫'), kept on one line: formatPrice separates the
 * sign with a plain space, so the element is `whitespace-nowrap` and '₫' never wraps alone onto the
 * next line. Each app passes its own language (the shop's page, the console's or a document's).
 */
export function Amount({ amount, locale, className, testId, isReduction = false }: AmountProps) {
  return (
    <span className={className ? `whitespace-nowrap ${className}` : 'whitespace-nowrap'} data-testid={testId}>
      {isReduction ? '−' : null}
      {formatPrice(amount, locale)}
    </span>
  );
}
