import type { Order } from './order-schema.js';

/** Draft created on entering checkout (SPEC §4). */
export const ORDER_STATUS_DRAFT = 'LCT';
/** Placed by the shopper (SPEC §4). */
export const ORDER_STATUS_PLACED = '0';
/** Confirmed by the shop (not in the spec: DESIGN seeds it; code chosen here). */
export const ORDER_STATUS_CONFIRMED = '1';
/** Handed to the carrier (DESIGN; code chosen here). */
export const ORDER_STATUS_SHIPPING = '2';
/** Delivered (DESIGN; code chosen here). */
export const ORDER_STATUS_DELIVERED = '3';
/** Cancelled (DESIGN; code chosen here). */
export const ORDER_STATUS_CANCELLED = '9';
/**
 * Returned to the shop by the carrier (issue 31, decision 066; code chosen here): the parcel was
 * not delivered and came back. Final, as delivered and cancelled are.
 */
export const ORDER_STATUS_RETURNED = '4';

export type OrderStatus =
  | typeof ORDER_STATUS_DRAFT
  | typeof ORDER_STATUS_PLACED
  | typeof ORDER_STATUS_CONFIRMED
  | typeof ORDER_STATUS_SHIPPING
  | typeof ORDER_STATUS_DELIVERED
  | typeof ORDER_STATUS_CANCELLED
  | typeof ORDER_STATUS_RETURNED;

/**
 * The default names of the statuses, the one list the seed writes into `trangthai` (a shop may
 * rename them there; the mails, the shop and the console all read that collection). 'huỷ' is
 * spelt as the spec's 'Đã huỷ đơn' spells it, in every text of ours (decision 042).
 */
export const ORDER_STATUSES: readonly { ma: OrderStatus; ten: string; ten_eng: string }[] = [
  { ma: ORDER_STATUS_DRAFT, ten: 'Đơn nháp', ten_eng: 'Draft' },
  { ma: ORDER_STATUS_PLACED, ten: 'Đơn mới', ten_eng: 'New order' },
  { ma: ORDER_STATUS_CONFIRMED, ten: 'Đã xác nhận', ten_eng: 'Confirmed' },
  { ma: ORDER_STATUS_SHIPPING, ten: 'Đang giao hàng', ten_eng: 'Shipping' },
  { ma: ORDER_STATUS_DELIVERED, ten: 'Đã giao hàng', ten_eng: 'Delivered' },
  { ma: ORDER_STATUS_CANCELLED, ten: 'Đã huỷ', ten_eng: 'Cancelled' },
  // Last, so the seeded ids and order numbers (sst) of the six before it stay what they were.
  { ma: ORDER_STATUS_RETURNED, ten: 'Đã hoàn về shop', ten_eng: 'Returned to the shop' },
];

/** True for the seven codes above. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status.ma === value);
}

/** Fixed fields of every order (SPEC §3, §9). */
export const ORDER_DOCUMENT_TYPE = 'SO1';
export const ORDER_WAREHOUSE = 'KCTY';
export const ORDER_CURRENCY = 'VND';
export const ORDER_CHANNEL = 'TMĐT';
export const ORDER_STORE = 'VT';
export const ORDER_DEFAULTS = {
  ma_ct: ORDER_DOCUMENT_TYPE,
  ma_kho: ORDER_WAREHOUSE,
  ma_nt: ORDER_CURRENCY,
  ma_kenh: ORDER_CHANNEL,
  ma_gian_hang: ORDER_STORE,
};

/** trang_thai_tt when the carrier collects cash, or the order has been paid online. */
export const PAYMENT_STATUS_SETTLED = '1';
/** trang_thai_tt of every other order: payment still expected. */
export const PAYMENT_STATUS_UNPAID = '0';
export type PaymentStatus = typeof PAYMENT_STATUS_SETTLED | typeof PAYMENT_STATUS_UNPAID;

/**
 * trang_thai_tt of a placed order (SPEC §4): '1' when the chosen method is the fixed
 * cash-collected-by-carrier method, otherwise '0'. A missing or blank method id is never that
 * method, even when the configured id is blank too.
 */
export function paymentStatusFor(
  paymentMethodId: string | null | undefined,
  cashCollectedMethodId: string,
): PaymentStatus {
  return paymentMethodId && paymentMethodId === cashCollectedMethodId
    ? PAYMENT_STATUS_SETTLED
    : PAYMENT_STATUS_UNPAID;
}

type StatusOf = Pick<Order, 'trang_thai'>;

/**
 * Whether the carrier collects the payment of an order paid with this method: its kind
 * (ptthanhtoan.loai) is 'cod'. A method without a kind is not.
 */
export function isCashOnDelivery(method: { readonly loai?: string | null | undefined }): boolean {
  return method.loai === 'cod';
}

/** trang_thai_tt of an order placed with this payment method (SPEC §4): '1' for cash on delivery. */
export function paymentStatusOfMethod(method: { readonly loai?: string | null | undefined }): PaymentStatus {
  return isCashOnDelivery(method) ? PAYMENT_STATUS_SETTLED : PAYMENT_STATUS_UNPAID;
}

/** An order can be cancelled while placed or confirmed, not once it has left with the carrier. */
export function canCancel(order: StatusOf): boolean {
  return order.trang_thai === ORDER_STATUS_PLACED || order.trang_thai === ORDER_STATUS_CONFIRMED;
}

/**
 * An order can be paid on when it was placed (not a draft, not cancelled), its payment method is
 * the e-wallet and it is still unpaid (trang_thai_tt not '1').
 */
export function canPay(
  order: Pick<Order, 'trang_thai' | 'trang_thai_tt' | 'pt_thanh_toan'>,
  ewalletMethodId: string,
): boolean {
  const placed = isOrderStatus(order.trang_thai) && order.trang_thai !== ORDER_STATUS_DRAFT;
  return (
    placed &&
    order.trang_thai !== ORDER_STATUS_CANCELLED &&
    !!order.pt_thanh_toan &&
    order.pt_thanh_toan === ewalletMethodId &&
    order.trang_thai_tt !== PAYMENT_STATUS_SETTLED
  );
}

/** Any order past the draft stage, cancelled included, can be bought again if it has lines. */
export function canRebuy(order: Pick<Order, 'trang_thai' | 'details'>): boolean {
  return !!order.trang_thai && order.trang_thai !== ORDER_STATUS_DRAFT && (order.details?.length ?? 0) > 0;
}

/** Who changes a status: the shopper owning the order, or the shop. */
export type OrderActor = 'customer' | 'admin';

const TRANSITIONS: Readonly<Record<OrderActor, ReadonlyMap<string, readonly OrderStatus[]>>> = {
  customer: new Map([
    [ORDER_STATUS_DRAFT, [ORDER_STATUS_PLACED]],
    [ORDER_STATUS_PLACED, [ORDER_STATUS_CANCELLED]],
    [ORDER_STATUS_CONFIRMED, [ORDER_STATUS_CANCELLED]],
  ]),
  admin: new Map([
    [ORDER_STATUS_DRAFT, [ORDER_STATUS_PLACED]],
    [ORDER_STATUS_PLACED, [ORDER_STATUS_CONFIRMED, ORDER_STATUS_CANCELLED]],
    [ORDER_STATUS_CONFIRMED, [ORDER_STATUS_SHIPPING, ORDER_STATUS_CANCELLED]],
    [ORDER_STATUS_SHIPPING, [ORDER_STATUS_DELIVERED, ORDER_STATUS_RETURNED, ORDER_STATUS_CANCELLED]],
  ]),
};

/**
 * Whether `actor` may move an order from `from` to `to`. Customers place drafts and cancel
 * placed or confirmed orders; the shop also confirms, ships, delivers and cancels until
 * delivery; a shipping order may come back (returned to the shop, a carrier's word). Delivered,
 * returned and cancelled are final. Keeping the same status is always allowed.
 */
export function canTransitionOrder(from: string, to: string, actor: OrderActor): boolean {
  if (from === to) return true;
  return (TRANSITIONS[actor].get(from) ?? []).some((status) => status === to);
}

/** Cancel reasons must be longer than 5 characters (SPEC §5), i.e. at least this many. */
export const CANCEL_REASON_MIN_LENGTH = 6;

/**
 * Checks a cancel reason (SPEC §5): trimmed and NFC-normalised, it needs more than 5 characters
 * (counted as code points, so 'Huỷ đơn' is 7). Returns the cleaned reason or the code.
 */
export function validateCancelReason(
  reason: string | null | undefined,
): { ok: true; reason: string } | { ok: false; code: 'CANCEL_REASON_TOO_SHORT' } {
  const cleaned = (reason ?? '').normalize('NFC').trim();
  if ([...cleaned].length < CANCEL_REASON_MIN_LENGTH) return { ok: false, code: 'CANCEL_REASON_TOO_SHORT' };
  return { ok: true, reason: cleaned };
}

/** What the shop does with a placed order from the console, each one status move. */
export type ShopOrderAction = 'confirm' | 'ship' | 'deliver' | 'cancel';

/** The status each shop action leads to. */
export const SHOP_ACTION_TARGET: Readonly<Record<ShopOrderAction, OrderStatus>> = {
  confirm: ORDER_STATUS_CONFIRMED,
  ship: ORDER_STATUS_SHIPPING,
  deliver: ORDER_STATUS_DELIVERED,
  cancel: ORDER_STATUS_CANCELLED,
};

const SHOP_ACTIONS: readonly ShopOrderAction[] = ['confirm', 'ship', 'deliver', 'cancel'];

/**
 * The actions the shop may take on an order in `status`, in the order a console shows them:
 * those whose target canTransitionOrder allows for the shop (a draft, a delivered or a cancelled
 * order has none). Staying in the same status is not an action.
 */
export function shopActionsFor(status: string): ShopOrderAction[] {
  return SHOP_ACTIONS.filter((action) => {
    const target = SHOP_ACTION_TARGET[action];
    return target !== status && status !== ORDER_STATUS_DRAFT && canTransitionOrder(status, target, 'admin');
  });
}

/** The statuses of the console's inbox tabs, in order (every status but the draft). */
export const INBOX_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS_PLACED,
  ORDER_STATUS_CONFIRMED,
  ORDER_STATUS_SHIPPING,
  ORDER_STATUS_DELIVERED,
  ORDER_STATUS_RETURNED,
  ORDER_STATUS_CANCELLED,
];

/**
 * Whether the shop may record a bank transfer as received: the order was placed and not
 * cancelled, it is paid by bank transfer and not paid yet.
 */
export function canRecordTransfer(
  order: Pick<Order, 'trang_thai' | 'trang_thai_tt'>,
  method: { readonly loai?: string | null | undefined },
): boolean {
  const status = String(order.trang_thai ?? '');
  return (
    isOrderStatus(status) &&
    status !== ORDER_STATUS_DRAFT &&
    status !== ORDER_STATUS_CANCELLED &&
    method.loai === 'bank-transfer' &&
    order.trang_thai_tt !== PAYMENT_STATUS_SETTLED
  );
}
