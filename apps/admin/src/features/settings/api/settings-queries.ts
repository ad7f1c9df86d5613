import type { SettingsKind } from '@shop/domain/console';
import { queryOptions } from '@tanstack/react-query';
import { getConsoleApi, getShopApi } from '@/lib/api';

/** The settings' server data, one key tree (settings → list/company/footer). */
export const settingsQueries = {
  all: () => ['settings'] as const,
  list: <K extends SettingsKind>(kind: K) =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'list', kind] as const,
      queryFn: async () => (await getConsoleApi()).settings(kind),
    }),
  company: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'company'] as const,
      queryFn: async () => (await getConsoleApi()).company(),
    }),
  /** The cart reminder's delay and the ZNS templates (decision 064). */
  messages: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'messages'] as const,
      queryFn: async () => (await getConsoleApi()).messageSettings(),
    }),
  /** How long an unpaid transfer or e-wallet order is held, in hours (decision 067). */
  paymentHold: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'payment-hold'] as const,
      queryFn: async () => (await getConsoleApi()).paymentSettings(),
    }),
  /** How many hours after delivery a return may be asked for (issue 33). */
  returns: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'returns'] as const,
      queryFn: async () => (await getConsoleApi()).consoleReturnSettings(),
    }),
  /** Each footer list's links (the owner's, or the first pages) and the pages a link may lead to. */
  footerLinks: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'footer', 'links'] as const,
      queryFn: async () => (await getConsoleApi()).footerLinks(),
    }),
  /** The 34 current provinces (global tinhthanh), for the fee table's choice. */
  provinces: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'provinces'] as const,
      queryFn: async () => (await getShopApi()).listProvinces(),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
