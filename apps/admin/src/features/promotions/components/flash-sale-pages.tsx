import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleFlashSale } from '@shop/api-client';
import { type FlashSaleFormInput, flashSaleFormSchema, formatPrice, toVietnamInputValue } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { getConsoleApi } from '@/lib/api';
import { useLanguageStore } from '@/stores/language-store';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field } from '@/ui/field';
import { promotionQueries } from '../api/promotion-queries';
import { numberText, typedNumber } from '../lib/form-values';
import { productLabel } from './promotion-pages';
import {
  ConfirmAction,
  CREATE_LINK,
  ITEM_LINK,
  ItemHead,
  PromotionListPage,
  SelectInput,
  WindowState,
  WindowText,
} from './shared';
import { ItemScreen, SaveRow, useItemForm, WindowFields } from './item-form';
import { VariantCoverage } from './variant-coverage';

/** The flash sales: name, window, products and state. */
export function FlashSalesPage() {
  const locale = useLanguageStore((state) => state.language);
  const sales = useQuery(promotionQueries.flashSales());
  return (
    <PromotionListPage
      title={<Trans>Flash sale</Trans>}
      create={
        <Link to="/promotions/flash-sales/new" className={CREATE_LINK}>
          <Trans>Tạo flash sale</Trans>
        </Link>
      }
      list={sales}
      empty={<Trans>Chưa có đợt flash sale nào.</Trans>}
      testId="flash-sales"
    >
      {(sale) => (
        <>
          <ItemHead
            name={
              <Link
                to="/promotions/flash-sales/$flashSaleId"
                params={{ flashSaleId: sale._id }}
                className={ITEM_LINK}
              >
                {(locale === 'en' && sale.ten_eng) || sale.ten}
              </Link>
            }
            state={<WindowState window={sale} />}
          />
          <p className="text-sm">
            <WindowText window={sale} /> · <Trans>{sale.items.length} sản phẩm</Trans>
          </p>
        </>
      )}
    </PromotionListPage>
  );
}

type ItemValues = {
  key: number;
  ma_vt: string;
  thuoc_tinh_ids: string[] | null;
  gia_ban: string;
  sl_ap_dung: string;
};
type SaleValues = {
  ten: string;
  ten_eng: string;
  hieu_luc_tu: string;
  hieu_luc_den: string;
  items: ItemValues[];
};

let nextKey = 0;
const newItem = (item?: Partial<ConsoleFlashSale['items'][number]>): ItemValues => ({
  key: nextKey++,
  ma_vt: item?.ma_vt ?? '',
  thuoc_tinh_ids: item?.thuoc_tinh_ids ?? null,
  gia_ban: numberText(item?.gia_ban),
  sl_ap_dung: numberText(item?.sl_ap_dung ?? 1),
});

function valuesOf(sale: ConsoleFlashSale | undefined): SaleValues {
  return {
    ten: sale?.ten ?? '',
    ten_eng: sale?.ten_eng ?? '',
    hieu_luc_tu: toVietnamInputValue(sale?.hieu_luc_tu),
    hieu_luc_den: toVietnamInputValue(sale?.hieu_luc_den),
    items: sale ? sale.items.map(newItem) : [newItem()],
  };
}

/** The create screen (no id) or the edit screen of a flash sale, with its timeline. */
export function FlashSaleScreen({ id }: { id?: string }) {
  const { t } = useLingui();
  return (
    <ItemScreen
      title={id ? t`Sửa flash sale` : t`Tạo flash sale`}
      id={id}
      item={useQuery({ ...promotionQueries.flashSale(id ?? ''), enabled: id !== undefined })}
      loadError={t`Không tải được flash sale`}
      collection="ecompromotion_flashsales"
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
    ten: values.ten,
    ten_eng: values.ten_eng,
    hieu_luc_tu: values.hieu_luc_tu,
    hieu_luc_den: values.hieu_luc_den,
    items: values.items.map((item) => ({
      ma_vt: item.ma_vt,
      thuoc_tinh_ids: item.thuoc_tinh_ids,
      gia_ban: typedNumber(item.gia_ban),
      sl_ap_dung: typedNumber(item.sl_ap_dung),
    })),
  }) as FlashSaleFormInput;

function FlashSaleForm({ sale }: { sale: ConsoleFlashSale | undefined }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const products = useQuery(promotionQueries.products());
  const form = useItemForm({
    initial: () => valuesOf(sale),
    toBody: saleBody,
    schema: flashSaleFormSchema,
    collection: 'ecompromotion_flashsales',
    item: sale,
    send: (api, body, item) => (item ? api.updateFlashSale(item._id, body) : api.createFlashSale(body)),
    onCreated: (item) =>
      navigate({ to: '/promotions/flash-sales/$flashSaleId', params: { flashSaleId: item._id } }),
  });
  const { values, setValues, set, error } = form;
  const setItem = (key: number, change: Partial<Omit<ItemValues, 'key'>>) =>
    setValues((current) => ({
      ...current,
      items: current.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    }));
  const productOf = (code: string) => products.data?.find((product) => product.ma_vt === code);

  return (
    <Card title={sale ? sale.ten : t`Flash sale mới`}>
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4" aria-label={t`Flash sale`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Tên`} value={values.ten} onChange={set('ten')} error={error('ten')} />
          <Field
            label={t`Tên tiếng Anh`}
            value={values.ten_eng}
            onChange={set('ten_eng')}
            error={error('ten_eng')}
          />
          <WindowFields
            start={values.hieu_luc_tu}
            end={values.hieu_luc_den}
            onChange={form.setField}
            error={error}
          />
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
            <div
              key={item.key}
              className="grid gap-3 rounded-lg border border-coffee-100 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
              data-testid="flash-sale-item"
            >
              <SelectInput
                label={t`Sản phẩm ${index + 1}`}
                value={item.ma_vt}
                onChange={(event) => setItem(item.key, { ma_vt: event.target.value, thuoc_tinh_ids: null })}
                error={error(`items.${index}.ma_vt`)}
              >
                <option value="">{t`Chọn sản phẩm`}</option>
                {(products.data ?? []).map((product) => (
                  <option key={product.ma_vt} value={product.ma_vt}>
                    {productLabel(product, locale)}
                  </option>
                ))}
              </SelectInput>
              <Field
                label={t`Giá flash sale (₫)`}
                value={item.gia_ban}
                onChange={(event) => setItem(item.key, { gia_ban: event.target.value })}
                error={error(`items.${index}.gia_ban`)}
                inputMode="numeric"
              />
              <Field
                label={t`Tối đa mỗi dòng`}
                value={item.sl_ap_dung}
                onChange={(event) => setItem(item.key, { sl_ap_dung: event.target.value })}
                error={error(`items.${index}.sl_ap_dung`)}
                inputMode="numeric"
              />
              <Button
                variant="secondary"
                disabled={values.items.length === 1}
                onClick={() =>
                  setValues((current) => ({
                    ...current,
                    items: current.items.filter((row) => row.key !== item.key),
                  }))
                }
              >
                <Trans>Bỏ</Trans>
                <span className="sr-only"> {index + 1}</span>
              </Button>
              {productOf(item.ma_vt) &&
              !productOf(item.ma_vt)?.thuoc_tinh.some((variant) => variant.online) ? (
                <p className="text-coffee-700 text-sm sm:col-span-4">
                  <Trans>Giá bán lẻ: {formatPrice(productOf(item.ma_vt)?.gia_ban_le ?? 0, locale)}</Trans>
                </p>
              ) : null}
              <VariantCoverage
                product={productOf(item.ma_vt)}
                ids={item.thuoc_tinh_ids}
                price={typedNumber(item.gia_ban)}
                onChange={(ids) => setItem(item.key, { thuoc_tinh_ids: ids })}
                error={error(`items.${index}.thuoc_tinh_ids`)}
                name={t`Sản phẩm ${index + 1}`}
              />
            </div>
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
        <SaveRow form={form}>
          {sale ? (
            <>
              <ConfirmAction
                label={t`Kết thúc ngay`}
                question={t`Kết thúc flash sale này ngay bây giờ? Cửa hàng sẽ bán lại theo giá bán lẻ.`}
                run={async () => (await getConsoleApi()).endFlashSale(sale._id)}
                onDone={form.ended}
              />
              <ConfirmAction
                variant="danger"
                label={t`Xoá`}
                question={t`Xoá flash sale này? Lịch sử thay đổi vẫn được giữ.`}
                run={async () => (await getConsoleApi()).deleteFlashSale(sale._id)}
                onDone={() => void navigate({ to: '/promotions/flash-sales' })}
              />
            </>
          ) : null}
        </SaveRow>
      </form>
    </Card>
  );
}
