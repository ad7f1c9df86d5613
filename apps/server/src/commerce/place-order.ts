import type { LiveShipping } from './carriers/checkout-quotes.js';
import {
  type DraftWrite,
  ORDER_STATUS_DRAFT,
  ORDER_STATUS_PLACED,
  isCashOnDelivery,
  paymentStatusOfMethod,
  validateOrderConfirmation,
} from '@shop/domain/orders';
import { all, type Queryable } from '../db/database.js';
import { loadProducts, lockDraftProducts, saveProductStock } from './catalog.js';
import { appError } from '../errors.js';
import {
  checkCompanyInvoice,
  draftRequests,
  pickChoices,
  readChoices,
  toLineRequest,
} from './order-input.js';
import { collapseRequests } from './pricing/line-request.js';
import { loadPricingReference, pricingContextOf } from './pricing/pricing-context.js';
import { orderFigures } from './pricing/order-figures.js';
import { refuseLine } from './pricing/price-line.js';
import { loadVouchers, type PricedDraft, priceRead } from './pricing/price-order.js';
import { lockOwnOrder, type OrderDoc, patchOrder } from './order-store.js';
import {
  chooseCarrier,
  DEFAULT_DELIVERY_DAYS,
  findPaymentMethod,
  loadCarriers,
  type PaymentMethodDoc,
  provinceHasDistricts,
  requirePaymentMethod,
} from './reference-data.js';
import type { Shopper } from './shopper.js';
import { type OrderMailRequest, queueOrderMail } from '../mail/outbox.js';
import { recordOrderAfterReminders } from '../reminders/cart-reminders.js';

/** The placed mails' language, the link's origin and the shop's address (mail/outbox.ts). */
export type PlacedMail = Pick<OrderMailRequest, 'lang' | 'origin' | 'notifyEmail'>;

export interface PlacedOrder {
  order: OrderDoc;
  method: PaymentMethodDoc | undefined;
  /** True when this draft had been placed already (a second submission): nothing changed. */
  isRepeat: boolean;
}

const DAY_MS = 86_400_000;

function refuseProblems(priced: PricedDraft): void {
  const problem = priced.problems[0];
  if (problem) refuseLine({ ok: false, reason: problem.reason, name: problem.name });
  if (priced.details.length === 0) throw appError('CART_EMPTY');
  const refused = priced.vouchers.find(({ result }) => !result.ok);
  if (refused && !refused.result.ok) throw appError(refused.result.code);
}

/** Takes the ordered quantities out of stock; the rows were locked and checked by priceOrder. */
async function takeStock(tx: Queryable, idApp: string, priced: PricedDraft): Promise<void> {
  const touched = new Set<string>();
  for (const line of priced.details) {
    const product = priced.products.get(line.ma_vt);
    if (!product) continue;
    const variantId = (line.thuoc_tinh as { _id?: string } | null)?._id;
    const variant = variantId ? product.thuoc_tinh?.find((item) => item._id === variantId) : undefined;
    if (variant) variant.ton = Math.max(0, (variant.ton ?? product.ton) - line.sl_xuat);
    product.ton = Math.max(0, product.ton - line.sl_xuat);
    touched.add(product.ma_vt);
  }
  const products = [...touched].flatMap((code) => priced.products.get(code) ?? []);
  await all(products.map((product) => saveProductStock(tx, idApp, product)));
}

async function countVoucherUse(tx: Queryable, idApp: string, priced: PricedDraft): Promise<void> {
  const used = priced.vouchers.flatMap(({ result, voucher }) => (result.ok && voucher ? [voucher] : []));
  await all(
    used.map((voucher) =>
      tx.query(
        `UPDATE documents SET data = jsonb_set(data, '{so_luong_da_dung}',
           to_jsonb(COALESCE((data->>'so_luong_da_dung')::int, 0) + 1)), updated_at = now()
         WHERE id_app = $1 AND collection = 'evoucher' AND id = $2`,
        [idApp, voucher._id],
      ),
    ),
  );
}

/**
 * Places a draft (PUT so1 with trang_thai '0'), all in one transaction: the draft row is locked
 * (a second submission waits, then finds it placed and changes nothing), the confirmation rules
 * of SPEC §5 are checked, products and vouchers are locked and everything is repriced; stock that
 * does not cover a line refuses the order; stock is taken, voucher use counted, the order gets
 * its so_ct, dates, constants and payment status, and the ordered lines leave the cart.
 * `finishIf(method)`: true when nothing follows in the transaction for that payment method.
 * `mail`: the shopper's mail and the shop's notice are written with the order (decision 018).
 */
export async function placeOrder(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  id: string,
  body: DraftWrite,
  now: Date,
  {
    finishIf,
    mail,
    liveShipping,
  }: {
    finishIf?: (method: PaymentMethodDoc) => boolean;
    mail?: PlacedMail;
    /** The carrier's quote the server asked for just before (decision 055); else the fee table. */
    liveShipping?: LiveShipping | undefined;
  } = {},
): Promise<PlacedOrder> {
  // The draft is locked first. Issued with it, in its round trip (they run once it is held), are
  // the reads that do not wait on what it says: its lines' products locked (their codes read from
  // the locked draft itself, or from the lines sent), and the vouchers the body names (the
  // storefront's confirmation names them); the promotions, fees, carriers, provinces and payment
  // methods are the process's kept reference data (decision 078), read in that round trip when
  // not kept. A choice the body leaves to the draft is read once the draft is known, in a round
  // trip more. Products are locked before vouchers (the lock order of decision 007); a draft
  // already placed has no lines to lock (DRAFT_LINE_CODES_SQL).
  const sent = body.details
    ? collapseRequests(body.details.map(toLineRequest)).map((line) => line.ma_vt)
    : undefined;
  const named = { vouchers: body.evouchers, province: body.tinh_thanh, method: body.pt_thanh_toan };
  const none = Promise.resolve(undefined);
  const [draft, products, namedVouchers, reference, carriers, namedProvince, namedMethod] = await all([
    lockOwnOrder(tx, idApp, shopper.owner, id),
    sent ? loadProducts(tx, idApp, sent, true) : lockDraftProducts(tx, idApp, id),
    named.vouchers === undefined ? none : loadVouchers(tx, idApp, named.vouchers, true),
    loadPricingReference(tx, idApp, { withShippingFees: true }),
    loadCarriers(tx, idApp),
    named.province === undefined ? none : provinceHasDistricts(tx, named.province),
    named.method === undefined ? none : findPaymentMethod(tx, idApp, named.method),
  ]);
  if (draft.trang_thai !== ORDER_STATUS_DRAFT) return { order: draft, method: undefined, isRepeat: true };
  // The promotions of the products locked: those of the lines sent, or of the draft's own lines.
  const context = pricingContextOf(reference, products.keys(), now);
  const choices = readChoices(body, pickChoices(draft));
  if (choices.email_nguoi_nhan === '' && shopper.email) choices.email_nguoi_nhan = shopper.email;
  const requests = draftRequests(body, draft.details);
  const [vouchers, hasDistricts, chosenMethod] = await all([
    namedVouchers ? Promise.resolve(namedVouchers) : loadVouchers(tx, idApp, choices.evouchers, true),
    named.province === undefined
      ? provinceHasDistricts(tx, choices.tinh_thanh)
      : Promise.resolve(namedProvince === true),
    named.method === undefined
      ? findPaymentMethod(tx, idApp, choices.pt_thanh_toan)
      : Promise.resolve(namedMethod),
  ]);
  // The checks run in the order of SPEC §5.
  const priced = priceRead(
    requests,
    choices,
    now,
    { strictStock: true, liveShipping },
    { products, vouchers, context },
    idApp,
  );
  const confirmation = validateOrderConfirmation(choices, { provinceHasDistricts: hasDistricts });
  if (!confirmation.ok) throw appError(confirmation.issues[0]?.code ?? 'ADDRESS_INCOMPLETE');
  choices.hoa_don = checkCompanyInvoice(choices.hoa_don);
  const method = requirePaymentMethod(choices.pt_thanh_toan, chosenMethod);
  const carrier = chooseCarrier(carriers, choices.don_vi_vc, choices.goi_cuoc_vc);
  refuseProblems(priced);
  const figures = orderFigures(priced, choices);
  const days = carrier?.so_ngay_giao ?? DEFAULT_DELIVERY_DAYS;
  const patch = {
    ...figures,
    don_vi_vc: carrier?.ma_dv_vc ?? '',
    goi_cuoc_vc: carrier?.ten_goi_cuoc ?? '',
    ngay_ct: now.toISOString(),
    ngay_du_kien_nhan: new Date(now.getTime() + days * DAY_MS).toISOString(),
    trang_thai: ORDER_STATUS_PLACED,
    // The method's own kind says whether the carrier collects the cash (ptthanhtoan.loai).
    trang_thai_tt: paymentStatusOfMethod(method),
    thu_ho: isCashOnDelivery(method) ? (figures.t_tt_nt as number) : 0,
    again_link: '/user-profile/purchased-return',
    date_updated: now.toISOString(),
  };
  // Every write in one round trip, in lock order: stock, voucher uses, the ordered lines leave the
  // cart, then the order with the next so_ct and its version (the counter last: its lock is held
  // from that statement to the commit that follows, so only what needs the so_ct comes after it).
  const writes = [
    takeStock(tx, idApp, priced),
    countVoucherUse(tx, idApp, priced),
    removeOrderedLines(tx, idApp, shopper.owner, priced),
    patchOrder(tx, idApp, id, patch, shopper.userCreated, { takeOrderNumber: true }),
    // Bought: the cart's reminder ends, and a reminder sent counts the order (decision 064); it
    // reads the order's recipient as the UPDATE above wrote it.
    recordOrderAfterReminders(tx, { idApp, owner: shopper.owner, orderId: id }),
    // Last: the mails read the order row as the UPDATE above left it (its so_ct).
    mail ? queueOrderMail(tx, { idApp, orderId: id, kind: 'order-placed', ...mail }) : Promise.resolve(),
  ] as const;
  // Every check is behind us: when the caller adds nothing, COMMIT goes with the writes, and
  // the counter row is released as soon as they ran.
  if (finishIf?.(method)) tx.finish?.();
  const [, , , order] = await all(writes);
  return { order, method, isRepeat: false };
}

/** The cart lines the order took (same product and option) leave the cart. */
async function removeOrderedLines(tx: Queryable, idApp: string, owner: string, priced: PricedDraft) {
  const keys = priced.details.map((line) => ({
    ma_vt: line.ma_vt,
    attr: (line.thuoc_tinh as { _id?: string } | null)?._id ?? '',
  }));
  await tx.query(
    `DELETE FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $2
     AND (data->>'ma_vt', COALESCE(data->'thuoc_tinh'->>'_id', '')) IN (
       SELECT k->>'ma_vt', k->>'attr' FROM jsonb_array_elements($3::text::jsonb) AS k)`,
    [idApp, owner, JSON.stringify(keys)],
  );
}
