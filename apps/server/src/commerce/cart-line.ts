import type { Doc } from '../db/documents.js';

/** A line of a shopper's cart as stored (collection 'cart'): read by the cart and by its pricing. */
export type CartLineDoc = Doc & { ma_vt: string; sl_xuat: number; thuoc_tinh?: { _id: string } | null };
