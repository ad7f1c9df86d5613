import { useLingui } from '@lingui/react/macro';
import { type AddressInput, ApiError, type DraftChoices } from '@shop/api-client';
import { messageText } from '@shop/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { getApiClient } from '@/lib/api';
import { saveAddress } from '@/lib/address-book';
import { useLanguageStore } from '@/stores/language-store';
import { notifyCheckout } from '@/ui/toast';
import { alertSearchOf } from '../lib/alert-search';
import { gatewayUrlOf } from '../lib/checkout-choices';
import { checkoutQueries } from './checkout-queries';

export type PlaceOrderInput = {
  draftId: string;
  choices: DraftChoices;
  /** The address to keep in the book first (a guest's, or a user's new one). */
  addressToSave?: AddressInput | undefined;
  isCashOnDelivery: boolean;
  /** Resolves when the draft's pending updates are answered (they must land before placing). */
  whenDraftSettled: () => Promise<unknown>;
};

/**
 * Confirms the draft with status '0' (SPEC §4), then goes to the gateway or to /checkout-alert.
 * A second submission while one is in progress is ignored (`place` returns false for it).
 */
export function usePlaceOrder() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inProgress = useRef(false);

  const mutation = useMutation({
    mutationFn: async ({ draftId, choices, addressToSave, whenDraftSettled }: PlaceOrderInput) => {
      await whenDraftSettled();
      if (addressToSave) {
        // Keeping the address is a convenience: the order goes ahead without it.
        await saveAddress(addressToSave).catch((error: unknown) => console.warn('address not saved', error));
      }
      return (await getApiClient()).placeOrder(draftId, choices);
    },
    onSuccess: async (order, { isCashOnDelivery }) => {
      // The ordered lines left the cart; the draft is an order now (not refetched here: that would
      // start a new draft from the emptied cart before the page is left).
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['addresses'] });
      void queryClient.invalidateQueries({ queryKey: checkoutQueries.all(), refetchType: 'none' });
      // OrderReply's own fields are typed through an index signature (api-client), hence the copy.
      const gatewayUrl = gatewayUrlOf({
        trang_thai: order.trang_thai,
        virtual_payment_client_url: order.virtual_payment_client_url,
      });
      if (gatewayUrl) {
        window.location.assign(gatewayUrl);
        return;
      }
      const isCOD = isCashOnDelivery || order.loai_pt_thanh_toan === 'cod';
      await navigate({
        to: '/checkout-alert',
        search: alertSearchOf(order, isCOD, messageText('ORDER_PLACED', language)),
      });
    },
    onError: (error) => {
      inProgress.current = false;
      notifyCheckout(
        'info',
        error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
      );
      // Stock or a voucher may have changed: show the totals the server has now.
      void queryClient.invalidateQueries({ queryKey: checkoutQueries.draft().queryKey });
    },
  });

  const place = (input: PlaceOrderInput): boolean => {
    if (inProgress.current) return false;
    inProgress.current = true;
    mutation.mutate(input);
    return true;
  };
  return {
    place,
    isPlacing: mutation.isPending || mutation.isSuccess,
    /** True from the click on: later draft updates are moot (the order carries every choice). */
    hasStarted: () => inProgress.current,
  };
}
