import type { CartLineReply } from '@shop/domain/orders';
import type { Transport } from './client.js';
import { documentPath } from './data.js';

/** What adding to the cart sends: the product, its option and a quantity. Prices are the server's. */
export interface AddToCartInput {
  ma_vt: string;
  sl_xuat: number;
  thuoc_tinh?: { _id: string } | null;
  id_app_vt?: string;
}

export type { CartLineReply } from '@shop/domain/orders';

const cartPath = (transport: Transport, id?: string) => documentPath(transport, 'cart', id);

/** GET /api/{id_app}/cart: the caller's lines, repriced (a user also gets this browser's guest lines). */
export function listCart(transport: Transport): Promise<CartLineReply[]> {
  return transport.http.get(cartPath(transport), { searchParams: transport.authParams() }).json();
}

/** POST /api/{id_app}/cart: adds a line, or raises the quantity of the identical line. */
export function addToCart(transport: Transport, input: AddToCartInput): Promise<CartLineReply> {
  return transport.http
    .post(cartPath(transport), { searchParams: transport.authParams(), json: input })
    .json();
}

/** PUT /api/{id_app}/cart/{id} with _id and sl_xuat; the reply holds the quantity the server kept. */
export function updateCartLine(transport: Transport, id: string, sl_xuat: number): Promise<CartLineReply> {
  return transport.http
    .put(cartPath(transport, id), { searchParams: transport.authParams(), json: { _id: id, sl_xuat } })
    .json();
}

/** DELETE /api/{id_app}/cart/{id}; the reply's message is 'Cập nhật giỏ hàng thành công'. */
export function removeCartLine(transport: Transport, id: string): Promise<{ _id: string; message: string }> {
  return transport.http.delete(cartPath(transport, id), { searchParams: transport.authParams() }).json();
}
