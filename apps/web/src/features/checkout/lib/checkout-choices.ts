import type { Carrier, DraftChoices, OrderReply, VoucherOutcome } from '@shop/api-client';
import type { AddressValues } from '@/ui/address-form/address-values';

/** A carrier's service package, as one choice: "GHN|Giao chuẩn". */
export function carrierKey(carrier: Pick<Carrier, 'ma_dv_vc' | 'ten_goi_cuoc'>): string {
  return `${carrier.ma_dv_vc}|${carrier.ten_goi_cuoc}`;
}

export type CheckoutSelection = {
  receiver: AddressValues;
  /** carrierKey of the chosen package; '' lets the server take the first. */
  carrier: string;
  paymentMethodId: string;
  afflink?: string | undefined;
};

/** What a draft update or the confirmation sends: the shopper's choices only, never a price. */
export function draftChoicesOf({
  receiver,
  carrier,
  paymentMethodId,
  afflink,
}: CheckoutSelection): DraftChoices {
  const [don_vi_vc = '', goi_cuoc_vc = ''] = carrier === '' ? [] : carrier.split('|');
  return {
    ...receiver,
    don_vi_vc,
    goi_cuoc_vc,
    pt_thanh_toan: paymentMethodId,
    ...(afflink ? { id_afflink: afflink } : {}),
  };
}

/** The vouchers the draft holds: the server stores only the accepted ones. */
export function acceptedVouchers(draft: Pick<OrderReply, 'evouchers'> | null | undefined): VoucherOutcome[] {
  return (draft?.evouchers ?? []).filter((voucher) => voucher.ok !== false);
}

/** A typed code, as it is compared and sent: voucher codes are upper case ('chaoban10' finds CHAOBAN10). */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** SPEC §5: the same code twice is refused before asking the server ('Bạn đã thêm mã giảm giá này'). */
export function isVoucherAdded(
  draft: Pick<OrderReply, 'evouchers'> | null | undefined,
  code: string,
): boolean {
  const wanted = normaliseVoucherCode(code);
  return acceptedVouchers(draft).some((voucher) => voucher.ma.toUpperCase() === wanted);
}

/** What the server said about one code after an update: accepted, or refused with its message. */
export function voucherOutcome(
  reply: Pick<OrderReply, 'evouchers'>,
  code: string,
): VoucherOutcome | undefined {
  const wanted = normaliseVoucherCode(code);
  return (reply.evouchers ?? []).find((voucher) => voucher.ma.toUpperCase() === wanted);
}

/** The draft as the page keeps it: refused vouchers are shown once as a message, not kept. */
export function keptDraft(reply: OrderReply): OrderReply {
  return { ...reply, evouchers: acceptedVouchers(reply) };
}

/** SPEC §4: a gateway link is followed when the placed order's status is '0' or '1'. */
export function gatewayUrlOf(order: {
  trang_thai?: unknown;
  virtual_payment_client_url?: unknown;
}): string | undefined {
  const url = order.virtual_payment_client_url;
  const isPayable = order.trang_thai === '0' || order.trang_thai === '1';
  return isPayable && typeof url === 'string' && url !== '' ? url : undefined;
}
