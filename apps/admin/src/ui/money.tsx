import { formatPrice, type Locale } from '@shop/domain/primitives';
import { useLanguageStore } from '@/stores/language-store';

/**
 * An amount as the console shows it ('150.000 ₫' in the console's language), kept on one line:
 * formatPrice separates the sign with a plain space, so the element is `whitespace-nowrap` and
 * '₫' never wraps alone onto the next line in a narrow cell.
 */
export function Money({
  amount,
  className,
  locale,
  isReduction = false,
}: {
  amount: number;
  className?: string;
  /** A printed document's own language; the console's otherwise. */
  locale?: Locale;
  /** A reduction (discount, voucher, free shipping): '−' before the amount, on the same line. */
  isReduction?: boolean;
}) {
  const consoleLocale = useLanguageStore((state) => state.language);
  return (
    <span
      className={className ? `whitespace-nowrap tabular-nums ${className}` : 'whitespace-nowrap tabular-nums'}
    >
      {isReduction ? '−' : null}
      {formatPrice(amount, locale ?? consoleLocale)}
    </span>
  );
}
