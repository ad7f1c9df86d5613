import { useLingui } from '@lingui/react/macro';

/** The count as the badge shows it: '99+' above 99. */
export const cartCountText = (count: number) => (count > 99 ? '99+' : String(count));

/** The cart button's accessible name, which holds the badge's text (WCAG 2.5.3 Label in Name). */
export function useCartLabel(lineCount: number): string {
  const { t } = useLingui();
  const count = cartCountText(lineCount);
  return lineCount > 0 ? t`Giỏ hàng, ${count} sản phẩm` : t`Giỏ hàng`;
}

/** The badge over the cart icon: the number of cart lines, hidden at 0, "99+" above 99. */
export function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-badge"
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-guava-600 px-1 font-bold text-[11px] text-white leading-5 ring-2 ring-white"
    >
      {cartCountText(count)}
    </span>
  );
}
