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
 * its rendered pages and cached lists. Never rejects. The writes of the API and the console await
 * it before they reply: the other processes have been sent the change (Redis has passed it on
 * before it answers the PUBLISH) by the time the writer reads again through one of them, which
 * otherwise could still serve its cached list for a moment (two-processes.test.ts).
 */
export function announcePageChange(
  app: FastifyInstance,
  collections: string[],
  ids?: string[],
): Promise<void> {
  return app.signals.publish('pages-changed', { collections, ...(ids ? { ids } : {}) });
}

/** At most one stock announcement in this window, per process. */
export const STOCK_ANNOUNCE_WINDOW_MS = 250;

const stockAnnouncements = new WeakMap<FastifyInstance, { last: number; timer?: NodeJS.Timeout }>();

/**
 * The stock of the products of an order changed (placed, cancelled): product pages show it. The
 * first change in a quarter second is announced at once; the others of that window are announced
 * together at its end, so a product page may show the stock of up to a quarter second before.
 * Each announcement is a Redis publish that every process hears, the publisher too, and drops
 * every product page: once an order, it was a fifth of the Redis work an order costs the server
 * (issue 28, decision 072 addendum "the doubling ANALYZE"); now a few a second whatever the rate.
 */
export function announceStockChange(app: FastifyInstance): void {
  const state = stockAnnouncements.get(app) ?? { last: Number.NEGATIVE_INFINITY };
  stockAnnouncements.set(app, state);
  if (state.timer) return; // the announcement already due tells of this change too
  const announce = () => {
    state.timer = undefined;
    state.last = Date.now();
    announcePageChange(app, ['dmvt']);
  };
  const wait = state.last + STOCK_ANNOUNCE_WINDOW_MS - Date.now();
  if (wait <= 0) announce();
  else state.timer = setTimeout(announce, wait).unref();
}
