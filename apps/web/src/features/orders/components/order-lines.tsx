import { Trans } from '@lingui/react/macro';
import { cartLineUnitPrice } from '@shop/domain/pricing';
import { localizedName } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import type { OrderView } from '../lib/order-view';
import { Price } from '@/ui/price';
import { ProductThumbnail } from '@/ui/product-thumbnail';

type OrderLine = NonNullable<OrderView['details']>[number];

function variantText(line: OrderLine): string {
  return [line.thuoc_tinh?.gia_tri_bien_the_1, line.thuoc_tinh?.gia_tri_bien_the_2]
    .filter(Boolean)
    .join(' · ');
}

/** The products of an order: name, quantity, unit price (tien / sl_xuat) and line amount. */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const language = useLanguageStore((state) => state.language);
  return (
    <ul className="divide-y divide-coffee-100">
      {lines.map((line, index) => (
        <li key={line._id ?? `${line.ma_vt}-${index}`} data-testid="order-line" className="flex gap-3 py-3">
          <ProductThumbnail picture={line.picture} size={56} className="size-14 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-coffee-900 leading-snug">{localizedName(line, language)}</p>
            {variantText(line) ? <p className="text-coffee-600 text-xs">{variantText(line)}</p> : null}
            <p className="mt-0.5 text-coffee-700 text-sm">
              <Trans>
                Số lượng: {line.sl_xuat} × <Price amount={cartLineUnitPrice(line)} />
              </Trans>
            </p>
          </div>
          <p className="shrink-0 font-semibold text-coffee-900 text-sm">
            <span className="sr-only">
              <Trans>Thành tiền:</Trans>{' '}
            </span>
            <Price amount={line.tien ?? 0} />
          </p>
        </li>
      ))}
    </ul>
  );
}
