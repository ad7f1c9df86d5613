import type { Transport } from './client.js';
import { documentPath } from './data.js';

export interface WishlistEntry {
  _id: string;
  ma_vt: string;
  id_vt: string;
  ten_vt: string;
  ten_vt_eng: string;
  picture: string;
  gia_ban_le: number;
  date_created: string;
}

const path = (transport: Transport, id?: string) => documentPath(transport, 'ecomwishlist', id);

export function listWishlist(transport: Transport): Promise<WishlistEntry[]> {
  return transport.http.get(path(transport), { searchParams: transport.authParams() }).json();
}

/** Adds a product by code; adding it twice returns the existing entry. */
export function addToWishlist(transport: Transport, ma_vt: string): Promise<WishlistEntry> {
  return transport.http
    .post(path(transport), { searchParams: transport.authParams(), json: { ma_vt } })
    .json();
}

export function removeFromWishlist(transport: Transport, id: string): Promise<WishlistEntry> {
  return transport.http.delete(path(transport, id), { searchParams: transport.authParams() }).json();
}
