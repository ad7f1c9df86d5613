import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_MAX_VARIANTS } from '@shop/domain';
import { Button } from '@/ui/button';
import { emptyVariant, type VariantDraft } from '../lib/product-draft';
import { StockLink } from './stock-link';

const INPUT = 'min-h-11 w-full rounded-lg border border-coffee-200 bg-white px-3 text-base';

/**
 * The variants (colour gia_tri_bien_the_1, size gia_tri_bien_the_2), each with its price and
 * stock. A new variant's stock is typed here; a stored one's is shown and moves on the stock screen.
 */
export function VariantRows({
  code,
  variants,
  onChange,
}: {
  code: string;
  variants: VariantDraft[];
  onChange: (next: VariantDraft[]) => void;
}) {
  const { t } = useLingui();
  const set = (index: number, patch: Partial<VariantDraft>) =>
    onChange(variants.map((variant, at) => (at === index ? { ...variant, ...patch } : variant)));
  return (
    <div className="flex flex-col gap-3">
      {variants.length === 0 ? (
        <p className="text-coffee-700 text-sm">
          <Trans>Sản phẩm bán nguyên chiếc, không có biến thể.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="variants">
          {variants.map((variant, index) => {
            const n = index + 1;
            return (
              <li
                key={variant.key}
                className="grid gap-2 rounded-xl border border-coffee-100 p-3 sm:grid-cols-3 lg:grid-cols-6"
              >
                <label className="flex flex-col gap-1 text-sm">
                  <span className="font-semibold">
                    <Trans>Màu {n}</Trans>
                  </span>
                  <input
                    className={INPUT}
                    value={variant.gia_tri_bien_the_1}
                    maxLength={60}
                    onChange={(event) => set(index, { gia_tri_bien_the_1: event.target.value })}
                  />
                </label>
                <label className="flex flex-col gap-1 text-sm">
                  <span className="font-semibold">
                    <Trans>Màu {n} (tiếng Anh)</Trans>
                  </span>
                  <input
                    className={INPUT}
                    value={variant.gia_tri_bien_the_1_eng}
                    maxLength={60}
                    onChange={(event) => set(index, { gia_tri_bien_the_1_eng: event.target.value })}
                  />
                </label>
                <label className="flex flex-col gap-1 text-sm">
                  <span className="font-semibold">
                    <Trans>Kích cỡ {n}</Trans>
                  </span>
                  <input
                    className={INPUT}
                    value={variant.gia_tri_bien_the_2}
                    maxLength={60}
                    onChange={(event) => set(index, { gia_tri_bien_the_2: event.target.value })}
                  />
                </label>
                <label className="flex flex-col gap-1 text-sm">
                  <span className="font-semibold">
                    <Trans>Giá biến thể {n} (₫)</Trans>
                  </span>
                  <input
                    className={INPUT}
                    inputMode="numeric"
                    value={variant.gia_ban_le}
                    onChange={(event) => set(index, { gia_ban_le: event.target.value })}
                  />
                </label>
                {variant._id ? (
                  <div className="flex flex-col gap-1 text-sm">
                    <span className="font-semibold">
                      <Trans>Tồn kho biến thể {n}</Trans>
                    </span>
                    <span className="flex min-h-11 items-center gap-2">
                      <output className="font-semibold">{variant.ton}</output>
                      <StockLink code={code} />
                    </span>
                  </div>
                ) : (
                  <label className="flex flex-col gap-1 text-sm">
                    <span className="font-semibold">
                      <Trans>Tồn kho ban đầu {n}</Trans>
                    </span>
                    <input
                      className={INPUT}
                      inputMode="numeric"
                      value={variant.ton}
                      onChange={(event) => set(index, { ton: event.target.value })}
                    />
                  </label>
                )}
                <div className="flex flex-wrap items-end gap-2">
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={variant.online}
                      onChange={(event) => set(index, { online: event.target.checked })}
                    />
                    <Trans>Đang bán</Trans>
                  </label>
                  <Button
                    variant="secondary"
                    onClick={() => onChange(variants.filter((_, at) => at !== index))}
                  >
                    <Trans>Bỏ biến thể {n}</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={variants.length >= PRODUCT_MAX_VARIANTS}
          onClick={() => onChange([...variants, emptyVariant()])}
        >
          {t`Thêm biến thể`}
        </Button>
      </div>
    </div>
  );
}
