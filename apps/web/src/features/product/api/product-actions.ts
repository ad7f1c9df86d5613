import type { Product, ProductVariant } from '@shop/domain';
import { loadApi } from '../../../lib/api';
import { createDocument } from '../../../lib/provider';

/** What the shopper asked for on the product page. */
export type CartAddition = { product: Product; variant: ProductVariant | undefined; quantity: number };

/**
 * The body of POST /api/{id_app}/cart (SPEC §7): the product, its app, the quantity and the chosen
 * attribute. Prices, stock and the owner (user, user_created) are the server's to fill in: it
 * ignores whatever a client sends for them, so none are sent.
 */
export function buildCartLine(
  { product, variant, quantity }: CartAddition,
  idApp: string,
): Record<string, unknown> {
  return {
    ma_vt: product.ma_vt,
    id_app_vt: idApp,
    sl_xuat: quantity,
    online: true,
    ten_vt: product.ten_vt,
    ten_vt_eng: product.ten_vt_eng,
    picture: product.picture,
    ...(variant
      ? {
          thuoc_tinh: {
            _id: variant._id,
            online: variant.online,
            gia_tri_bien_the_1: variant.gia_tri_bien_the_1,
            gia_tri_bien_the_2: variant.gia_tri_bien_the_2,
          },
        }
      : {}),
  };
}

/** Adds a line to the caller's cart; the server merges it with an identical line (SPEC §4). */
export async function addToCart(addition: CartAddition): Promise<Record<string, unknown>> {
  const { config } = await loadApi();
  return createDocument('cart', buildCartLine(addition, config.id_app));
}

/** Keeps a product in the caller's wishlist (collection ecomwishlist). */
export async function addToWishlist(product: Product): Promise<Record<string, unknown>> {
  return createDocument('ecomwishlist', {
    ma_vt: product.ma_vt,
    ten_vt: product.ten_vt,
    ten_vt_eng: product.ten_vt_eng,
    picture: product.picture,
  });
}
