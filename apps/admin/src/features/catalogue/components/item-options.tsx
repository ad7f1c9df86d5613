import type { CatalogueItem } from '@shop/domain/catalogue';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';

/** The options of a select of categories or lines (value: the code), named in the console's language. */
export function ItemOptions({ items }: { items: readonly CatalogueItem[] | undefined }) {
  const locale = useLanguageStore((state) => state.language);
  return (items ?? []).map((item) => (
    <option key={item._id} value={item.ma}>
      {localized(item.ten, item.ten_eng, locale)}
    </option>
  ));
}
