import { useLingui } from '@lingui/react/macro';
import { ApiError, type DraftChoices, type OrderReply } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { getApiClient } from '../../../lib/api';
import { notifyCheckout } from '../../../ui/toast';
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
  return useMutation({
    mutationFn: async (choices: DraftChoices): Promise<OrderReply> => {
      if (!draftId) throw new Error('no draft to update');
      const turn = ++sequence.current;
      const reply = await (await getApiClient()).updateDraft(draftId, choices);
      if (turn === sequence.current)
        queryClient.setQueryData(checkoutQueries.draft().queryKey, keptDraft(reply));
      return reply;
    },
    onError: (error) =>
      notifyCheckout(
        'info',
        error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
      ),
  });
}
