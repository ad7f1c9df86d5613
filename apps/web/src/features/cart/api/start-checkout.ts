import { useLingui } from '@lingui/react/macro';
import { ApiError, type OrderReply } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { notifyCheckout } from '@/ui/toast';
import { getApiClient } from '@/lib/api';

/** Root key of the checkout drafts (the /checkout page reads the newest LCT draft under it). */
export const CHECKOUT_KEY = ['checkout'] as const;

/** Drafts are tagged with the user's e-mail, or 'public' for a guest (SPEC §6). */
export function draftOwnerTag(email: string | undefined): string {
  return email || 'public';
}

/**
 * SPEC §4 "Checkout": deletes the caller's older LCT drafts, then creates a new draft from the
 * cart. The server also drops older drafts on creating one; deleting them here keeps the spec's
 * sequence for any server.
 */
export async function createCheckoutDraft(): Promise<OrderReply> {
  const client = await getApiClient();
  const userCreated = draftOwnerTag(useSessionStore.getState().user?.email);
  const older = await client.listDrafts(userCreated);
  for (const draft of older) await client.deleteDraft(draft._id);
  return client.createDraft();
}

/**
 * Starting checkout from the mini-cart or the cart page: the draft, then /checkout. A second
 * press while one is running is ignored; a refusal (empty cart, sold out) shows the server's
 * message as an info toast (SPEC §8 "Cart and order action errors").
 */
export function useStartCheckout() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const isRunning = useRef(false);
  const mutation = useMutation({
    mutationFn: createCheckoutDraft,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CHECKOUT_KEY });
      await router.navigate({ href: '/checkout' });
    },
    onError: (error) => {
      notifyCheckout(
        'info',
        error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
      );
    },
    onSettled: () => {
      isRunning.current = false;
    },
  });
  const start = () => {
    // A ref, not isPending: two clicks in the same frame both see isPending false.
    if (isRunning.current) return;
    isRunning.current = true;
    mutation.mutate();
  };
  return { start, isStarting: mutation.isPending };
}
