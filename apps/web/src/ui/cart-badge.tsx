/** The badge over the cart icon: the number of cart lines, hidden at 0, "99+" above 99. */
export function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-badge"
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-guava-600 px-1 font-bold text-[11px] text-white leading-5 ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
