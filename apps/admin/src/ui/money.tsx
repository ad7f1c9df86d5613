import { Amount, type AmountProps } from '@shop/browser-kit/amount';
import type { Locale } from '@shop/domain/primitives';
import { useLanguageStore } from '@/stores/language-store';

/**
 * An amount as the console shows it ('150.000 ₫' in the console's language, on one line), its
 * digits aligned in a column; `locale` is a printed document's own language.
 */
export function Money({
  locale,
  className,
  ...props
}: Omit<AmountProps, 'locale' | 'testId'> & { locale?: Locale }) {
  const consoleLocale = useLanguageStore((state) => state.language);
  return (
    <Amount
      {...props}
      locale={locale ?? consoleLocale}
      className={className ? `tabular-nums ${className}` : 'tabular-nums'}
    />
  );
}
