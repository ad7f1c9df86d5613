import * as v from 'valibot';
import { isRequestableQuantity } from '../pricing/quantity.js';

/** The longest product code or text a request may send. */
const MAX_REQUEST_TEXT = 500;

/** A quantity as a request sends it, a number or numeric text: a whole number from 1 (isRequestableQuantity). */
export const requestedQuantitySchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(Number),
  v.check(isRequestableQuantity),
);

/**
 * One line a shopper asks for (add to cart, a draft's `details`): a product code (text or a
 * number, trimmed, not empty), an optional option (`thuoc_tinh._id`) and a quantity, 1 when left
 * out. Prices and names in it are ignored: the server fills them from the catalogue.
 */
export const lineRequestSchema = v.looseObject({
  ma_vt: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(String),
    v.maxLength(MAX_REQUEST_TEXT),
    v.trim(),
    v.nonEmpty(),
  ),
  sl_xuat: v.nullish(requestedQuantitySchema, 1),
  thuoc_tinh: v.nullish(v.looseObject({ _id: v.nullish(v.string()) })),
});
export type LineRequestInput = v.InferOutput<typeof lineRequestSchema>;

/** The body of a cart line's update: its quantity, and its own id when the client repeats it. */
export const lineQuantitySchema = v.looseObject({
  _id: v.optional(v.string()),
  sl_xuat: requestedQuantitySchema,
});

/** The body of adding a favourite (ecomwishlist): a product code, trimmed, from 1 to 100 characters. */
export const favouriteRequestSchema = v.looseObject({
  ma_vt: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
});
