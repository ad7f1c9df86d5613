import { Trans, useLingui } from '@lingui/react/macro';
import { useCartCount } from '../lib/cart-count';
import { AppLink } from './app-link';
import { CartBadge } from './cart-badge';
import { HeaderPopover } from './header-popover';
import { CartIcon } from './icons';

/**
 * The header's cart: the icon with its badge opens the mini-cart panel. The lines of the mini-cart
 * (a 300 px high list, SPEC §2) come with the cart feature; until then the panel says how many
 * lines the cart holds and leads to it.
 */
export function CartPopover() {
  const { t } = useLingui();
  const count = useCartCount();
  const label = count > 0 ? t`Giỏ hàng (${count} sản phẩm)` : t`Giỏ hàng`;
  return (
    <HeaderPopover
      openKey="cart"
      label={label}
      icon={<CartIcon className="size-6" />}
      badge={<CartBadge count={count} />}
    >
      {(close) => (
        <div>
          <p className="font-semibold text-coffee-900">
            <Trans>Giỏ hàng</Trans>
          </p>
          <p className="mt-2 text-coffee-700 text-sm">
            {count > 0 ? (
              <Trans>Bạn có {count} sản phẩm trong giỏ hàng.</Trans>
            ) : (
              <Trans>Giỏ hàng của bạn đang trống.</Trans>
            )}
          </p>
          <AppLink
            href="/cart"
            onClick={close}
            className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-leaf-700 px-5 font-semibold text-white transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
          >
            <Trans>Xem giỏ hàng</Trans>
          </AppLink>
        </div>
      )}
    </HeaderPopover>
  );
}
