import type { Product, ProductVariant } from '@shop/domain/catalogue';

/** What the product page asks the cart to add: the product, the chosen variant and a quantity. */
export type AddToCartRequest = { product: Product; variant: ProductVariant | undefined; quantity: number };

/** What the product page asks the wishlist to keep, or to let go of. */
export type AddToWishlistRequest = { product: Product };
