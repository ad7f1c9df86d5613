import type { OrderLinkParts } from '@shop/api-client';

/**
 * The signed parts of a guest's mail link, read from the address's fragment
 * (`#so_ct=…&het_han=…&chu_ky=…`, decision 046): the fragment never reaches a server, its logs or
 * a Referer. Undefined when the fragment is not such a link.
 */
export function orderLinkFromHash(hash: string): OrderLinkParts | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const soCt = params.get('so_ct');
  const expires = params.get('het_han');
  const signature = params.get('chu_ky');
  if (!soCt || !expires || !signature) return undefined;
  return { so_ct: soCt, het_han: expires, chu_ky: signature };
}
