// The cart's public entry: what other features may use. The header loads the cart popover lazily,
// by its own path (features/cart/components/cart-popover), so the popover stays out of this entry.
export { useCartCount } from './api/cart-count';
export { CART_KEY, cartQueries } from './api/cart-queries';
