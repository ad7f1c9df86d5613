import { PRODUCT_STATUS_FILTERS, PRODUCT_STOCK_FILTERS } from '@shop/domain/catalogue';
import { readSearch, searchChoice, searchPage, searchText } from '@/lib/list-search';

export interface ProductsSearch {
  q?: string;
  category?: string;
  line?: string;
  stock?: (typeof PRODUCT_STOCK_FILTERS)[number];
  status?: (typeof PRODUCT_STATUS_FILTERS)[number];
  page?: number;
}

/** The products list's address: search, filters and page; anything else is dropped. */
export const readProductsSearch = readSearch<ProductsSearch>({
  q: searchText(),
  category: searchText(40),
  line: searchText(40),
  stock: searchChoice(PRODUCT_STOCK_FILTERS, 'all'),
  status: searchChoice(PRODUCT_STATUS_FILTERS, 'all'),
  page: searchPage,
});
