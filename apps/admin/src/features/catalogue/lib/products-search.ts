import { PRODUCT_STATUS_FILTERS, PRODUCT_STOCK_FILTERS } from '@shop/domain/catalogue';

export interface ProductsSearch {
  q?: string;
  category?: string;
  line?: string;
  stock?: (typeof PRODUCT_STOCK_FILTERS)[number];
  status?: (typeof PRODUCT_STATUS_FILTERS)[number];
  page?: number;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined;

/** The products list's address: search, filters and page; anything else is dropped. */
export function readProductsSearch(search: Record<string, unknown>): ProductsSearch {
  const out: ProductsSearch = {};
  const q = text(search.q);
  if (q) out.q = q;
  const category = text(search.category);
  if (category) out.category = category.slice(0, 40);
  const line = text(search.line);
  if (line) out.line = line.slice(0, 40);
  const stock = PRODUCT_STOCK_FILTERS.find((value) => value !== 'all' && value === search.stock);
  if (stock) out.stock = stock;
  const status = PRODUCT_STATUS_FILTERS.find((value) => value !== 'all' && value === search.status);
  if (status) out.status = status;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
  return out;
}
