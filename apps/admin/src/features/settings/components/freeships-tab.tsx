import { useLingui } from '@lingui/react/macro';
import { freeshipFormSchema } from '@shop/domain/console';
import { formatDate, formatPrice, toVietnamDate } from '@shop/domain/primitives';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { ListEditor } from './list-editor';

const day = (value: unknown) =>
  typeof value === 'string' && value !== '' ? (toVietnamDate(value) ?? '') : '';

/** Free-shipping rules: from an order value, up to an amount off the shipping fee, in a date window. */
export function FreeshipsTab({ selected }: { selected: string | undefined }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const price = (value: number) => formatPrice(value, locale);
  return (
    <ListEditor
      kind="freeships"
      tab="freeships"
      selected={selected}
      schema={freeshipFormSchema}
      addLabel={t`Thêm quy tắc miễn phí giao hàng`}
      rowName={(row) => localized(row.ten, row.ten_eng, locale)}
      columns={[
        { header: t`Tên`, cell: (row) => localized(row.ten, row.ten_eng, locale) },
        { header: t`Đơn từ`, cell: (row) => price(row.gia_tri_dh), numeric: true },
        { header: t`Giảm phí tới`, cell: (row) => price(row.phi_van_chuyen), numeric: true },
        {
          header: t`Hiệu lực`,
          wideOnly: true,
          cell: (row) =>
            `${row.hieu_luc_tu ? formatDate(row.hieu_luc_tu) : '…'} – ${row.hieu_luc_den ? formatDate(row.hieu_luc_den) : '…'}`,
        },
        { header: t`Thứ tự`, cell: (row) => row.sst, numeric: true, wideOnly: true },
      ]}
      fields={[
        { name: 'ten', label: t`Tên (tiếng Việt)`, wide: true },
        { name: 'ten_eng', label: t`Tên (tiếng Anh)`, wide: true },
        { name: 'gia_tri_dh', label: t`Áp dụng cho đơn từ (₫)`, type: 'number' },
        { name: 'phi_van_chuyen', label: t`Giảm phí giao hàng tới (₫)`, type: 'number' },
        { name: 'hieu_luc_tu', label: t`Từ ngày`, type: 'date' },
        { name: 'hieu_luc_den', label: t`Đến hết ngày`, type: 'date' },
        { name: 'ma_chietkhau', label: t`Mã (không bắt buộc)` },
        {
          name: 'sst',
          label: t`Thứ tự xét`,
          type: 'number',
          hint: t`Quy tắc đầu tiên mà đơn hàng đạt được sẽ được áp dụng.`,
        },
      ]}
      toValues={(row) => ({
        ten: row?.ten ?? '',
        ten_eng: row?.ten_eng ?? '',
        gia_tri_dh: row ? String(row.gia_tri_dh) : '',
        phi_van_chuyen: row ? String(row.phi_van_chuyen) : '',
        hieu_luc_tu: day(row?.hieu_luc_tu),
        hieu_luc_den: day(row?.hieu_luc_den),
        ma_chietkhau: row?.ma_chietkhau ?? '',
        sst: String(row?.sst ?? 0),
      })}
      labels={{
        ten: t`Tên (tiếng Việt)`,
        ten_eng: t`Tên (tiếng Anh)`,
        gia_tri_dh: t`Áp dụng cho đơn từ`,
        phi_van_chuyen: t`Giảm phí giao hàng tới`,
        hieu_luc_tu: t`Từ ngày`,
        hieu_luc_den: t`Đến hết ngày`,
        ma_chietkhau: t`Mã`,
        sst: t`Thứ tự xét`,
      }}
    />
  );
}
