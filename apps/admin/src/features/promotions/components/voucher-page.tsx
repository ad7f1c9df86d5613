import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleVoucher } from '@shop/api-client';
import type { VoucherFormInput, VoucherKind } from '@shop/domain/promotions';
import { useQuery } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { ConfirmAction } from '@/ui/confirm-dialog';
import { Field, MoneyField, NumberField } from '@/ui/field';
import { promotionQueries } from '../api/promotion-queries';
import { numberText, typedNumbers, windowValues } from '../lib/form-values';
import { voucherKind } from '../lib/item-kinds';
import { ItemFormCard, ItemScreen, useItemForm, WindowFields } from './item-form';

function valuesOf(voucher: ConsoleVoucher | undefined) {
  const kieu: VoucherKind = voucher && !voucher.ty_le && voucher.so_tien ? 'so_tien' : 'ty_le';
  return {
    ma: voucher?.ma ?? '',
    ten: voucher?.ten ?? '',
    ten_eng: voucher?.ten_eng ?? '',
    kieu,
    ty_le: numberText(voucher?.ty_le),
    so_tien: numberText(voucher?.so_tien),
    so_tien_max: numberText(voucher?.so_tien_max),
    gt_don_hang_toi_thieu: numberText(voucher?.gt_don_hang_toi_thieu ?? 0),
    ...windowValues(voucher),
    so_luong: numberText(voucher?.so_luong),
  };
}
type VoucherValues = ReturnType<typeof valuesOf>;

function bodyOf(values: VoucherValues): VoucherFormInput {
  return {
    ...values,
    ...typedNumbers(values, ['ty_le', 'so_tien', 'so_tien_max', 'gt_don_hang_toi_thieu', 'so_luong']),
  };
}

/** The create screen (no id) or the edit screen of a voucher, with its timeline. */
export function VoucherPage({ id }: { id?: string }) {
  const { t } = useLingui();
  return (
    <ItemScreen
      title={id ? t`Sửa mã giảm giá` : t`Tạo mã giảm giá`}
      kind={voucherKind}
      id={id}
      item={useQuery({ ...promotionQueries.voucher(id ?? ''), enabled: id !== undefined })}
      loadError={t`Không tải được mã giảm giá`}
      labels={{
        ma: t`Mã`,
        ten: t`Tên`,
        ten_eng: t`Tên tiếng Anh`,
        ty_le: t`Tỷ lệ giảm (%)`,
        so_tien: t`Số tiền giảm (₫)`,
        so_tien_max: t`Giảm tối đa (₫)`,
        gt_don_hang_toi_thieu: t`Giá trị đơn tối thiểu (₫)`,
        hieu_luc_tu: t`Bắt đầu`,
        hieu_luc_den: t`Kết thúc`,
        so_luong: t`Số lượt dùng tối đa`,
        so_luong_da_dung: t`Đã dùng`,
      }}
      form={(voucher) => <VoucherForm voucher={voucher} />}
    />
  );
}

function VoucherForm({ voucher }: { voucher: ConsoleVoucher | undefined }) {
  const { t } = useLingui();
  const form = useItemForm(voucherKind, voucher, { initial: () => valuesOf(voucher), toBody: bodyOf });
  const { values, field } = form;

  return (
    <ItemFormCard
      title={voucher ? voucher.ma : t`Mã giảm giá mới`}
      label={t`Mã giảm giá`}
      form={form}
      actions={
        voucher ? (
          <ConfirmAction
            label={t`Ngừng mã`}
            question={t`Ngừng mã ${voucher.ma} ngay bây giờ? Khách sẽ không dùng được mã này nữa.`}
            run={async () => (await getConsoleApi()).disableVoucher(voucher._id)}
            onDone={form.ended}
          />
        ) : null
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Mã`}
          {...field('ma')}
          autoCapitalize="characters"
          autoComplete="off"
          className="[&_input]:font-mono [&_input]:uppercase"
        />
        <NumberField label={t`Số lượt dùng tối đa (để trống: không giới hạn)`} {...field('so_luong')} />
        <Field label={t`Tên`} {...field('ten')} />
        <Field label={t`Tên tiếng Anh`} {...field('ten_eng')} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-sm">
          <Trans>Kiểu giảm</Trans>
        </legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['ty_le', t`Theo phần trăm`],
              ['so_tien', t`Số tiền cố định`],
            ] as const
          ).map(([kind, label]) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="kieu"
                value={kind}
                checked={values.kieu === kind}
                onChange={() => form.patch({ kieu: kind })}
                className="size-5 accent-leaf-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {values.kieu === 'ty_le' ? (
          <>
            <NumberField label={t`Tỷ lệ giảm (%)`} {...field('ty_le')} />
            <MoneyField label={t`Giảm tối đa (₫, để trống: không giới hạn)`} {...field('so_tien_max')} />
          </>
        ) : (
          <MoneyField label={t`Số tiền giảm (₫)`} {...field('so_tien')} />
        )}
        <MoneyField label={t`Giá trị đơn tối thiểu (₫)`} {...field('gt_don_hang_toi_thieu')} />
        <WindowFields form={form} />
      </div>
      {voucher ? (
        <p className="text-sm">
          <Trans>
            Đã dùng: <strong>{voucher.so_luong_da_dung ?? 0}</strong> lượt
          </Trans>
        </p>
      ) : null}
    </ItemFormCard>
  );
}
