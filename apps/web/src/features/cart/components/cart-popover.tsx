import { Trans } from '@lingui/react/macro';
import { useCartCount } from '../api/cart-count';
import { useStartCheckout } from '../api/start-checkout';
import { AppLink } from '@/ui/app-link';
import { CartBadge, useCartLabel } from '@/ui/cart-badge';
import { HeaderPopover } from '@/ui/header-popover';
import { CartIcon } from '@/ui/icons';
import { MiniCartLines } from './mini-cart-lines';

const BUTTON =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-5 font-semibold transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2';

/**
 * The header's cart: the icon with its badge (number of lines) opens the mini-cart (SPEC §2): the
 * lines in a 300 px high area, the subtotal, a link to /cart and 'Thanh toán', which closes the
 * panel, then creates the draft and goes to /checkout.
 */
export function CartPopover() {
  const count = useCartCount();
  const label = useCartLabel(count);
  const { start, isStarting } = useStartCheckout();
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
          <MiniCartLines onNavigate={close}>
            {(hasLines) => (
              <div className="mt-4 flex gap-2">
                <AppLink
                  href="/cart"
                  onClick={close}
                  className={`${BUTTON} border border-leaf-700 bg-white text-leaf-800 hover:bg-leaf-50`}
                >
                  <Trans>Xem giỏ hàng</Trans>
                </AppLink>
                {hasLines ? (
                  <button
                    type="button"
                    aria-busy={isStarting}
                    onClick={() => {
                      close();
                      start();
                    }}
                    className={`${BUTTON} bg-leaf-700 text-white hover:bg-leaf-800`}
                  >
                    <Trans>Thanh toán</Trans>
                  </button>
                ) : null}
              </div>
            )}
          </MiniCartLines>
        </div>
      )}
    </HeaderPopover>
  );
}
