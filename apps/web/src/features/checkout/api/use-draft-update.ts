import { useLingui } from '@lingui/react/macro';
import { ApiError, type DraftChoices, type OrderReply } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { getApiClient } from '@/lib/api';
import { notifyCheckout } from '@/ui/toast';
import { keptDraft } from '../lib/checkout-choices';
import { checkoutQueries } from './checkout-queries';

/**
 * PUT so1/{id} with the shopper's choices; the reply's totals replace the draft's in the cache.
 * Replies can come back out of order when choices change quickly: only the newest one is kept.
 */
export function useDraftUpdate(draftId: string | undefined) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const sequence = useRef(0);
  const inFlight = useRef(new Set<Promise<unknown>>());
  const mutation = useMutation({
    mutationFn: async (choices: DraftChoices): Promise<OrderReply> => {
      if (!draftId) throw new Error('no draft to update');
      const turn = ++sequence.current;
      const call = getApiClient().then((client) => client.updateDraft(draftId, choices));
      inFlight.current.add(call);
      try {
        const reply = await call;
        if (turn === sequence.current)
          queryClient.setQueryData(checkoutQueries.draft().queryKey, keptDraft(reply));
        return reply;
      } finally {
        inFlight.current.delete(call);
      }
    },
    onError: (error) =>
      notifyCheckout(
        'info',
        error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
      ),
  });
  /**
   * Resolves once every update sent so far has been answered: placing waits for it, or the server
   * could place first and then refuse the late update of a draft that has become an order.
   */
  const whenSettled = () => Promise.allSettled([...inFlight.current]);
  return { ...mutation, whenSettled };
}
