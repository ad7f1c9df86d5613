import { Trans } from '@lingui/react/macro';
import { lineNameWithVariant } from '@shop/domain/catalogue';
import type { CompanyContact, CompanyInfo } from '@shop/domain/content';
import { paymentDisplayLabel, paymentDisplayOf, paymentInputOf } from '@shop/domain/payments';
import { cartLineUnitPrice } from '@shop/domain/pricing';
import { formatDateTime, type Locale } from '@shop/domain/primitives';
import type { ReactNode } from 'react';
import { localized } from '@/lib/localized';
import { Money } from '@/ui/money';
import { lineKey, lineTotal, orderLines, text, deliveryAddress } from '../lib/order-fields';
import type { PrintDoc } from '../lib/print-search';
import { OrderTotals } from './order-totals';

export interface Company {
  info: CompanyInfo;
  contact: CompanyContact;
}

const CELL = 'border-black/30 border-b px-2 py-1.5';

/** A line "Label: value" of the sheet, left out when there is no value. */
function Line({ label, value, className }: { label: ReactNode; value: string; className?: string }) {
  return value ? (
    <p className={className}>
      {label} {value}
    </p>
  ) : null;
}

/** The seller's block: name, address, phone, e-mail and business registration when the shop has one. */
function Seller({ company, locale }: { company: Company; locale: Locale }) {
  const { info, contact } = company;
  const registration = (info.dang_ky_kinh_doanh ?? {}) as { so_dkkd?: unknown };
  return (
    <div className="min-w-0 text-xs leading-snug">
      <p className="font-semibold text-sm">{localized(info.name, text(info.name_en), locale)}</p>
      <p>{localized(text(info.address), text(info.address_en), locale)}</p>
      <p>
        {contact.phone ? (
          <>
            <Trans>ĐT:</Trans> {contact.phone}
          </>
        ) : null}
        {contact.phone && info.email ? ' · ' : null}
        {info.email}
      </p>
      <Line label={<Trans>Mã số doanh nghiệp:</Trans>} value={text(registration.so_dkkd)} />
    </div>
  );
}

/**
 * One order on paper: an invoice (lines with prices, vouchers, fees and totals) or a packing slip
 * (what to pack and where to send it, no prices), in the document's language; one per sheet. The
 * payment as it stands; cash to collect on delivery in large type on both.
 */
export function PrintDocument({
  order,
  doc,
  locale,
  company,
}: {
  order: Record<string, unknown>;
  doc: PrintDoc;
  locale: Locale;
  company: Company;
}) {
  const isInvoice = doc === 'invoice';
  const lines = orderLines(order);
  const money = (value: number) => <Money amount={value} locale={locale} />;
  const carrier = text(order.ten_dv_vc) || text(order.don_vi_vc);
  const pieces = lines.reduce((sum, line) => sum + (line.sl_xuat ?? 0), 0);
  const payment = paymentDisplayOf(paymentInputOf(order));
  return (
    <article lang={locale} className="print-sheet bg-white text-black" data-testid="print-sheet">
      <header className="flex items-start justify-between gap-4 border-black border-b-2 pb-3">
        <Seller company={company} locale={locale} />
        <div className="shrink-0 text-right">
          <h2 className="font-semibold text-lg uppercase">
            {isInvoice ? <Trans>Hoá đơn bán hàng</Trans> : <Trans>Phiếu giao hàng</Trans>}
          </h2>
          <p className="text-sm">
            <Trans>Mã đơn:</Trans> <strong>{text(order.so_ct)}</strong>
          </p>
          <p className="text-xs">
            <Trans>Ngày đặt:</Trans> {formatDateTime(text(order.ngay_ct))}
          </p>
        </div>
      </header>
      <section className="grid grid-cols-2 gap-4 py-3 text-xs leading-snug">
        <div>
          <h3 className="font-semibold uppercase">
            <Trans>Người nhận</Trans>
          </h3>
          <p className="font-semibold text-sm">{text(order.ten_nguoi_nhan)}</p>
          <p>{text(order.sdt_nguoi_nhan)}</p>
          <p>{deliveryAddress(order)}</p>
          <p className="break-all">{text(order.email_nguoi_nhan)}</p>
        </div>
        <div>
          <h3 className="font-semibold uppercase">
            <Trans>Thanh toán và giao hàng</Trans>
          </h3>
          <p>{localized(text(order.ten_pt_thanh_toan), text(order.ten_pt_thanh_toan_eng), locale)}</p>
          <p data-testid="print-payment-state">{paymentDisplayLabel(payment.code, locale)}</p>
          <Line label={<Trans>Đơn vị vận chuyển:</Trans>} value={carrier} />
          <Line label={<Trans>Mã vận đơn:</Trans>} value={text(order.ma_van_don)} />
        </div>
      </section>
      <table className="w-full border-collapse text-left text-xs">
        <thead>
          <tr className="border-black border-b">
            <th className="px-2 py-1.5">#</th>
            <th className="px-2 py-1.5">
              <Trans>Sản phẩm</Trans>
            </th>
            <th className="px-2 py-1.5 text-right">
              <Trans>SL</Trans>
            </th>
            {isInvoice ? (
              <>
                <th className="px-2 py-1.5 text-right">
                  <Trans>Đơn giá</Trans>
                </th>
                <th className="px-2 py-1.5 text-right">
                  <Trans>Thành tiền</Trans>
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={lineKey(line)}>
              <td className={CELL}>{index + 1}</td>
              <td className={CELL}>
                {lineNameWithVariant(line, locale)}
                <span className="block text-[0.7rem]">{line.ma_vt}</span>
              </td>
              <td className={`${CELL} text-right`}>{line.sl_xuat}</td>
              {isInvoice ? (
                <>
                  <td className={`${CELL} whitespace-nowrap text-right`}>{money(cartLineUnitPrice(line))}</td>
                  <td className={`${CELL} whitespace-nowrap text-right`}>{money(lineTotal(line))}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {isInvoice ? (
        <OrderTotals order={order} locale={locale} className="mt-2 ml-auto w-full max-w-72" />
      ) : (
        <p className="mt-2 text-right text-sm">
          <Trans>Tổng số lượng: {pieces}</Trans>
        </p>
      )}
      {payment.code === 'COD_TO_COLLECT' ? (
        // What the carrier collects, large enough to read at the door (decision 042).
        <p
          className="mt-3 border-2 border-black px-3 py-2 text-center font-bold text-2xl"
          data-testid="print-cod-amount"
        >
          <Trans>Thu hộ: {money(payment.amount)}</Trans>
        </p>
      ) : null}
      <Line label={<Trans>Ghi chú:</Trans>} value={text(order.ghi_chu)} className="mt-3 text-xs" />
      <p className="mt-6 text-center text-xs italic">
        <Trans>Cảm ơn quý khách đã mua hàng!</Trans>
      </p>
    </article>
  );
}
