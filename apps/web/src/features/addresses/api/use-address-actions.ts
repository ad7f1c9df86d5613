import { useLingui } from '@lingui/react/macro';
import { type AddressInput, ApiError } from '@shop/api-client';
import { messageText } from '@shop/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import { addressQueries, saveAddress } from '@/lib/address-book';
import { useLanguageStore } from '@/stores/language-store';
import { notifyAccount } from '@/ui/toast';

/**
 * Saving and deleting addresses. The list is fetched again after each, so the page shows the
 * default flags as the server decided them (a saved default unsets the others).
 */
export function useAddressActions() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressQueries.all() });
  const failure = (error: unknown) =>
    notifyAccount(
      'error',
      error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
    );

  const save = useMutation({
    mutationFn: (address: AddressInput) => saveAddress(address),
    onSuccess: () => {
      notifyAccount('success', t`Đã lưu địa chỉ`);
      return refresh();
    },
    onError: failure,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => (await getApiClient()).deleteAddress(id),
    onSuccess: (reply) => {
      notifyAccount('success', reply.message || messageText('ADDRESS_DELETED', language));
      return refresh();
    },
    onError: failure,
  });
  return { save, remove };
}
