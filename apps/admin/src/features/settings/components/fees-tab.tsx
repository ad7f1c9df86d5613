import { useLingui } from '@lingui/react/macro';
import { normaliseAdminName } from '@shop/domain/accounts';
import { type FeeRow, feeFormSchema } from '@shop/domain/console';
import { formatPrice } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { useLanguageStore } from '@/stores/language-store';
import { settingsQueries } from '../api/settings-queries';
import { ListEditor } from './list-editor';

/**
 * The shipping fee table: one row per province (the 34 current ones), and the legacy district rows
 * kept from before July 2025 (a district row wins over its province's row at checkout).
 */
export function FeesTab({ selected }: { selected: string | undefined }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const provinces = useQuery(settingsQueries.provinces()).data ?? [];
  const provinceOptions = [
    { value: '', label: t`— Chọn tỉnh/thành phố —` },
    ...provinces.map((province) => ({ value: province.ten, label: province.ten })),
  ];
  const price = (row: FeeRow) => formatPrice(row.tien_phi, locale);
  return (
    <ListEditor
      kind="fees"
      tab="fees"
      selected={selected}
      schema={feeFormSchema}
      addLabel={t`Thêm dòng phí`}
      rowName={(row) => row.ten_quan_huyen || row.ten_tinh_thanh}
      filter={(row, search) =>
        normaliseAdminName(`${row.ten_tinh_thanh} ${row.ten_quan_huyen}`).includes(normaliseAdminName(search))
      }
      groups={[
        {
          title: t`Phí theo tỉnh/thành phố`,
          note: t`Tỉnh/thành phố không có trong bảng trả phí mặc định 35.000 ₫.`,
          rows: (rows) => rows.filter((row) => row.ten_quan_huyen === ''),
        },
        {
          title: t`Phí theo quận/huyện cũ`,
          note: t`Dữ liệu trước 01/07/2025: địa chỉ còn ghi quận/huyện này thì dùng phí của dòng này.`,
          rows: (rows) => rows.filter((row) => row.ten_quan_huyen !== ''),
        },
      ]}
      columns={[
        { header: t`Tỉnh/thành phố`, cell: (row) => row.ten_tinh_thanh || '—' },
        { header: t`Quận/huyện cũ`, cell: (row) => row.ten_quan_huyen || '—' },
        { header: t`Phí giao hàng`, cell: price, numeric: true },
      ]}
      fields={[
        { name: 'ten_tinh_thanh', label: t`Tỉnh/thành phố`, options: provinceOptions },
        {
          name: 'ten_quan_huyen',
          label: t`Quận/huyện cũ (để trống cho dòng theo tỉnh)`,
          hint: t`Chỉ dùng cho địa chỉ cũ còn ghi quận/huyện.`,
        },
        { name: 'tien_phi', label: t`Phí giao hàng (₫)`, type: 'number' },
      ]}
      toValues={(row) => ({
        ten_tinh_thanh: row?.ten_tinh_thanh ?? '',
        ten_quan_huyen: row?.ten_quan_huyen ?? '',
        tien_phi: row ? String(row.tien_phi) : '',
      })}
      labels={{
        ten_tinh_thanh: t`Tỉnh/thành phố`,
        ten_quan_huyen: t`Quận/huyện cũ`,
        tien_phi: t`Phí giao hàng`,
      }}
    />
  );
}
