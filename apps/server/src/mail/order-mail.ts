import { trackingUrl } from '@shop/domain/carriers';
import type { StatusName } from '@shop/domain/console';
import { orderEinvoiceOf } from '@shop/domain/invoices';
import { PAYMENT_STATUS_SETTLED, type VietQrInfo } from '@shop/domain/orders';
import { formatDate, formatDateTime, formatPrice, type Locale } from '@shop/domain/primitives';
import { type Block, type Fact, type MailLine, renderHtml, renderText } from './mail-blocks.js';
import { fill, MAIL_TEXTS, type MailTexts, type OrderMailKind } from './mail-texts.js';

/** The company as the mail signs it (content documents, SPEC §3 "Company info"). */
export interface ShopInfo {
  name: string;
  address: string;
  email: string;
  phone: string;
}

export interface OrderMailInput {
  kind: OrderMailKind;
  lang: Locale;
  /** The order as the change wrote it (the outbox row's snapshot). */
  order: Readonly<Record<string, unknown>>;
  shop: ShopInfo;
  /** Where the reader sees the order: the shopper's order page, or the console for the shop. */
  orderUrl?: string | undefined;
  paymentMethod?: string | undefined;
  /** The statuses by the shop's names (trangthai, as the history and the console show them). */
  statusNames: readonly StatusName[];
  /** A bank-transfer order's details: the placed mail shows them with the QR image. */
  vietqr?: VietQrInfo | undefined;
  /** The order's e-invoice link, absolute (decision 059): the invoice's mail shows it with its code. */
  einvoiceUrl?: string | undefined;
  /** The delivered mail of an account's order: where its products are reviewed (issue 33). */
  reviewUrl?: string | undefined;
  /** A return's step (the outbox row's `return`, decision 077). */
  returnStep?: Readonly<Record<string, unknown>> | undefined;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The VietQR payload to attach as an image (content id {@link VIETQR_CID}). */
  qrPayload?: string;
}

export const VIETQR_CID = 'vietqr@shop';

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

function orderLines(order: OrderMailInput['order'], lang: Locale): MailLine[] {
  const details = Array.isArray(order.details) ? (order.details as Record<string, unknown>[]) : [];
  return details.map((line) => {
    const name = (lang === 'en' && str(line.ten_vt_eng)) || str(line.ten_vt) || str(line.ma_vt);
    const option = line.thuoc_tinh as Record<string, unknown> | null | undefined;
    const variant = [option?.gia_tri_bien_the_1, option?.gia_tri_bien_the_2].map(str).filter(Boolean);
    return {
      name: variant.length > 0 ? `${name} (${variant.join(', ')})` : name,
      quantity: String(num(line.sl_xuat)),
      amount: formatPrice(num(line.tien_nt), lang),
    };
  });
}

function totals(order: OrderMailInput['order'], t: MailTexts, lang: Locale): Fact[] {
  const money = (amount: number) => formatPrice(amount, lang);
  const facts: Fact[] = [[t.subtotal, money(num(order.t_tien_nt))]];
  if (num(order.t_tien_ck) > 0) facts.push([t.discount, money(-num(order.t_tien_ck))]);
  if (num(order.tien_evoucher) > 0) facts.push([t.voucher, money(-num(order.tien_evoucher))]);
  facts.push([t.shippingFee, money(num(order.tien_phi_vc))]);
  if (num(order.tien_freeship) > 0) facts.push([t.freeShipping, money(-num(order.tien_freeship))]);
  facts.push([t.total, money(num(order.t_tt_nt))]);
  return facts;
}

function statusName({ order, lang, statusNames }: OrderMailInput): string {
  const status = statusNames.find((item) => item.ma === str(order.trang_thai));
  return status ? (lang === 'en' ? status.ten_eng : status.ten) : str(order.trang_thai);
}

function receiver(order: OrderMailInput['order'], t: MailTexts): Fact[] {
  return [
    [t.receiver, str(order.ten_nguoi_nhan)],
    [t.phone, str(order.sdt_nguoi_nhan)],
    [t.address, str(order.dia_chi_nguoi_nhan) || str(order.dia_chi)],
  ];
}

function transfer(input: OrderMailInput, t: MailTexts): Block[] {
  const { vietqr, order, lang } = input;
  if (!vietqr || str(order.trang_thai_tt) === PAYMENT_STATUS_SETTLED) return [];
  return [
    { kind: 'heading', text: t.transferTitle },
    { kind: 'paragraph', text: t.transferLead },
    {
      kind: 'facts',
      facts: [
        [t.bank, vietqr.bank_name],
        [t.accountNumber, vietqr.account_number],
        [t.accountName, vietqr.account_name],
        [t.amount, formatPrice(vietqr.amount, lang)],
        [t.transferMemo, vietqr.memo],
      ],
    },
    { kind: 'qr', cid: VIETQR_CID, alt: 'VietQR' },
  ];
}

/** The order's latest refund (`hoan_tien`, decision 067): amount, state, reason, reference. */
function refundFacts(order: OrderMailInput['order'], number: Fact, t: MailTexts, lang: Locale): Block[] {
  const refunds = Array.isArray(order.hoan_tien) ? (order.hoan_tien as Record<string, unknown>[]) : [];
  const latest = [...refunds]
    .sort((a, b) => str(a.finished_at ?? a.created_at).localeCompare(str(b.finished_at ?? b.created_at)))
    .at(-1);
  if (!latest) return [{ kind: 'facts', facts: [number] }];
  const state = str(latest.state) as keyof MailTexts['refundStates'];
  const facts: Fact[] = [
    number,
    [t.refundAmount, formatPrice(num(latest.amount), lang)],
    [t.refundState, t.refundStates[state] ?? state],
    [t.refundReason, str(latest.reason)],
  ];
  if (str(latest.reference)) facts.push([t.refundReference, str(latest.reference)]);
  return [{ kind: 'facts', facts }];
}

/**
 * A return's step (decision 077): its new status, the shop's note, what to do with the goods once
 * approved, the refund and how it comes, or the exchange order's number.
 */
function returnBlocks(input: OrderMailInput, number: Fact, t: MailTexts, lang: Locale): Block[] {
  const step = (input.returnStep ?? {}) as Record<string, unknown>;
  const status = str(step.status) as keyof MailTexts['returnStatuses'];
  const facts: Fact[] = [number, [t.returnStatus, t.returnStatuses[status] ?? status]];
  if (status === 'refunded' && num(step.refund_amount) > 0)
    facts.push([t.refundAmount, formatPrice(num(step.refund_amount), lang)]);
  if (status === 'exchanged' && str(step.exchange_so_ct))
    facts.push([t.exchangeOrder, str(step.exchange_so_ct)]);
  if (str(step.note)) facts.push([t.returnNote, str(step.note)]);
  const blocks: Block[] = [{ kind: 'facts', facts }];
  if (status === 'approved')
    blocks.push({ kind: 'paragraph', text: step.instructions === 'keep' ? t.returnKeep : t.returnSendBack });
  if (status === 'refunded' && step.refund_kind !== 'gateway' && num(step.refund_amount) > 0)
    blocks.push({ kind: 'paragraph', text: t.returnRefundByShop });
  return blocks;
}

/** The order's e-invoice (decision 059): its number, lookup code and link, when issued. */
function einvoiceBlocks(input: OrderMailInput, t: MailTexts, facts: Fact[]): Block[] {
  const einvoice = orderEinvoiceOf(input.order.hoa_don_dien_tu);
  if (!einvoice || !input.einvoiceUrl) return [{ kind: 'facts', facts }];
  return [
    {
      kind: 'facts',
      facts: [...facts, [t.einvoiceNumber, einvoice.so_hoa_don], [t.einvoiceCode, einvoice.ma_tra_cuu]],
    },
    { kind: 'link', label: t.viewEinvoice, url: input.einvoiceUrl },
  ];
}

/** What each kind says beyond the greeting and its lead. */
function body(input: OrderMailInput, t: MailTexts): Block[] {
  const { order, lang } = input;
  const number: Fact = [t.orderNumber, str(order.so_ct)];
  const status: Fact = [t.status, statusName(input)];
  const lines: Block = {
    kind: 'lines',
    head: [t.product, t.quantity, t.amount],
    lines: orderLines(order, lang),
  };
  const money: Block = { kind: 'totals', facts: totals(order, t, lang) };
  const payment: Fact = [t.paymentMethod, input.paymentMethod ?? str(order.pt_thanh_toan)];
  const placedOn: Fact = [t.orderDate, formatDate(str(order.ngay_ct), lang)];
  const delivery: Fact = [t.expectedDelivery, formatDate(str(order.ngay_du_kien_nhan), lang)];
  const facts = (...shown: Fact[]): Block => ({ kind: 'facts', facts: shown });
  switch (input.kind) {
    case 'order-placed':
      return [
        facts(number, placedOn, status, payment, delivery),
        lines,
        money,
        facts(...receiver(order, t)),
        ...transfer(input, t),
      ];
    case 'order-new':
      return [
        facts(number, placedOn, payment, [t.customerEmail, str(order.email_nguoi_nhan)]),
        lines,
        money,
        facts(...receiver(order, t)),
      ];
    case 'order-shipped':
      return [
        facts(
          number,
          status,
          [t.carrier, str(order.ten_dv_vc) || str(order.don_vi_vc)],
          [t.tracking, str(order.ma_van_don)],
        ),
        // The carrier's own tracking page when the shop booked the parcel with it (decision 058).
        ...(trackingUrl(str(order.don_vi_vc), str(order.ma_van_don))
          ? [
              {
                kind: 'link',
                label: t.trackParcel,
                url: trackingUrl(str(order.don_vi_vc), str(order.ma_van_don)) ?? '',
              } as const,
            ]
          : []),
        // The shop's phone as its settings name it today (company contact), never a fixed number.
        ...(input.shop.phone
          ? [{ kind: 'paragraph', text: fill(t.trackingHelp, { phone: input.shop.phone }) } as const]
          : []),
      ];
    case 'order-cancelled':
      return [facts(number, status, [t.reason, str(order.ly_do_huy)])];
    case 'payment-received': {
      const received = order.thanh_toan_nhan as Record<string, unknown> | undefined;
      const amount = received ? num(received.so_tien) : num(order.t_tt_nt);
      return [facts(number, [t.paidAmount, formatPrice(amount, lang)], payment)];
    }
    case 'order-confirmed':
      return [facts(number, status, delivery), lines, money];
    case 'order-delivered':
      // Sent at delivery (decision 059 addendum); a prepaid order's invoice, issued at the
      // hand-over, is already there and shown. An account's order asks for a review (issue 33).
      return [
        ...einvoiceBlocks(input, t, [number, status]),
        ...(input.reviewUrl
          ? ([
              { kind: 'paragraph', text: t.reviewAsk },
              { kind: 'link', label: t.writeReview, url: input.reviewUrl },
            ] as const)
          : []),
      ];
    case 'einvoice-issued':
      return einvoiceBlocks(input, t, [number]);
    case 'payment-reminder':
      // The hold's end (decision 067), and the transfer details with the VietQR again.
      return [
        facts(number, [t.total, formatPrice(num(order.t_tt_nt), lang)], payment, [
          t.payBy,
          formatDateTime(str(order.han_thanh_toan)),
        ]),
        ...transfer(input, t),
      ];
    case 'refund-update':
      return refundFacts(order, number, t, lang);
    case 'return-update':
      return returnBlocks(input, number, t, lang);
  }
}

/**
 * An order's e-mail in the language the order was placed in: subject, plain text and HTML from
 * the same blocks; amounts through formatPrice, dates through formatDate, status names as the
 * shop names them (`statusNames`, from trangthai). Every value from the order is escaped in the
 * HTML. A bank-transfer order not yet paid gets the transfer details and the VietQR image
 * (qrPayload, attached by the delivery).
 */
export function renderOrderMail(input: OrderMailInput): RenderedMail {
  const t = MAIL_TEXTS[input.lang];
  const kindTexts = t.kinds[input.kind];
  const subject = fill(kindTexts.subject, { so: str(input.order.so_ct) });
  const name = str(input.order.ten_nguoi_nhan);
  const blocks: Block[] = [
    ...(input.kind === 'order-new'
      ? []
      : [{ kind: 'paragraph', text: fill(t.greeting, { name }).replace(' ,', ',') } as const]),
    { kind: 'paragraph', text: kindTexts.lead },
    ...body(input, t),
  ];
  if (input.orderUrl) {
    blocks.push({
      kind: 'link',
      label: input.kind === 'order-new' ? t.viewInConsole : t.viewOrder,
      url: input.orderUrl,
    });
  }
  const frame = {
    lang: input.lang,
    title: subject,
    shopName: input.shop.name,
    address: input.shop.address,
    footer: fill(t.footer, { email: input.shop.email, phone: input.shop.phone }),
  };
  const hasQr = blocks.some((block) => block.kind === 'qr');
  return {
    subject,
    text: renderText(blocks, frame),
    html: renderHtml(blocks, frame),
    ...(hasQr && input.vietqr ? { qrPayload: input.vietqr.payload } : {}),
  };
}
