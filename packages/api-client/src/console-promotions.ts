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
  /**
   * The calls of one kind under `kind`: its list, one item, create, update, and `stop` (POST
   * {kind}/{id}/{stop}: it stops now, hieu_luc_den = now).
   */
  const calls = <T, Input extends object>(kind: string, stop: 'end' | 'disable') => ({
    list: () => get<T[]>(kind),
    one: (id: string) => get<T>(`${kind}/${id}`),
    create: (body: Input) => send<PromotionWriteReply<T>>('post', kind, body),
    update: (id: string, body: Input) => send<PromotionWriteReply<T>>('put', `${kind}/${id}`, body),
    stop: (id: string) => send<PromotionWriteReply<T>>('post', `${kind}/${id}/${stop}`, {}),
    remove: (id: string) => send<DeletedReply>('delete', `${kind}/${id}`),
  });
  const promotions = calls<ConsolePromotion, PromotionFormInput>('promotions', 'end');
  const flashSales = calls<ConsoleFlashSale, FlashSaleFormInput>('flash-sales', 'end');
  const vouchers = calls<ConsoleVoucher, VoucherFormInput>('vouchers', 'disable');
  return {
    /** GET console/promotion-products: the products a promotion may name (code, name, retail price). */
    promotionProducts: () => get<PromotionProduct[]>('promotion-products'),
    /** GET console/promotions: promotional prices (flash sales' rows left out), with their product. */
    promotions: promotions.list,
    promotion: promotions.one,
    createPromotion: promotions.create,
    updatePromotion: promotions.update,
    /** POST console/promotions/{id}/end: the promotional price stops now (hieu_luc_den = now). */
    endPromotion: promotions.stop,
    deletePromotion: promotions.remove,
    /** GET console/flash-sales: the flash-sale campaigns, latest start first. */
    flashSales: flashSales.list,
    flashSale: flashSales.one,
    createFlashSale: flashSales.create,
    updateFlashSale: flashSales.update,
    endFlashSale: flashSales.stop,
    deleteFlashSale: flashSales.remove,
    /** GET console/vouchers: every voucher with its uses so far (so_luong_da_dung). */
    vouchers: vouchers.list,
    voucher: vouchers.one,
    createVoucher: vouchers.create,
    updateVoucher: vouchers.update,
    /** POST console/vouchers/{id}/disable: the voucher stops now (hieu_luc_den = now). */
    disableVoucher: vouchers.stop,
  };
}
