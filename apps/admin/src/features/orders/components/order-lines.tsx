import { Trans } from '@lingui/react/macro';
import { formatPrice } from '@shop/domain';
import type { ReactNode } from 'react';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { Section } from './section';

type Line = {
  thuoc_tinh?: { _id?: string } | null;
  ma_vt?: string;
  ten_vt?: string;
  ten_vt_eng?: string;
  sl_xuat?: number;
  gia_ban_le?: number;
  tien?: number;
  tien_ck?: number;
};

const amount = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The lines with their prices, then vouchers, fees, free shipping and the total to pay. */
export function OrderLines({ order }: { order: Record<string, unknown> }) {
  const locale = useLanguageStore((state) => state.language);
  const money = (value: unknown) => formatPrice(amount(value), locale);
  const lines = (Array.isArray(order.details) ? order.details : []) as Line[];
  const vouchers = (Array.isArray(order.evouchers) ? order.evouchers : []) as { ma?: string }[];
  const row = (label: ReactNode, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'font-semibold text-base' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  // A reduction row shows only when there is one.
  const less = (label: ReactNode, value: number) => (value > 0 ? row(label, `−${money(value)}`) : null);
  return (
    <Section title={<Trans>Sản phẩm</Trans>}>
      <ul className="divide-y divide-coffee-100">
        {lines.map((line) => (
          <li
            key={`${line.ma_vt}-${line.thuoc_tinh?._id ?? ''}`}
            className="flex justify-between gap-4 py-2 text-sm"
          >
            <span>
              <span className="block font-semibold">
                {localized(line.ten_vt ?? line.ma_vt ?? '', line.ten_vt_eng, locale)}
              </span>
              <span className="text-coffee-700">
                {line.sl_xuat} × {money(line.gia_ban_le)}
              </span>
            </span>
            <span className="font-semibold">{money(amount(line.tien) - amount(line.tien_ck))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 border-coffee-100 border-t pt-3 text-sm">
        {row(<Trans>Tiền hàng</Trans>, money(order.t_tien_hang))}
        {less(<Trans>Chiết khấu</Trans>, amount(order.t_tien_ck) + amount(order.tien_ck_hd))}
        {less(
          <Trans>Voucher {vouchers.map((voucher) => voucher.ma).join(', ')}</Trans>,
          amount(order.tien_evoucher),
        )}
        {row(<Trans>Phí vận chuyển</Trans>, money(order.tien_phi_vc))}
        {less(<Trans>Miễn phí vận chuyển</Trans>, amount(order.tien_freeship))}
        {row(<Trans>Tổng thanh toán</Trans>, money(order.t_tt_nt), true)}
      </dl>
    </Section>
  );
}
