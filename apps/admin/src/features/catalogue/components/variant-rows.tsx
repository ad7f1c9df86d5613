import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_MAX_VARIANTS } from '@shop/domain/catalogue';
import { type ReactNode, useId } from 'react';
import { Button } from '@/ui/button';
import { emptyVariant, MEASURE_FIELDS, type VariantDraft } from '../lib/product-draft';
import { StockLink } from './stock-link';

const INPUT =
  'min-h-11 w-full rounded-lg border border-coffee-200 bg-white px-3 text-base aria-invalid:border-guava-700';

/**
 * The variants (colour gia_tri_bien_the_1, size gia_tri_bien_the_2), each with its price and
 * stock. A new variant's stock is typed here; a stored one's is shown and moves on the stock screen.
 */
export function VariantRows({
  code,
  variants,
  onChange,
  error = () => undefined,
}: {
  code: string;
  variants: VariantDraft[];
  onChange: (next: VariantDraft[]) => void;
  /** The message of a variant's row or field, in words, by path (thuoc_tinh.0, thuoc_tinh.0.gia_ban_le). */
  error?: (path: string) => string | undefined;
}) {
  const { t } = useLingui();
  const idPrefix = useId();
  const set = (index: number, patch: Partial<VariantDraft>) =>
    onChange(variants.map((variant, at) => (at === index ? { ...variant, ...patch } : variant)));
  /** One text field of a variant: its label, its input and, below it, its message if any. */
  const field = (
    index: number,
    name:
      | 'gia_tri_bien_the_1'
      | 'gia_tri_bien_the_1_eng'
      | 'gia_tri_bien_the_2'
      | 'gia_ban_le'
      | 'ton'
      | (typeof MEASURE_FIELDS)[number],
    label: ReactNode,
  ) => (
    <VariantField
      id={`${idPrefix}-${index}-${name}`}
      label={label}
      value={variants[index]?.[name] ?? ''}
      numeric={
        name === 'gia_ban_le' || name === 'ton' || (MEASURE_FIELDS as readonly string[]).includes(name)
      }
      message={error(`thuoc_tinh.${index}.${name}`)}
      onChange={(value) => set(index, { [name]: value })}
    />
  );
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
            const rowError = error(`thuoc_tinh.${index}`);
            return (
              <li
                key={variant.key}
                className={`grid gap-2 rounded-xl border p-3 sm:grid-cols-3 lg:grid-cols-6 ${
                  rowError ? 'border-guava-700' : 'border-coffee-100'
                }`}
              >
                {rowError ? (
                  <p className="text-guava-700 text-sm sm:col-span-3 lg:col-span-6">{rowError}</p>
                ) : null}
                {field(index, 'gia_tri_bien_the_1', <Trans>Màu {n}</Trans>)}
                {field(index, 'gia_tri_bien_the_1_eng', <Trans>Màu {n} (tiếng Anh)</Trans>)}
                {field(index, 'gia_tri_bien_the_2', <Trans>Kích cỡ {n}</Trans>)}
                {field(index, 'gia_ban_le', <Trans>Giá biến thể {n} (₫)</Trans>)}
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
                  field(index, 'ton', <Trans>Tồn kho ban đầu {n}</Trans>)
                )}
                {field(index, 'khoi_luong_g', <Trans>Khối lượng biến thể {n} (g)</Trans>)}
                {field(index, 'dai_cm', <Trans>Dài {n} (cm)</Trans>)}
                {field(index, 'rong_cm', <Trans>Rộng {n} (cm)</Trans>)}
                {field(index, 'cao_cm', <Trans>Cao {n} (cm)</Trans>)}
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

/** A labelled input; an invalid one is marked and described by its message, shown below it. */
function VariantField({
  id,
  label,
  value,
  numeric,
  message,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: string;
  numeric: boolean;
  message: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{label}</span>
        <input
          className={INPUT}
          value={value}
          {...(numeric ? { inputMode: 'numeric' as const } : { maxLength: 60 })}
          {...(message ? { 'aria-invalid': true, 'aria-describedby': id } : {})}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {message ? (
        <span id={id} className="text-guava-700 text-sm">
          {message}
        </span>
      ) : null}
    </div>
  );
}
