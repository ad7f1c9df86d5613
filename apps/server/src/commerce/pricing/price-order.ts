import { formatAddressLine } from '@shop/domain/accounts';
import {
  calculateOrderTotals,
  computeFreeShipping,
  computeShippingFee,
  findFreeshipRule,
  type OrderTotals,
} from '@shop/domain/pricing';
import {
  applyVouchers,
  normaliseVoucherCode,
  type VoucherResult,
  type VoucherTerms,
} from '@shop/domain/promotions';
import { all, type Queryable } from '../../db/database.js';
import type { LiveShipping } from '../carriers/checkout-quotes.js';
import { documentsByKey, loadProducts, type ProductDoc } from '../catalog.js';
import type { DraftChoices } from '../order-input.js';
import { collapseRequests, type LineRequest } from './line-request.js';
import { type FilledLine, fillCartLine, type LineRefusal } from './price-line.js';
import { loadPricingContext, type PricingContext } from './pricing-context.js';

export type VoucherDoc = VoucherTerms & { _id: string };

/** Vouchers by code (trimmed, case-insensitive), locked as documentsByKey says with `lock`. */
export async function loadVouchers(
  db: Queryable,
  idApp: string,
  codes: readonly string[],
  lock = false,
): Promise<Map<string, VoucherDoc>> {
  const keys = codes.map(normaliseVoucherCode);
  const vouchers = await documentsByKey<VoucherDoc>(
    db,
    idApp,
    'evoucher',
    "upper(btrim(data->>'ma'))",
    keys,
    lock,
  );
  return new Map(vouchers.map((voucher) => [normaliseVoucherCode(voucher.ma), voucher]));
}

/** One line of a draft with what went wrong, when the catalogue cannot serve it as asked. */
export interface LineProblem {
  ma_vt: string;
  name: string;
  reason: LineRefusal;
}

export interface PricedDraft {
  details: FilledLine[];
  problems: LineProblem[];
  totals: OrderTotals;
  vouchers: { code: string; result: VoucherResult; voucher: VoucherDoc | undefined }[];
  ma_freeship: string;
  dia_chi_nguoi_nhan: string;
  products: Map<string, ProductDoc>;
  /** Where the shipping fee came from: a carrier's live quote to the server, or the fee table. */
  shippingSource: 'ghn' | 'ghtk' | 'table';
}

/**
 * Every figure of an order from the catalogue and the shopper's choices (SPEC §9): lines priced
 * from dmvt and dmchietkhau, the shipping fee by district then province (ecomtransportfees), free
 * shipping (ecompromotion_freeships), vouchers (evoucher) and the totals. With `lock` (placing),
 * products and vouchers are read FOR UPDATE so stock and voucher use can be changed safely.
 * A line asked above its stock is a problem when placing (`strictStock`), capped otherwise.
 */
export async function priceOrder(
  db: Queryable,
  idApp: string,
  requests: readonly LineRequest[],
  choices: DraftChoices,
  now: Date,
  options: { lock: boolean; strictStock: boolean; liveShipping?: LiveShipping | undefined },
): Promise<PricedDraft> {
  const codes = collapseRequests(requests).map((request) => request.ma_vt);
  // One round trip; products are locked before vouchers (the lock order of decision 007).
  const [products, vouchers, context] = await all([
    loadProducts(db, idApp, codes, options.lock),
    loadVouchers(db, idApp, choices.evouchers, options.lock),
    loadPricingContext(db, idApp, codes, now, { withShippingFees: true }),
  ]);
  return priceRead(requests, choices, now, options, { products, vouchers, context }, idApp);
}

/** What priceOrder reads: the products of the lines, the vouchers of the choices, the context. */
export interface OrderPricingReads {
  products: Map<string, ProductDoc>;
  vouchers: Map<string, VoucherDoc>;
  context: PricingContext;
}

/**
 * priceOrder's figures from reads made by the caller (a draft reads them with its cart, in the
 * round trip of its lock): `reads.products` must hold every product of `requests` there is.
 */
export function priceRead(
  requests: readonly LineRequest[],
  choices: DraftChoices,
  now: Date,
  options: { strictStock: boolean; liveShipping?: LiveShipping | undefined },
  { products, vouchers: voucherDocs, context }: OrderPricingReads,
  idApp: string,
): PricedDraft {
  const wanted = collapseRequests(requests);
  const details: FilledLine[] = [];
  const problems: LineProblem[] = [];
  for (const request of wanted) {
    const product = products.get(request.ma_vt);
    const result = fillCartLine(product, request, context, idApp);
    const name = product?.ten_vt ?? request.ma_vt;
    if (!result.ok) problems.push({ ma_vt: request.ma_vt, name, reason: result.reason });
    else if (options.strictStock && result.line.sl_xuat < request.quantity)
      problems.push({ ma_vt: request.ma_vt, name, reason: 'OUT_OF_STOCK' });
    else details.push(result.line);
  }
  const { t_tien_hang, t_tien_ck, t_tien_nt } = calculateOrderTotals({
    lines: details,
    shippingFee: 0,
    freeShipping: 0,
  });
  const decided = applyVouchers({
    entries: choices.evouchers.map((code) => ({
      code,
      voucher: voucherDocs.get(normaliseVoucherCode(code)),
    })),
    amount: t_tien_hang,
    lineDiscount: t_tien_ck,
    now,
  });
  // A carrier's quote to the server prices the draft only while the draft names the carrier
  // service it was asked for (decision 055); otherwise, and without one, the fee table.
  const live = options.liveShipping;
  const isLive =
    live !== undefined && live.don_vi_vc === choices.don_vi_vc && live.goi_cuoc_vc === choices.goi_cuoc_vc;
  const shippingFee = isLive
    ? live.fee
    : computeShippingFee({
        district: choices.quan_huyen,
        province: choices.tinh_thanh,
        fees: context.shippingFees,
      });
  const freeShipping = computeFreeShipping(t_tien_nt, context.freeshipRules, shippingFee);
  const totals = calculateOrderTotals({
    lines: details,
    vouchers: decided.results,
    shippingFee,
    freeShipping,
  });
  const rule = freeShipping > 0 ? findFreeshipRule(t_tien_nt, context.freeshipRules) : undefined;
  return {
    details,
    problems,
    totals,
    vouchers: choices.evouchers.map((code, index) => ({
      code,
      result: decided.results[index] ?? { ok: false, code: 'VOUCHER_UNAVAILABLE' },
      voucher: voucherDocs.get(normaliseVoucherCode(code)),
    })),
    ma_freeship: rule?.ma_chietkhau ?? '',
    dia_chi_nguoi_nhan: formatAddressLine(choices),
    products,
    shippingSource: isLive ? live.carrier : 'table',
  };
}
