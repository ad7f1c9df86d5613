import { Trans } from '@lingui/react/macro';

/** At or below this, the page says how many are left. */
const LOW_STOCK = 10;

/** In stock, only a few left, or out of stock with what to do about it. */
export function StockState({ stock, hasVariants }: { stock: number; hasVariants: boolean }) {
  if (stock <= 0) {
    return (
      <p className="rounded-xl bg-coffee-50 px-3 py-2 text-coffee-800 text-sm" data-stock="out">
        <strong className="font-semibold">
          <Trans>Hết hàng</Trans>
        </strong>{' '}
        —{' '}
        {hasVariants ? (
          <Trans>hãy chọn loại khác, hoặc thêm vào yêu thích để mua khi có hàng lại.</Trans>
        ) : (
          <Trans>thêm vào yêu thích để mua khi có hàng lại.</Trans>
        )}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 font-medium text-leaf-700 text-sm" data-stock="in">
      <span aria-hidden="true" className="size-2 rounded-full bg-leaf-500" />
      {stock <= LOW_STOCK ? <Trans>Chỉ còn {stock} sản phẩm</Trans> : <Trans>Còn hàng</Trans>}
    </p>
  );
}
