import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsolePromotion, PromotionProduct } from '@shop/api-client';
import { formatPrice, type PromotionFormInput, promotionFormSchema, toVietnamInputValue } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { getConsoleApi } from '@/lib/api';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { Card } from '@/ui/card';
import { Field } from '@/ui/field';
import { promotionQueries } from '../api/promotion-queries';
import { numberText, typedNumber } from '../lib/form-values';
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
import { coverageText, VariantCoverage } from './variant-coverage';
import { Money } from '@/ui/money';

/** The promotional prices (dmchietkhau, flash sales apart): product, price, quantities, window, state. */
export function PromotionsPage() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const promotions = useQuery(promotionQueries.promotions());
  const products = useQuery(promotionQueries.products());
  const productOf = (code: string) => products.data?.find((product) => product.ma_vt === code);
  return (
    <PromotionListPage
      title={<Trans>Khuyến mãi</Trans>}
      create={
        <Link to="/promotions/new" className={CREATE_LINK}>
          <Trans>Tạo giá khuyến mãi</Trans>
        </Link>
      }
      list={promotions}
      empty={<Trans>Chưa có giá khuyến mãi nào.</Trans>}
      testId="promotions"
    >
      {(promotion) => (
        <>
          <ItemHead
            name={
              <Link
                to="/promotions/$promotionId"
                params={{ promotionId: promotion._id }}
                className={ITEM_LINK}
              >
                {(locale === 'en' && promotion.ten_cs_eng) || promotion.ten_cs}
              </Link>
            }
            state={<WindowState window={promotion} />}
          />
          <p className="text-sm">
            {promotion.ma_vt} ·{' '}
            {promotion.ten_vt === null
              ? t`(sản phẩm không còn)`
              : localized(promotion.ten_vt, promotion.ten_vt_eng, locale)}
            {coverageText(productOf(promotion.ma_vt), promotion.thuoc_tinh_ids, locale, t`tất cả biến thể`)
              ? ` · ${coverageText(productOf(promotion.ma_vt), promotion.thuoc_tinh_ids, locale, t`tất cả biến thể`)}`
              : null}
          </p>
          <p className="mt-1 text-sm">
            <strong>
              <Money amount={promotion.gia_ban} />
            </strong>
            {promotion.gia_ban_le ? (
              <span className="ml-2 text-coffee-700 line-through">
                <Money amount={promotion.gia_ban_le} />
              </span>
            ) : null}{' '}
            · <Trans>tối đa {promotion.sl_ap_dung} sản phẩm mỗi dòng</Trans> ·{' '}
            <WindowText window={promotion} />
          </p>
        </>
      )}
    </PromotionListPage>
  );
}

type PromotionValues = {
  ma_cs: string;
  ten_cs: string;
  ten_cs_eng: string;
  ma_vt: string;
  thuoc_tinh_ids: string[] | null;
  gia_ban: string;
  sl_ap_dung: string;
  sl_tu: string;
  sl_den: string;
  hieu_luc_tu: string;
  hieu_luc_den: string;
};

function valuesOf(promotion: ConsolePromotion | undefined): PromotionValues {
  return {
    ma_cs: promotion?.ma_cs ?? '',
    ten_cs: promotion?.ten_cs ?? '',
    ten_cs_eng: promotion?.ten_cs_eng ?? '',
    ma_vt: promotion?.ma_vt ?? '',
    thuoc_tinh_ids: promotion?.thuoc_tinh_ids ?? null,
    gia_ban: numberText(promotion?.gia_ban),
    sl_ap_dung: numberText(promotion?.sl_ap_dung ?? 1),
    sl_tu: numberText(promotion?.sl_tu ?? 1),
    sl_den: numberText(promotion?.sl_den),
    hieu_luc_tu: toVietnamInputValue(promotion?.hieu_luc_tu),
    hieu_luc_den: toVietnamInputValue(promotion?.hieu_luc_den),
  };
}

/** A product as a choice: code, name and retail price. */
export function productLabel(product: PromotionProduct, locale: 'vi' | 'en'): string {
  const name = localized(product.ten_vt, product.ten_vt_eng, locale);
  return `${product.ma_vt} · ${name} · ${formatPrice(product.gia_ban_le, locale)}`;
}

/** The create screen (no id) or the edit screen of a promotional price, with its timeline. */
export function PromotionScreen({ id }: { id?: string }) {
  const { t } = useLingui();
  return (
    <ItemScreen
      title={id ? t`Sửa giá khuyến mãi` : t`Tạo giá khuyến mãi`}
      id={id}
      item={useQuery({ ...promotionQueries.promotion(id ?? ''), enabled: id !== undefined })}
      loadError={t`Không tải được chương trình`}
      collection="dmchietkhau"
      labels={{
        ma_cs: t`Mã chương trình`,
        ten_cs: t`Tên`,
        ten_cs_eng: t`Tên tiếng Anh`,
        ma_vt: t`Sản phẩm`,
        thuoc_tinh_ids: t`Biến thể được giảm giá`,
        gia_ban: t`Giá khuyến mãi (₫)`,
        sl_ap_dung: t`Số sản phẩm được giá (mỗi dòng)`,
        sl_tu: t`Mua từ`,
        sl_den: t`Mua đến`,
        hieu_luc_tu: t`Bắt đầu`,
        hieu_luc_den: t`Kết thúc`,
      }}
      form={(promotion) => <PromotionForm promotion={promotion} />}
    />
  );
}

const promotionBody = (values: PromotionValues) =>
  ({
    ...values,
    gia_ban: typedNumber(values.gia_ban),
    sl_ap_dung: typedNumber(values.sl_ap_dung),
    sl_tu: typedNumber(values.sl_tu),
    sl_den: typedNumber(values.sl_den),
  }) as PromotionFormInput;

function PromotionForm({ promotion }: { promotion: ConsolePromotion | undefined }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const products = useQuery(promotionQueries.products());
  const form = useItemForm({
    initial: () => valuesOf(promotion),
    toBody: promotionBody,
    schema: promotionFormSchema,
    collection: 'dmchietkhau',
    item: promotion,
    send: (api, body, item) => (item ? api.updatePromotion(item._id, body) : api.createPromotion(body)),
    onCreated: (item) => navigate({ to: '/promotions/$promotionId', params: { promotionId: item._id } }),
  });
  const { values, setValues, set, error } = form;
  const product = products.data?.find((row) => row.ma_vt === values.ma_vt);
  return (
    <Card title={promotion ? promotion.ten_cs : t`Giá khuyến mãi mới`}>
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-4" aria-label={t`Giá khuyến mãi`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t`Mã chương trình`}
            value={values.ma_cs}
            onChange={set('ma_cs')}
            error={error('ma_cs')}
            autoComplete="off"
            className="[&_input]:uppercase"
          />
          <SelectInput
            label={t`Sản phẩm`}
            value={values.ma_vt}
            onChange={(event) =>
              setValues((current) => ({ ...current, ma_vt: event.target.value, thuoc_tinh_ids: null }))
            }
            error={error('ma_vt')}
          >
            <option value="">{t`Chọn sản phẩm`}</option>
            {(products.data ?? []).map((product) => (
              <option key={product.ma_vt} value={product.ma_vt}>
                {productLabel(product, locale)}
              </option>
            ))}
          </SelectInput>
          <Field label={t`Tên`} value={values.ten_cs} onChange={set('ten_cs')} error={error('ten_cs')} />
          <Field
            label={t`Tên tiếng Anh`}
            value={values.ten_cs_eng}
            onChange={set('ten_cs_eng')}
            error={error('ten_cs_eng')}
          />
          <Field
            label={t`Giá khuyến mãi (₫)`}
            value={values.gia_ban}
            onChange={set('gia_ban')}
            error={error('gia_ban')}
            inputMode="numeric"
          />
          <VariantCoverage
            product={product}
            ids={values.thuoc_tinh_ids}
            price={typedNumber(values.gia_ban)}
            onChange={(ids) => setValues((current) => ({ ...current, thuoc_tinh_ids: ids }))}
            error={error('thuoc_tinh_ids')}
          />
          <Field
            label={t`Số sản phẩm được giá (mỗi dòng)`}
            value={values.sl_ap_dung}
            onChange={set('sl_ap_dung')}
            error={error('sl_ap_dung')}
            inputMode="numeric"
          />
          <Field
            label={t`Mua từ (sản phẩm)`}
            value={values.sl_tu}
            onChange={set('sl_tu')}
            error={error('sl_tu')}
            inputMode="numeric"
          />
          <Field
            label={t`Mua đến (để trống: không giới hạn)`}
            value={values.sl_den}
            onChange={set('sl_den')}
            error={error('sl_den')}
            inputMode="numeric"
          />
          <WindowFields
            start={values.hieu_luc_tu}
            end={values.hieu_luc_den}
            onChange={form.setField}
            error={error}
          />
        </div>
        <SaveRow form={form}>
          {promotion ? (
            <>
              <ConfirmAction
                label={t`Kết thúc ngay`}
                question={t`Kết thúc chương trình này ngay bây giờ? Cửa hàng sẽ bán lại theo giá bán lẻ.`}
                run={async () => (await getConsoleApi()).endPromotion(promotion._id)}
                onDone={form.ended}
              />
              <ConfirmAction
                variant="danger"
                label={t`Xoá`}
                question={t`Xoá chương trình này? Lịch sử thay đổi vẫn được giữ.`}
                run={async () => (await getConsoleApi()).deletePromotion(promotion._id)}
                onDone={() => void navigate({ to: '/promotions' })}
              />
            </>
          ) : null}
        </SaveRow>
      </form>
    </Card>
  );
}
