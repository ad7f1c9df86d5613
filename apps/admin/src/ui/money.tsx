import { formatPrice } from '@shop/domain';
import { useLanguageStore } from '@/stores/language-store';

/**
 * An amount as the console shows it ('150.000 ₫' in the console's language), kept on one line:
 * formatPrice separates the sign with a plain space, so the element is `whitespace-nowrap` and
 * '₫' never wraps alone onto the next line in a narrow cell.
 */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const locale = useLanguageStore((state) => state.language);
  return (
    <span
      className={className ? `whitespace-nowrap tabular-nums ${className}` : 'whitespace-nowrap tabular-nums'}
    >
      {formatPrice(amount, locale)}
    </span>
  );
}
