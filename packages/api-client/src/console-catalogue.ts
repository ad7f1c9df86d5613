import type {
  CatalogueItem,
  CatalogueItemEditInput,
  CatalogueItemFormInput,
  CatalogueItemReply,
  CatalogueKind,
  ConsoleProductReply,
  ProductFormInput,
  ProductRemoveReply,
  ProductsQueryInput,
  ProductsReply,
  ProductWriteReply,
} from '@shop/domain/catalogue';
import type { DoneReply } from '@shop/domain/console';
import { searchParamsOf } from './console-params.js';

export type {
  CatalogueItem,
  CatalogueItemReply,
  CatalogueKind,
  ConsoleProduct,
  ConsoleProductReply,
  ProductRemoveReply,
  ProductRow,
  ProductsReply,
  ProductWriteReply,
} from '@shop/domain/catalogue';

/** The console's GET and POST under api/{id_app}/console/ (consoleCalls builds them). */
export interface ConsoleVerbs {
  get<T>(suffix: string, searchParams?: Record<string, string>): Promise<T>;
  post<T>(suffix: string, json?: object): Promise<T>;
}

/**
 * The console's catalogue calls (docs/api.md "Console: catalogue"), area 'catalogue' (owner and
 * staff): products, product categories ('categories') and product lines ('lines').
 */
export function catalogueCalls({ get, post }: ConsoleVerbs) {
  return {
    /** GET console/products: a page of products searched and filtered on the server. */
    products: (query: ProductsQueryInput = {}) => get<ProductsReply>('products', searchParamsOf(query)),
    /** GET console/products/{id}: the stored product and how many order lines name it. */
    product: (id: string) => get<ConsoleProductReply>(`products/${id}`),
    /** POST console/products: a new product. */
    createProduct: (form: ProductFormInput) => post<ProductWriteReply>('products', form),
    /** POST console/products/{id}: the product as the form says (stored stock kept). */
    saveProduct: (id: string, form: ProductFormInput) => post<ProductWriteReply>(`products/${id}`, form),
    /** POST console/products/{id}/duplicate: an offline copy under a new code. */
    duplicateProduct: (id: string, code: string) =>
      post<ProductWriteReply>(`products/${id}/duplicate`, { ma_vt: code }),
    /** POST console/products/{id}/remove: deleted, or archived when orders name it. */
    removeProduct: (id: string) => post<ProductRemoveReply>(`products/${id}/remove`),
    /** POST console/products/{id}/restore: an archived product back, offline. */
    restoreProduct: (id: string) => post<ProductWriteReply>(`products/${id}/restore`),
    /** GET console/catalogue/{kind}: categories or lines in display order, with their product counts. */
    catalogueItems: (kind: CatalogueKind) => get<CatalogueItem[]>(`catalogue/${kind}`),
    createCatalogueItem: (kind: CatalogueKind, form: CatalogueItemFormInput) =>
      post<CatalogueItemReply>(`catalogue/${kind}`, form),
    saveCatalogueItem: (kind: CatalogueKind, id: string, form: CatalogueItemEditInput) =>
      post<CatalogueItemReply>(`catalogue/${kind}/${id}`, form),
    /** Refused (409 CATEGORY_IN_USE / PRODUCT_LINE_IN_USE) while products use it. */
    deleteCatalogueItem: (kind: CatalogueKind, id: string) =>
      post<CatalogueItemReply>(`catalogue/${kind}/${id}/delete`),
    /** The new display order: every item's id once. */
    orderCatalogueItems: (kind: CatalogueKind, ids: readonly string[]) =>
      post<DoneReply>(`catalogue/${kind}/order`, { ids }),
  };
}
