import { nonNegativeVnd, type Vnd } from '../primitives/money.js';
import {
  ORDER_STATUS_DELIVERED,
  ORDER_STATUS_SHIPPING,
  PAYMENT_STATUS_SETTLED,
} from '../orders/order-status.js';
import { readCompanyInvoice } from './company-invoice.js';
import { calculateOrderVat, type VatOrderLine, type VatRate, type VatRateSplit } from './vat.js';

/**
 * The e-invoice of an order (decision 059): what the shop sends its provider, built from the
 * order's lines and VAT (decision 065) so that its totals are, to the đồng, the amount paid.
 */

/** An invoice's state in the shop: waiting for the provider, issued, or failed with its reason. */
/**
 * waiting, issued, failed at the provider; needs-adjustment: a refund of an invoiced order calls for
 * a decrease adjustment the accountant makes at the provider (no documented API, decision 059).
 */
export const EINVOICE_STATES = ['waiting', 'issued', 'failed', 'needs-adjustment'] as const;
export type EinvoiceState = (typeof EINVOICE_STATES)[number];

/**
 * An original invoice of a sale; a replacement; or an adjustment after a refund changes what was
 * paid (its total the refund, negative).
 */
export const EINVOICE_KINDS = ['original', 'replacement', 'adjustment'] as const;
export type EinvoiceKind = (typeof EINVOICE_KINDS)[number];

/** The name of the delivery line on an invoice. */
export const EINVOICE_SHIPPING_NAME = 'Phí vận chuyển';
/** Decimals of a unit price before tax: q × price stays within ½ đồng of the line's net for q < 10 000. */
export const EINVOICE_UNIT_PRICE_DECIMALS = 4;

export interface EinvoiceBuyer {
  /** A company (the order's hoa_don: its tax code) or the shopper as a person. */
  type: 'company' | 'personal';
  name: string;
  taxCode: string;
  address: string;
  email: string;
  phone: string;
}

export interface EinvoiceLine {
  lineNumber: number;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  /** The price of one unit before tax (may carry decimals; the line's net is whole đồng). */
  unitPrice: number;
  rate: VatRate;
  /** The line before tax, its tax and what was paid for it: net + vat = amount. */
  net: Vnd;
  vat: Vnd;
  amount: Vnd;
}

export interface EinvoiceDocument {
  buyer: EinvoiceBuyer;
  lines: EinvoiceLine[];
  byRate: readonly VatRateSplit[];
  net: Vnd;
  vat: Vnd;
  /** What was paid: the order's t_tt_nt (less what was refunded, for a replacement). */
  total: Vnd;
}

/** The fields of a stored order (so1) an invoice reads. */
export interface EinvoiceOrder {
  readonly [field: string]: unknown;
  readonly details?: unknown;
  readonly t_tien_nt?: unknown;
  readonly tien_evoucher?: unknown;
  readonly tien_phi_vc?: unknown;
  readonly tien_freeship?: unknown;
  readonly hoa_don?: unknown;
  readonly ten_nguoi_nhan?: unknown;
  readonly sdt_nguoi_nhan?: unknown;
  readonly email_nguoi_nhan?: unknown;
  readonly dia_chi_nguoi_nhan?: unknown;
  readonly dia_chi?: unknown;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The buyer: the company of the order's hoa_don, else the shopper who received it. */
export function einvoiceBuyerOf(order: EinvoiceOrder): EinvoiceBuyer {
  const company = readCompanyInvoice(order.hoa_don);
  if (company && company.ma_so_thue !== '')
    return {
      type: 'company',
      name: company.ten_cong_ty,
      taxCode: company.ma_so_thue,
      address: company.dia_chi_cong_ty,
      email: company.email_hoa_don,
      phone: str(order.sdt_nguoi_nhan),
    };
  return {
    type: 'personal',
    name: str(order.ten_nguoi_nhan),
    taxCode: '',
    address: str(order.dia_chi_nguoi_nhan) || str(order.dia_chi),
    email: str(order.email_nguoi_nhan),
    phone: str(order.sdt_nguoi_nhan),
  };
}

/** A net amount shared over a quantity: the unit price before tax, at {@link EINVOICE_UNIT_PRICE_DECIMALS}. */
export function unitPriceOf(net: Vnd, quantity: number): number {
  if (quantity <= 0) return net;
  const scale = 10 ** EINVOICE_UNIT_PRICE_DECIMALS;
  return Math.round((net / quantity) * scale) / scale;
}

type StoredLine = VatOrderLine & {
  ma_vt?: unknown;
  ten_vt?: unknown;
  dvt?: unknown;
  ten_dvt?: unknown;
  sl_xuat?: unknown;
};

/**
 * The invoice of an order: one line per goods line with what was paid for it after line
 * discounts and its share of the vouchers, and the delivery charged as one more line, each split
 * by the domain's VAT rule (rounded once per rate, decision 065): the lines add up to their rate,
 * the rates to the amount paid (t_tien_nt − tien_evoucher + tien_phi_vc − tien_freeship = t_tt_nt).
 */
export function einvoiceOf(order: EinvoiceOrder): EinvoiceDocument {
  const details = (Array.isArray(order.details) ? order.details : []) as StoredLine[];
  const shipping = nonNegativeVnd(num(order.tien_phi_vc) - num(order.tien_freeship));
  const breakdown = calculateOrderVat({
    lines: details.map((line) => ({
      tien_hang_nt: num(line.tien_hang_nt),
      tien_ck: num(line.tien_ck),
      thue_suat: line.thue_suat,
    })),
    orderTotal: nonNegativeVnd(num(order.t_tien_nt) - num(order.tien_evoucher)),
    shipping,
  });
  const lines: EinvoiceLine[] = breakdown.lines.map((split, index) => {
    const line = details[index];
    const quantity = line ? Math.max(num(line.sl_xuat), 0) || 1 : 1;
    return {
      lineNumber: index + 1,
      code: line ? str(line.ma_vt) : '',
      name: line ? str(line.ten_vt) || str(line.ma_vt) : EINVOICE_SHIPPING_NAME,
      unit: line ? str(line.ten_dvt) || str(line.dvt) : '',
      quantity,
      unitPrice: unitPriceOf(split.net, quantity),
      rate: split.rate,
      net: split.net,
      vat: split.vat,
      amount: split.amount,
    };
  });
  return {
    buyer: einvoiceBuyerOf(order),
    lines,
    byRate: breakdown.byRate,
    net: breakdown.net,
    vat: breakdown.vat,
    total: breakdown.amount,
  };
}

/**
 * When the sale is invoiced (Decree 123/2020 art. 9: when ownership passes; decision 059): an
 * order delivered, or one paid online or by transfer and handed to the carrier. A cash-on-delivery
 * order is invoiced at delivery only (its trang_thai_tt says '1' from the start: the carrier collects).
 */
export function einvoiceDue(order: Readonly<Record<string, unknown>>, isCashOnDelivery: boolean): boolean {
  const status = String(order.trang_thai ?? '');
  if (status === ORDER_STATUS_DELIVERED) return true;
  return (
    status === ORDER_STATUS_SHIPPING && !isCashOnDelivery && order.trang_thai_tt === PAYMENT_STATUS_SETTLED
  );
}

/** What an order shows of its invoice (so1.hoa_don_dien_tu), written when the provider issued it. */
export interface OrderEinvoice {
  so_hoa_don: string;
  ma_tra_cuu: string;
  link: string;
  ngay: string;
}

/** The invoice an order shows, read back; undefined when none or not one. */
export function orderEinvoiceOf(value: unknown): OrderEinvoice | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const link = str(record.link);
  const code = str(record.ma_tra_cuu);
  if (link === '' || code === '') return undefined;
  return { so_hoa_don: str(record.so_hoa_don), ma_tra_cuu: code, link, ngay: str(record.ngay) };
}

/** An invoice as the console lists it (GET console/einvoices, decision 059). */
export interface ConsoleEinvoice {
  id: string;
  order_id: string;
  so_ct: string;
  kind: EinvoiceKind;
  provider: string;
  state: EinvoiceState;
  step: string;
  reference_code: string;
  invoice_number: string | null;
  lookup_url: string | null;
  total: number;
  buyer_name: string;
  buyer_tax_code: string;
  error: string | null;
  reissues: number;
  sale_at: string;
  issued_at: string | null;
  vat_by_rate: readonly VatRateSplit[];
}

export interface ConsoleEinvoiceList {
  /** The provider's state in this process: keys, simulator or off. */
  provider: 'keys' | 'simulator' | 'off';
  items: ConsoleEinvoice[];
  counts: Record<EinvoiceState, number>;
}
