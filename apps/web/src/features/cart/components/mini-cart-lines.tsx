import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLineReply } from '@shop/api-client';
import { variantLabel } from '@shop/domain/catalogue';
import { formatPrice, sumVnd } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cartQueries } from '../api/cart-queries';
import { localizedName } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { AppLink } from '@/ui/app-link';
import { ProductThumbnail } from '@/ui/product-thumbnail';
import { Price } from '@/ui/price';

function MiniCartLine({ line, onNavigate }: { line: CartLineReply; onNavigate: () => void }) {
  const language = useLanguageStore((state) => state.language);
  // Two sizes of one product are two lines: each names its own (issue 26 item 8).
  const variant = variantLabel(line.thuoc_tinh, language);
  return (
    <li className="flex items-center gap-3 py-2.5">
      <ProductThumbnail picture={line.picture} size={48} className="size-12 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium text-coffee-900 text-sm leading-snug">
          <AppLink
            href={`/mua-hang/san-pham/${encodeURIComponent(line.ma_vt)}`}
            onClick={onNavigate}
            className="hover:text-leaf-700 hover:underline"
          >
            {localizedName(line, language)}
          </AppLink>
        </p>
        {variant ? (
          <p className="text-coffee-700 text-xs" data-testid="mini-cart-variant">
            {variant}
          </p>
        ) : null}
        <p className="text-coffee-600 text-xs">
          <Trans>Số lượng: {line.sl_xuat}</Trans>
        </p>
      </div>
      <p className="shrink-0 font-semibold text-coffee-900 text-sm">
        <Price amount={line.tien ?? 0} />
      </p>
    </li>
  );
}

/**
 * The mini-cart's lines (SPEC §2: a 300 px high scroll area) and the subtotal as the server priced
 * them, then `children` (the panel's buttons, told whether there is anything to pay). Rendered only while the panel
 * is open, so the lines are read when the shopper looks.
 */
export function MiniCartLines({
  onNavigate,
  children,
}: {
  onNavigate: () => void;
  children: (hasLines: boolean) => ReactNode;
}) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const { data: lines, isPending } = useQuery(cartQueries.lines());
  if (isPending) {
    return (
      <>
        <div aria-hidden="true" className="mt-3 h-16 animate-pulse rounded-xl bg-coffee-100" />
        {children(false)}
      </>
    );
  }
  if (!lines || lines.length === 0) {
    return (
      <>
        <p className="mt-2 text-coffee-700 text-sm">
          <Trans>Giỏ hàng của bạn đang trống.</Trans>
        </p>
        {children(false)}
      </>
    );
  }
  return (
    <>
      <ul
        aria-label={t`Sản phẩm trong giỏ hàng`}
        className="mt-2 max-h-[300px] divide-y divide-coffee-100 overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-leaf-700"
        data-testid="mini-cart-lines"
      >
        {lines.map((line) => (
          <MiniCartLine key={line._id} line={line} onNavigate={onNavigate} />
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between border-coffee-100 border-t pt-3 font-semibold text-coffee-900">
        <span>
          <Trans>Tạm tính</Trans>
        </span>
        <span data-testid="mini-cart-subtotal">
          {formatPrice(sumVnd(lines.map((line) => line.tien ?? 0)), language)}
        </span>
      </p>
      {children(true)}
    </>
  );
}
