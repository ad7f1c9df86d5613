import { useLingui } from '@lingui/react/macro';
import type { ConsolePromotion } from '@shop/api-client';
import type { PromotionFormInput } from '@shop/domain/promotions';
import { useQuery } from '@tanstack/react-query';
import { Field, MoneyField, NumberField } from '@/ui/field';
import { promotionQueries } from '../api/promotion-queries';
import { numberText, typedNumber, typedNumbers, windowValues } from '../lib/form-values';
import { promotionKind } from '../lib/item-kinds';
import { EndAndDelete, ItemFormCard, ItemScreen, useItemForm, WindowFields } from './item-form';
import { ProductSelect } from './product-select';
import { VariantCoverage } from './variant-coverage';

function valuesOf(promotion: ConsolePromotion | undefined) {
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
    ...windowValues(promotion),
  };
}
type PromotionValues = ReturnType<typeof valuesOf>;

/** The create screen (no id) or the edit screen of a promotional price, with its timeline. */
export function PromotionPage({ id }: { id?: string }) {
  const { t } = useLingui();
  return (
    <ItemScreen
      title={id ? t`Sửa giá khuyến mãi` : t`Tạo giá khuyến mãi`}
      kind={promotionKind}
      id={id}
      item={useQuery({ ...promotionQueries.promotion(id ?? ''), enabled: id !== undefined })}
      loadError={t`Không tải được chương trình`}
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
    ...typedNumbers(values, ['gia_ban', 'sl_ap_dung', 'sl_tu', 'sl_den']),
  }) as PromotionFormInput;

function PromotionForm({ promotion }: { promotion: ConsolePromotion | undefined }) {
  const { t } = useLingui();
  const products = useQuery(promotionQueries.products());
  const form = useItemForm(promotionKind, promotion, {
    initial: () => valuesOf(promotion),
    toBody: promotionBody,
  });
  const { values, patch, field } = form;
  const product = products.data?.find((row) => row.ma_vt === values.ma_vt);
  return (
    <ItemFormCard
      title={promotion ? promotion.ten_cs : t`Giá khuyến mãi mới`}
      label={t`Giá khuyến mãi`}
      form={form}
      actions={<EndAndDelete kind="promotion" id={promotion?._id} onEnded={form.ended} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Mã chương trình`}
          {...field('ma_cs')}
          autoComplete="off"
          className="[&_input]:uppercase"
        />
        <ProductSelect
          label={t`Sản phẩm`}
          value={values.ma_vt}
          onChange={(ma_vt) => patch({ ma_vt, thuoc_tinh_ids: null })}
          error={form.error('ma_vt')}
        />
        <Field label={t`Tên`} {...field('ten_cs')} />
        <Field label={t`Tên tiếng Anh`} {...field('ten_cs_eng')} />
        <MoneyField label={t`Giá khuyến mãi (₫)`} {...field('gia_ban')} />
        <VariantCoverage
          product={product}
          ids={values.thuoc_tinh_ids}
          price={typedNumber(values.gia_ban)}
          onChange={(ids) => patch({ thuoc_tinh_ids: ids })}
          error={form.error('thuoc_tinh_ids')}
        />
        <NumberField label={t`Số sản phẩm được giá (mỗi dòng)`} {...field('sl_ap_dung')} />
        <NumberField label={t`Mua từ (sản phẩm)`} {...field('sl_tu')} />
        <NumberField label={t`Mua đến (để trống: không giới hạn)`} {...field('sl_den')} />
        <WindowFields form={form} />
      </div>
    </ItemFormCard>
  );
}
