import { t } from '@lingui/core/macro';
import { ApiError } from '@shop/api-client';
import { notify, notifyCheckout } from '@/ui/toast';

/** 'Số lượng bạn chọn lớn hơn sản phẩm tồn kho' once, however many times plus is pressed at the cap. */
export function notifyAboveStock(message?: string) {
  return notify(message || t`Số lượng bạn chọn lớn hơn sản phẩm tồn kho`, {
    type: 'warning',
    kind: 'checkout',
    id: 'cart-above-stock',
  });
}

/** SPEC §8: cart action errors show an info notice with the error's message. */
export function notifyCartError(error: unknown) {
  return notifyCheckout(
    'info',
    error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
  );
}
