import { Trans } from '@lingui/react/macro';

type ProductActionsProps = {
  canBuy: boolean;
  onAddToCart: () => void;
  onToggleWishlist: () => void;
  isAddingToCart?: boolean;
  /** The product is in the caller's wishlist: the heart is filled and the button takes it out. */
  isInWishlist?: boolean;
  isTogglingWishlist?: boolean;
};

const BUTTON =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-6 font-semibold transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2';

/**
 * Add to cart, and the wishlist toggle (pressed when the product is kept; pressing it again takes
 * it out). Out of stock, the cart button gives way to the wishlist (the stock note above says
 * why); while a request runs, its button says so and ignores more clicks.
 */
export function ProductActions({
  canBuy,
  onAddToCart,
  onToggleWishlist,
  isAddingToCart = false,
  isInWishlist = false,
  isTogglingWishlist = false,
}: ProductActionsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {canBuy ? (
        <button
          type="button"
          onClick={() => {
            if (!isAddingToCart) onAddToCart();
          }}
          aria-busy={isAddingToCart}
          className={`${BUTTON} bg-leaf-700 text-white hover:bg-leaf-800`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="10" cy="20" r="1.3" />
            <circle cx="17" cy="20" r="1.3" />
          </svg>
          {isAddingToCart ? <Trans>Đang thêm…</Trans> : <Trans>Thêm vào giỏ hàng</Trans>}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => {
          if (!isTogglingWishlist) onToggleWishlist();
        }}
        aria-pressed={isInWishlist}
        aria-busy={isTogglingWishlist}
        className={`${BUTTON} border ${
          isInWishlist
            ? 'border-guava-600 bg-guava-50 text-guava-800 hover:bg-guava-100'
            : 'border-guava-300 bg-white text-guava-700 hover:bg-guava-50'
        }`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill={isInWishlist ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <WishlistLabel isInWishlist={isInWishlist} isBusy={isTogglingWishlist} />
      </button>
    </div>
  );
}

function WishlistLabel({ isInWishlist, isBusy }: { isInWishlist: boolean; isBusy: boolean }) {
  if (isBusy) return isInWishlist ? <Trans>Đang bỏ…</Trans> : <Trans>Đang thêm…</Trans>;
  return isInWishlist ? <Trans>Đã yêu thích</Trans> : <Trans>Thêm vào yêu thích</Trans>;
}
