import type { SettingsKind } from '@shop/domain/console';
import { queryOptions } from '@tanstack/react-query';
import { getShopApi } from '@/lib/api';
import { consoleQuery } from '@/lib/console-query';

const all = ['settings'] as const;

/** The settings' server data, one key tree (settings → list/company/footer). */
export const settingsQueries = {
  all: () => all,
  list: <K extends SettingsKind>(kind: K) =>
    consoleQuery([...all, 'list', kind], (api) => api.settings(kind)),
  company: () => consoleQuery([...all, 'company'], (api) => api.company()),
  /** The cart reminder's delay and the ZNS templates (decision 064). */
  messages: () => consoleQuery([...all, 'messages'], (api) => api.messageSettings()),
  /** How long an unpaid transfer or e-wallet order is held, in hours (decision 067). */
  paymentHold: () => consoleQuery([...all, 'payment-hold'], (api) => api.paymentSettings()),
  /** How many hours after delivery a return may be asked for (issue 33). */
  returns: () => consoleQuery([...all, 'returns'], (api) => api.consoleReturnSettings()),
  /** Each footer list's links (the owner's, or the first pages) and the pages a link may lead to. */
  footerLinks: () => consoleQuery([...all, 'footer', 'links'], (api) => api.footerLinks()),
  /** The 34 current provinces (global tinhthanh), for the fee table's choice. */
  provinces: () =>
    queryOptions({
      queryKey: [...all, 'provinces'] as const,
      queryFn: async () => (await getShopApi()).listProvinces(),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
