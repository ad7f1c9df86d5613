import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxRow } from '@shop/domain/console';
import { formatDateTime } from '@shop/domain/primitives';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { statusTone } from '../lib/status-tone';
import { OrderLink } from './order-link';
import { PaymentState } from './payment-state';
import { Cell, DataRow, DataTable, HeadCells, MoneyCell } from '@/ui/paged-list';

const CHECK = 'size-5 accent-leaf-700';

/**
 * The page of orders: a checkbox, code, time, shopper, total, payment and status; on a phone the
 * essentials. The header's checkbox selects every order of the page.
 */
export function InboxTable({
  rows,
  selected,
  onSelect,
}: {
  rows: readonly InboxRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], isSelected: boolean) => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const ids = rows.map((row) => row._id);
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  if (rows.length === 0)
    return (
      <p className="rounded-xl bg-white p-8 text-center text-coffee-700">
        <Trans>Không có đơn hàng nào khớp bộ lọc.</Trans>
      </p>
    );
  return (
    <DataTable
      head={
        <tr>
          <th className="w-11 py-2 pl-3">
            <input
              type="checkbox"
              className={CHECK}
              aria-label={t`Chọn mọi đơn trên trang`}
              checked={selectedHere === ids.length}
              ref={(box) => {
                if (box) box.indeterminate = selectedHere > 0 && selectedHere < ids.length;
              }}
              onChange={(event) => onSelect(ids, event.currentTarget.checked)}
            />
          </th>
          <HeadCells
            columns={[
              { label: t`Mã đơn` },
              { label: t`Thời gian`, from: 'md' },
              { label: t`Khách hàng` },
              { label: t`Tổng tiền`, align: 'right' },
              { label: t`Thanh toán`, from: 'lg' },
              { label: t`Trạng thái`, from: 'sm' },
            ]}
          />
        </tr>
      }
    >
      {rows.map((row) => (
        <DataRow key={row._id}>
          <td className="py-3 pl-3">
            <input
              type="checkbox"
              className={CHECK}
              aria-label={t`Chọn đơn ${row.so_ct}`}
              checked={selected.has(row._id)}
              onChange={(event) => onSelect([row._id], event.currentTarget.checked)}
            />
          </td>
          <Cell>
            <OrderLink order={row} />
            <span
              className={`mt-1 block w-fit rounded-full px-2 py-0.5 text-xs sm:hidden ${statusTone(row.trang_thai)}`}
            >
              {localized(row.ten_trang_thai, row.ten_trang_thai_eng, locale)}
            </span>
          </Cell>
          <Cell from="md">{formatDateTime(row.ngay_ct)}</Cell>
          <Cell>
            <span className="block">{row.ten_nguoi_nhan}</span>
            <span className="block text-coffee-700">{row.sdt_nguoi_nhan}</span>
          </Cell>
          <MoneyCell amount={row.t_tt_nt} />
          <Cell from="lg">
            <span className="block">
              {localized(row.ten_pt_thanh_toan, row.ten_pt_thanh_toan_eng, locale)}
            </span>
            <PaymentState order={row} />
          </Cell>
          <Cell from="sm">
            <span className={`rounded-full px-2 py-1 text-xs ${statusTone(row.trang_thai)}`}>
              {localized(row.ten_trang_thai, row.ten_trang_thai_eng, locale)}
            </span>
          </Cell>
        </DataRow>
      ))}
    </DataTable>
  );
}
