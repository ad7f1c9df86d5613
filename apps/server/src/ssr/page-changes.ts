import type { FastifyInstance } from 'fastify';
import { accessRuleFor } from '../access.js';

/**
 * Whether a public page may show documents of `collection`: the public ones (products, prices,
 * promotions, news, pages, product lines…) and the administrators' own (settings, company record).
 * A shopper's collections (cart, orders, addresses, wishlist) and the create-only ones (contact,
 * subscription) never show on a public page: their writes leave the page cache alone.
 */
export function pagesShow(collection: string): boolean {
  const rule = accessRuleFor(collection);
  return rule === 'public' || rule === 'admin';
}

/**
 * Tells every server process that what public pages show changed (decision 022): each one drops
 * its rendered pages. Never throws and is not awaited by the caller's reply.
 */
export function announcePageChange(app: FastifyInstance, collections: string[], ids?: string[]): void {
  void app.signals.publish('pages-changed', { collections, ...(ids ? { ids } : {}) });
}

/** The stock of the products of an order changed (placed, cancelled): product pages show it. */
export function announceStockChange(app: FastifyInstance): void {
  announcePageChange(app, ['dmvt']);
}
