import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleFlashSale } from '@shop/api-client';
import { formatPrice } from '@shop/domain/primitives';
import type { FlashSaleFormInput } from '@shop/domain/promotions';
import { useQuery } from '@tanstack/react-query';
import { useLanguageStore } from '@/stores/language-store';
import { Button } from '@/ui/button';
import { Field, MoneyField, NumberField } from '@/ui/field';
import { promotionQueries } from '../api/promotion-queries';
import { numberText, typedNumber, typedNumbers, windowValues } from '../lib/form-values';
import { flashSaleKind } from '../lib/item-kinds';
import { EndAndDelete, ItemFormCard, ItemScreen, useItemForm, WindowFields } from './item-form';
import { ProductSelect } from './product-select';
import { VariantCoverage } from './variant-coverage';

type ItemValues = {
  key: number;
  ma_vt: string;
  thuoc_tinh_ids: string[] | null;
  gia_ban: string;
  sl_ap_dung: string;
};
let nextKey = 0;
const newItem = (item?: Partial<ConsoleFlashSale['items'][number]>): ItemValues => ({
  key: nextKey++,
  ma_vt: item?.ma_vt ?? '',
  thuoc_tinh_ids: item?.thuoc_tinh_ids ?? null,
  gia_ban: numberText(item?.gia_ban),
  sl_ap_dung: numberText(item?.sl_ap_dung ?? 1),
});

function valuesOf(sale: ConsoleFlashSale | undefined) {
  return {
    ten: sale?.ten ?? '',
    ten_eng: sale?.ten_eng ?? '',
    ...windowValues(sale),
    items: sale ? sale.items.map(newItem) : [newItem()],
  };
}
type SaleValues = ReturnType<typeof valuesOf>;

/** The create screen (no id) or the edit screen of a flash sale, with its timeline. */
export function FlashSalePage({ id }: { id?: string }) {
  const { t } = useLingui();
  return (
    <ItemScreen
      title={id ? t`Sửa flash sale` : t`Tạo flash sale`}
      kind={flashSaleKind}
      id={id}
      item={useQuery({ ...promotionQueries.flashSale(id ?? ''), enabled: id !== undefined })}
      loadError={t`Không tải được flash sale`}
      labels={{
        ten: t`Tên`,
        ten_eng: t`Tên tiếng Anh`,
        hieu_luc_tu: t`Bắt đầu`,
        hieu_luc_den: t`Kết thúc`,
        items: t`Sản phẩm`,
      }}
      form={(sale) => <FlashSaleForm sale={sale} />}
    />
  );
}

const saleBody = (values: SaleValues) =>
  ({
    ...values,
    // The key only tells the rows apart on screen: not sent.
    items: values.items.map(({ key: _key, ...item }) => ({
      ...item,
      ...typedNumbers(item, ['gia_ban', 'sl_ap_dung']),
    })),
  }) as FlashSaleFormInput;

function FlashSaleForm({ sale }: { sale: ConsoleFlashSale | undefined }) {
  const { t } = useLingui();
  const form = useItemForm(flashSaleKind, sale, { initial: () => valuesOf(sale), toBody: saleBody });
  const { values, setValues, field, error } = form;
  const setItem = (key: number, change: Partial<Omit<ItemValues, 'key'>>) =>
    setValues((current) => ({
      ...current,
      items: current.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    }));

  return (
    <ItemFormCard
      title={sale ? sale.ten : t`Flash sale mới`}
      label={t`Flash sale`}
      form={form}
      actions={<EndAndDelete kind="flash-sale" id={sale?._id} onEnded={form.ended} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Tên`} {...field('ten')} />
        <Field label={t`Tên tiếng Anh`} {...field('ten_eng')} />
        <WindowFields form={form} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">
          <Trans>Sản phẩm</Trans>
        </legend>
        {error('items') ? (
          <p className="text-guava-700 text-sm" role="alert">
            {error('items')}
          </p>
        ) : null}
        {values.items.map((item, index) => (
          <SaleItem
            key={item.key}
            item={item}
            index={index}
            alone={values.items.length === 1}
            error={(name) => error(`items.${index}.${name}`)}
            onChange={(change) => setItem(item.key, change)}
            onRemove={() =>
              setValues((current) => ({
                ...current,
                items: current.items.filter((row) => row.key !== item.key),
              }))
            }
          />
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() => setValues((current) => ({ ...current, items: [...current.items, newItem()] }))}
          >
            <Trans>Thêm sản phẩm</Trans>
          </Button>
        </div>
      </fieldset>
    </ItemFormCard>
  );
}

/** One product of a flash sale: the product, its price, how many per line, its variants. */
function SaleItem({
  item,
  index,
  alone,
  error,
  onChange,
  onRemove,
}: {
  item: ItemValues;
  index: number;
  alone: boolean;
  error: (name: string) => string | undefined;
  onChange: (change: Partial<Omit<ItemValues, 'key'>>) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const products = useQuery(promotionQueries.products());
  const product = products.data?.find((row) => row.ma_vt === item.ma_vt);
  return (
    <div
      className="grid gap-3 rounded-lg border border-coffee-100 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      data-testid="flash-sale-item"
    >
      <ProductSelect
        label={t`Sản phẩm ${index + 1}`}
        value={item.ma_vt}
        onChange={(ma_vt) => onChange({ ma_vt, thuoc_tinh_ids: null })}
        error={error('ma_vt')}
      />
      <MoneyField
        label={t`Giá flash sale (₫)`}
        value={item.gia_ban}
        onChange={(event) => onChange({ gia_ban: event.target.value })}
        error={error('gia_ban')}
      />
      <NumberField
        label={t`Tối đa mỗi dòng`}
        value={item.sl_ap_dung}
        onChange={(event) => onChange({ sl_ap_dung: event.target.value })}
        error={error('sl_ap_dung')}
      />
      <Button variant="secondary" disabled={alone} onClick={onRemove}>
        <Trans>Bỏ</Trans>
        <span className="sr-only"> {index + 1}</span>
      </Button>
      {product && !product.thuoc_tinh.some((variant) => variant.online) ? (
        <p className="text-coffee-700 text-sm sm:col-span-4">
          <Trans>Giá bán lẻ: {formatPrice(product.gia_ban_le, locale)}</Trans>
        </p>
      ) : null}
      <VariantCoverage
        product={product}
        ids={item.thuoc_tinh_ids}
        price={typedNumber(item.gia_ban)}
        onChange={(ids) => onChange({ thuoc_tinh_ids: ids })}
        error={error('thuoc_tinh_ids')}
        name={t`Sản phẩm ${index + 1}`}
      />
    </div>
  );
}
