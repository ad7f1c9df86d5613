import type {
  ConsoleFlashSale,
  ConsolePromotion,
  ConsoleVoucher,
  FlashSaleFormInput,
  PromotionFormInput,
  PromotionProduct,
  PromotionWriteReply,
  VoucherFormInput,
} from '@shop/domain/promotions';
import type { Transport } from './client.js';

export type {
  ConsoleFlashSale,
  ConsolePromotion,
  ConsoleVoucher,
  PromotionProduct,
  PromotionWriteReply,
} from '@shop/domain/promotions';

/** What a delete replies. */
export interface DeletedReply {
  ok: true;
  message: string;
}

/**
 * The console's promotions area (docs/api.md "Console: promotions"): promotional prices, flash
 * sales and vouchers. Owner and staff tokens; each write answers the item as stored and a message
 * in the caller's language, or an ApiError with the field's coded message.
 */
export function promotionCalls(transport: Transport) {
  const path = (suffix: string) => `api/${transport.options.idApp}/console/${suffix}`;
  const searchParams = () => transport.authParams();
  const get = <T>(suffix: string) =>
    transport.http.get(path(suffix), { searchParams: searchParams() }).json<T>();
  const send = <T>(method: 'post' | 'put' | 'delete', suffix: string, json?: object) =>
    transport
      .http(path(suffix), { method, searchParams: searchParams(), ...(json ? { json } : {}) })
      .json<T>();
  return {
    /** GET console/promotion-products: the products a promotion may name (code, name, retail price). */
    promotionProducts: () => get<PromotionProduct[]>('promotion-products'),
    /** GET console/promotions: promotional prices (flash sales' rows left out), with their product. */
    promotions: () => get<ConsolePromotion[]>('promotions'),
    promotion: (id: string) => get<ConsolePromotion>(`promotions/${id}`),
    createPromotion: (body: PromotionFormInput) =>
      send<PromotionWriteReply<ConsolePromotion>>('post', 'promotions', body),
    updatePromotion: (id: string, body: PromotionFormInput) =>
      send<PromotionWriteReply<ConsolePromotion>>('put', `promotions/${id}`, body),
    /** POST console/promotions/{id}/end: the promotional price stops now (hieu_luc_den = now). */
    endPromotion: (id: string) =>
      send<PromotionWriteReply<ConsolePromotion>>('post', `promotions/${id}/end`, {}),
    deletePromotion: (id: string) => send<DeletedReply>('delete', `promotions/${id}`),
    /** GET console/flash-sales: the flash-sale campaigns, latest start first. */
    flashSales: () => get<ConsoleFlashSale[]>('flash-sales'),
    flashSale: (id: string) => get<ConsoleFlashSale>(`flash-sales/${id}`),
    createFlashSale: (body: FlashSaleFormInput) =>
      send<PromotionWriteReply<ConsoleFlashSale>>('post', 'flash-sales', body),
    updateFlashSale: (id: string, body: FlashSaleFormInput) =>
      send<PromotionWriteReply<ConsoleFlashSale>>('put', `flash-sales/${id}`, body),
    endFlashSale: (id: string) =>
      send<PromotionWriteReply<ConsoleFlashSale>>('post', `flash-sales/${id}/end`, {}),
    deleteFlashSale: (id: string) => send<DeletedReply>('delete', `flash-sales/${id}`),
    /** GET console/vouchers: every voucher with its uses so far (so_luong_da_dung). */
    vouchers: () => get<ConsoleVoucher[]>('vouchers'),
    voucher: (id: string) => get<ConsoleVoucher>(`vouchers/${id}`),
    createVoucher: (body: VoucherFormInput) =>
      send<PromotionWriteReply<ConsoleVoucher>>('post', 'vouchers', body),
    updateVoucher: (id: string, body: VoucherFormInput) =>
      send<PromotionWriteReply<ConsoleVoucher>>('put', `vouchers/${id}`, body),
    /** POST console/vouchers/{id}/disable: the voucher stops now (hieu_luc_den = now). */
    disableVoucher: (id: string) =>
      send<PromotionWriteReply<ConsoleVoucher>>('post', `vouchers/${id}/disable`, {}),
  };
}
