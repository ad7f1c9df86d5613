import { useProductCategories } from '@/lib/product-categories';
import { MAIN_MENU, type MenuEntry, PRODUCTS_HREF } from './main-menu';

/** The main menu with the product categories of the data under "Sản phẩm" (decision 030). */
export function useMainMenu(): readonly MenuEntry[] {
  const categories = useProductCategories();
  return MAIN_MENU.map((entry) =>
    entry.href === PRODUCTS_HREF
      ? {
          ...entry,
          children: categories.map((category) => ({
            href: `/san-pham/${category.slug}`,
            label: category.name,
          })),
        }
      : entry,
  );
}
