import type { WishlistEntry } from '@shop/api-client';
import { apiQuery } from './api-query';

/** The root of every wishlist query; shared by the wishlist page and the product page's button. */
export const WISHLIST_KEY = ['wishlist'] as const;

const newestFirst = (a: WishlistEntry, b: WishlistEntry) =>
  (Date.parse(b.date_created) || 0) - (Date.parse(a.date_created) || 0);

export const wishlistQueries = {
  all: () => WISHLIST_KEY,
  list: () =>
    apiQuery(
      [...WISHLIST_KEY, 'list'],
      async (client) => [...(await client.listWishlist())].sort(newestFirst),
      {
        staleTime: 0,
      },
    ),
};
