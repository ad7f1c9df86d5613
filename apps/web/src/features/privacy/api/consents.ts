import type { ConsentChange } from '@shop/domain/privacy';
import { getAuthApi } from '@/lib/api';
import { authQuery } from '@/lib/api-query';

export const consentQueries = {
  all: () => ['consents'] as const,
  /** GET /api/privacy/consents: the logged-in shopper's state of each purpose. */
  mine: () => authQuery([...consentQueries.all(), 'mine'], (auth) => auth.getConsents()),
};

/** POST /api/privacy/consents: one purpose on or off; the reply is every purpose's new state. */
export async function changeConsent(change: ConsentChange) {
  return (await getAuthApi()).setConsent(change);
}

/** POST /api/privacy/zalo-messages: receive or stop the shop's Zalo messages; the reply as above. */
export async function changeZaloMessages(on: boolean) {
  return (await getAuthApi()).setZaloMessages(on);
}
