import type { ConsoleActionReply, ConsoleApi } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { orderQueries } from './order-queries';

/** A console action on one order: the reply replaces the order's detail, the inbox refetches. */
export function useOrderAction<TInput>(
  id: string,
  run: (api: ConsoleApi, input: TInput) => Promise<ConsoleActionReply>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => run(await getConsoleApi(), input),
    onSuccess: (reply) => {
      queryClient.setQueryData(orderQueries.detail(id).queryKey, reply);
      void queryClient.invalidateQueries({ queryKey: orderQueries.all(), refetchType: 'active' });
    },
  });
}
