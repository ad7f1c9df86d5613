import { Amount, type AmountProps } from '@shop/browser-kit/amount';
import { useLanguageStore } from '@/stores/language-store';

/** A price as the shop shows it ('150.000 ₫' in the page's language, on one line). */
export function Price(props: Omit<AmountProps, 'locale'>) {
  const language = useLanguageStore((state) => state.language);
  return <Amount {...props} locale={language} />;
}
