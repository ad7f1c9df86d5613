import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { orderQueries } from './order-queries';

/** Confirms the selected orders (each alone on the server); the inbox and the badge refetch. */
export function useBulkConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => (await getConsoleApi()).confirmOrders(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}
