import type { AssignCarrierAddressBody } from '@shop/domain/carriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { consoleQuery } from '@/lib/console-query';

/** While a refresh is planned or running, the card asks again this often. */
export const REFRESH_POLL_MS = 2_000;

/** GHN's address mapping (decision 066 addendum), under ['carrier-addresses']. */
export const addressMappingQuery = () =>
  consoleQuery(['carrier-addresses'], (api) => api.carrierAddresses(), {
    refetchInterval: (query) =>
      ['pending', 'running'].includes(query.state.data?.refresh?.status ?? '') ? REFRESH_POLL_MS : false,
  });

/** GHN's wards of a province whose names contain `q` (for a manual assignment). */
export const carrierWardsQuery = (province: string, q: string) =>
  consoleQuery(['carrier-addresses', 'wards', province, q], (api) => api.carrierWards(province, q), {
    enabled: q.trim().length >= 2,
  });

export function useRefreshAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await getConsoleApi()).refreshCarrierAddresses(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['carrier-addresses'] }),
  });
}

export function useAssignAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssignCarrierAddressBody) => (await getConsoleApi()).assignCarrierAddress(body),
    onSuccess: (reply) => queryClient.setQueryData(['carrier-addresses'], reply),
  });
}
