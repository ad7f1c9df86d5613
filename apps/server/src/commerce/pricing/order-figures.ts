import { calculateOrderVat } from '@shop/domain/invoices';
import { DRAFT_TEXT_CHOICES, ORDER_DEFAULTS } from '@shop/domain/orders';
import type { DraftChoices } from '../order-input.js';
import type { PricedDraft } from './price-order.js';

/** The order fields that follow from the priced lines and the choices (SPEC §3 "Order"). */
export function orderFigures(priced: PricedDraft, choices: DraftChoices): Record<string, unknown> {
  const { totals } = priced;
  return {
    ...Object.fromEntries(DRAFT_TEXT_CHOICES.map((key) => [key, choices[key]])),
    ...ORDER_DEFAULTS,
    hoa_don: choices.hoa_don,
    details: priced.details,
    evouchers: priced.vouchers.flatMap(({ result }) =>
      result.ok ? [{ ma: result.ma, so_tien_giam: result.so_tien_giam }] : [],
    ),
    t_tien_hang: totals.t_tien_hang,
    t_tien_ck: totals.t_tien_ck,
    t_tien_nt: totals.t_tien_nt,
    tempPrice: totals.tempPrice,
    tien_evoucher: totals.tien_evoucher,
    tien_phi_vc: totals.tien_phi_vc,
    // Decision 055: 'ghn' or 'ghtk' (the carrier's quote to the server) or 'table' (the fee table).
    nguon_phi_vc: priced.shippingSource,
    tien_freeship: totals.tien_freeship,
    t_tt_nt: totals.t_tt_nt,
    // Decision 065: the VAT inside t_tt_nt, by rate (each rate's net + vat adds up to t_tt_nt).
    thue_gtgt: calculateOrderVat({
      lines: priced.details,
      orderTotal: totals.orderTotal,
      shipping: totals.tien_phi_vc - totals.tien_freeship,
    }).byRate,
    t_cp_cpb: 0,
    ty_le_ck_hd: 0,
    tien_ck_hd: 0,
    ma_freeship: priced.ma_freeship,
    dia_chi_nguoi_nhan: priced.dia_chi_nguoi_nhan,
  };
}
