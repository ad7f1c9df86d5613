import { useLingui } from '@lingui/react/macro';
import { carrierFormSchema } from '@shop/domain/console';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { GhnAddressCard } from '@/features/shipments';
import { ListEditor } from './list-editor';

/** Carriers and their service packages, as checkout offers them (in display order), and GHN's address mapping. */
export function CarriersTab({ selected }: { selected: string | undefined }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  return (
    <div className="flex flex-col gap-4">
      <ListEditor
        kind="carriers"
        tab="carriers"
        selected={selected}
        schema={carrierFormSchema}
        addLabel={t`Thêm gói vận chuyển`}
        rowName={(row) => `${row.ten_dv_vc} – ${row.ten_goi_cuoc}`}
        columns={[
          { header: t`Mã`, cell: (row) => row.ma_dv_vc },
          { header: t`Đơn vị vận chuyển`, cell: (row) => row.ten_dv_vc },
          { header: t`Gói cước`, cell: (row) => localized(row.ten_goi_cuoc, row.ten_goi_cuoc_eng, locale) },
          { header: t`Số ngày giao`, cell: (row) => row.so_ngay_giao ?? '—', numeric: true },
          { header: t`Thứ tự`, cell: (row) => row.sst ?? 0, numeric: true, wideOnly: true },
        ]}
        fields={[
          { name: 'ma_dv_vc', label: t`Mã đơn vị (ví dụ GHN)` },
          { name: 'ten_dv_vc', label: t`Tên đơn vị vận chuyển` },
          { name: 'ten_goi_cuoc', label: t`Gói cước (tiếng Việt)` },
          { name: 'ten_goi_cuoc_eng', label: t`Gói cước (tiếng Anh)` },
          { name: 'so_ngay_giao', label: t`Số ngày giao thường lệ`, type: 'number' },
          { name: 'sst', label: t`Thứ tự hiển thị`, type: 'number' },
        ]}
        toValues={(row) => ({
          ma_dv_vc: row?.ma_dv_vc ?? '',
          ten_dv_vc: row?.ten_dv_vc ?? '',
          ten_goi_cuoc: row?.ten_goi_cuoc ?? '',
          ten_goi_cuoc_eng: row?.ten_goi_cuoc_eng ?? '',
          so_ngay_giao: String(row?.so_ngay_giao ?? 3),
          sst: String(row?.sst ?? 0),
        })}
        labels={{
          ma_dv_vc: t`Mã đơn vị`,
          ten_dv_vc: t`Tên đơn vị vận chuyển`,
          ten_goi_cuoc: t`Gói cước (tiếng Việt)`,
          ten_goi_cuoc_eng: t`Gói cước (tiếng Anh)`,
          so_ngay_giao: t`Số ngày giao`,
          sst: t`Thứ tự hiển thị`,
        }}
      />
      <GhnAddressCard />
    </div>
  );
}
