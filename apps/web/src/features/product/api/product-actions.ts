import type { AddToCartInput, CartLineReply, WishlistEntry } from '@shop/api-client';
import type { Product, ProductVariant } from '@shop/domain/catalogue';
import { getApiClient } from '@/lib/api';

/** What the shopper asked for on the product page. */
export type CartAddition = { product: Product; variant: ProductVariant | undefined; quantity: number };

/**
 * The body of POST /api/{id_app}/cart (docs/api.md): the product, the quantity and the chosen
 * option. Names, prices, stock and the owner are the server's to fill in from the catalogue.
 */
export function buildCartLine({ product, variant, quantity }: CartAddition): AddToCartInput {
  return {
    ma_vt: product.ma_vt,
    sl_xuat: quantity,
    ...(variant ? { thuoc_tinh: { _id: variant._id } } : {}),
  };
}

/** Adds a line to the caller's cart; the server merges it with an identical line (SPEC §4). */
export async function addToCart(addition: CartAddition): Promise<CartLineReply> {
  return (await getApiClient()).addToCart(buildCartLine(addition));
}

/** Keeps a product in the caller's wishlist: the server takes only the code and fills the rest. */
export async function addToWishlist(product: Product): Promise<WishlistEntry> {
  return (await getApiClient()).addToWishlist(product.ma_vt);
}

/** Takes an entry out of the caller's wishlist. */
export async function removeFromWishlist(entry: WishlistEntry): Promise<WishlistEntry> {
  return (await getApiClient()).removeFromWishlist(entry._id);
}
