import type { LiveShipping } from './carriers/checkout-quotes.js';
import { messageText } from '@shop/domain/messages';
import {
  type DraftWrite,
  type LineProblemReply,
  ORDER_STATUS_DRAFT,
  type VoucherOutcome,
} from '@shop/domain/orders';
import type { Locale } from '@shop/domain/primitives';
import { all, type Queryable } from '../db/database.js';
import { insertDocument } from '../db/documents.js';
import { appError } from '../errors.js';
import { draftRequests, pickChoices, readChoices, toLineRequest } from './order-input.js';
import { requestOf } from './pricing/line-request.js';
import { orderFigures } from './pricing/order-figures.js';
import { loadVouchers, type PricedDraft, priceOrder, priceRead } from './pricing/price-order.js';
import { loadCartPricing } from './pricing/pricing-context.js';
import { deleteOrderRow, lockOwnOrder, type OrderDoc, orderScope, patchOrder } from './order-store.js';
import { lockOwner, type Shopper } from './shopper.js';

/**
 * What a draft write replies: the stored draft, every voucher with its reduction or its message
 * (SPEC §4), and the lines the catalogue could not serve.
 */
export function draftReply(draft: OrderDoc, priced: PricedDraft, locale: Locale): Record<string, unknown> {
  return {
    ...draft,
    evouchers: priced.vouchers.map(
      ({ code, result }): VoucherOutcome =>
        result.ok
          ? { ma: result.ma, so_tien_giam: result.so_tien_giam, ok: true }
          : {
              ma: code,
              so_tien_giam: 0,
              ok: false,
              error: result.code,
              message: messageText(result.code, locale),
            },
    ),
    line_problems: priced.problems.map(
      (problem): LineProblemReply => ({
        ma_vt: problem.ma_vt,
        error: problem.reason,
        message: messageText(problem.reason, locale, { name: problem.name }),
      }),
    ),
  };
}

/**
 * Starts checkout (SPEC §4): deletes the owner's older drafts, then creates a priced 'LCT' draft
 * from the lines sent in `details` (product, option, quantity; their prices are ignored) or,
 * without them, from the whole cart. `finish`: nothing follows in the transaction.
 */
export async function createDraft(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  body: DraftWrite,
  now: Date,
  locale: Locale,
  { finish = false }: { finish?: boolean } = {},
) {
  const choices = readChoices(body, {});
  if (choices.email_nguoi_nhan === '' && shopper.email) choices.email_nguoi_nhan = shopper.email;
  const given = body.details?.map(toLineRequest);
  // One round trip: the lock, then (holding it) the older drafts go, and one statement reads the
  // cart with the products of its lines (or of the lines sent), their promotions and the fees;
  // the vouchers named come with them.
  const [, , cart, vouchers] = await all([
    lockOwner(tx, 'so1', shopper.owner),
    // The status written out: the index of drafts (migration 67) holds 'LCT' rows only, which a
    // prepared statement's generic plan can prove of its text, not of a value.
    tx.query(
      `DELETE FROM documents WHERE id_app = $1 AND collection = 'so1' AND owner = $2
       AND data->>'trang_thai' = '${ORDER_STATUS_DRAFT}'`,
      [idApp, shopper.owner],
    ),
    loadCartPricing(tx, idApp, shopper.owner, given ? given.map((line) => line.ma_vt) : 'cart', now, {
      withShippingFees: true,
    }),
    loadVouchers(tx, idApp, choices.evouchers),
  ]);
  const requests = given ?? cart.lines.map(requestOf);
  if (requests.length === 0) throw appError('CART_EMPTY');
  const priced = priceRead(
    requests,
    choices,
    now,
    { strictStock: false },
    { products: cart.products, vouchers, context: cart.context },
    idApp,
  );
  const inserting = insertDocument(
    tx,
    orderScope(idApp, shopper.owner),
    {
      ...orderFigures(priced, choices),
      trang_thai: ORDER_STATUS_DRAFT,
      id_app: idApp,
      online: true,
      shared: false,
      user_created: shopper.userCreated,
      date_created: now.toISOString(),
    },
    shopper.userCreated,
  );
  if (finish) tx.finish?.();
  return draftReply(await inserting, priced, locale);
}

/** Updates a draft's address, carrier, payment method, vouchers or lines and reprices it. */
export async function updateDraft(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  id: string,
  body: DraftWrite,
  now: Date,
  locale: Locale,
  liveShipping?: LiveShipping,
) {
  const draft = await lockOwnOrder(tx, idApp, shopper.owner, id);
  if (draft.trang_thai !== ORDER_STATUS_DRAFT) throw appError('ORDER_NOT_DRAFT');
  const choices = readChoices(body, pickChoices(draft));
  const requests = draftRequests(body, draft.details);
  const priced = await priceOrder(tx, idApp, requests, choices, now, {
    lock: false,
    strictStock: false,
    liveShipping,
  });
  const saved = await patchOrder(
    tx,
    idApp,
    id,
    { ...orderFigures(priced, choices), date_updated: now.toISOString() },
    shopper.userCreated,
  );
  return draftReply(saved, priced, locale);
}

/**
 * Deletes one of the owner's drafts and returns it. Placed orders are records of a sale: they are
 * cancelled, never deleted (409 ORDER_NOT_DRAFT); another's or an unknown order is 404.
 */
export async function deleteDraft(
  tx: Queryable,
  idApp: string,
  owner: string,
  id: string,
): Promise<OrderDoc> {
  const order = await lockOwnOrder(tx, idApp, owner, id);
  if (order.trang_thai !== ORDER_STATUS_DRAFT) throw appError('ORDER_NOT_DRAFT');
  await deleteOrderRow(tx, idApp, id);
  return order;
}
