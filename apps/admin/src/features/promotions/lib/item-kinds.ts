import type { ConsoleApi, PromotionWriteReply } from '@shop/api-client';
import { flashSaleFormSchema, promotionFormSchema, voucherFormSchema } from '@shop/domain/promotions';
import type { UseNavigateResult } from '@tanstack/react-router';
import type * as v from 'valibot';

/**
 * What the editors of the area's three kinds of item share: the collection their history is kept
 * in, the domain schema their body is read with (the server reads it with the same one), how one is
 * saved (created when it has no id yet) and how a new one opens its edit screen.
 */
export type ItemKind<TSchema extends v.GenericSchema, TItem extends { _id: string }> = {
  collection: string;
  schema: TSchema;
  save: (api: ConsoleApi, body: v.InferInput<TSchema>, id?: string) => Promise<PromotionWriteReply<TItem>>;
  open: (navigate: UseNavigateResult<string>, id: string) => Promise<void>;
};

// The body's type comes from the schema, the item's from what saving replies.
const itemKind = <TSchema extends v.GenericSchema, TItem extends { _id: string }>(
  kind: ItemKind<TSchema, TItem>,
) => kind;

export const promotionKind = itemKind({
  collection: 'dmchietkhau',
  schema: promotionFormSchema,
  save: (api, body, id) => (id ? api.updatePromotion(id, body) : api.createPromotion(body)),
  open: (navigate, promotionId) => navigate({ to: '/promotions/$promotionId', params: { promotionId } }),
});

export const flashSaleKind = itemKind({
  collection: 'ecompromotion_flashsales',
  schema: flashSaleFormSchema,
  save: (api, body, id) => (id ? api.updateFlashSale(id, body) : api.createFlashSale(body)),
  open: (navigate, flashSaleId) =>
    navigate({ to: '/promotions/flash-sales/$flashSaleId', params: { flashSaleId } }),
});

export const voucherKind = itemKind({
  collection: 'evoucher',
  schema: voucherFormSchema,
  save: (api, body, id) => (id ? api.updateVoucher(id, body) : api.createVoucher(body)),
  open: (navigate, voucherId) => navigate({ to: '/promotions/vouchers/$voucherId', params: { voucherId } }),
});
