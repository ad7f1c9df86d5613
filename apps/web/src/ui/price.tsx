import { formatPrice } from '@shop/domain/primitives';
import { useLanguageStore } from '@/stores/language-store';

/**
 * A price as the shop shows it ('150.000 ₫' in the page's language), kept on one line: formatPrice
 * separates the sign with a plain space (texts match the spec's examples), so the element is
 * `whitespace-nowrap` and '₫' never wraps alone onto the next line on a narrow screen.
 */
export function Price({
  amount,
  className,
  testId,
  isReduction = false,
}: {
  amount: number;
  className?: string;
  testId?: string;
  /** A reduction (a voucher, free shipping): '−' before the amount, on the same line. */
  isReduction?: boolean;
}) {
  const language = useLanguageStore((state) => state.language);
  return (
    <span className={className ? `whitespace-nowrap ${className}` : 'whitespace-nowrap'} data-testid={testId}>
      {isReduction ? '−' : null}
      {formatPrice(amount, language)}
    </span>
  );
}
