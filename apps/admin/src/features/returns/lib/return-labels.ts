import { useLingui } from '@lingui/react/macro';
import type { ReturnReason, ReturnResolution, ReturnStatus } from '@shop/domain/returns';

/** The words of a return's status, reason and resolution in the console's language. */
export function useReturnLabels() {
  const { t } = useLingui();
  const status: Record<ReturnStatus, string> = {
    new: t`Mới`,
    approved: t`Đã duyệt`,
    received: t`Đã nhận hàng`,
    refunded: t`Đã hoàn tiền`,
    exchanged: t`Đã đổi hàng`,
    rejected: t`Từ chối`,
  };
  const reason: Record<ReturnReason, string> = {
    damaged: t`Hàng bị hỏng, vỡ`,
    'wrong-item': t`Giao sai sản phẩm`,
    'not-as-described': t`Không đúng mô tả`,
    expired: t`Hết hạn sử dụng`,
    'changed-mind': t`Không còn nhu cầu`,
    other: t`Lý do khác`,
  };
  const resolution: Record<ReturnResolution, string> = {
    refund: t`Hoàn tiền`,
    exchange: t`Đổi hàng`,
  };
  return { status, reason, resolution };
}

/** The colours of a status pill. */
export const RETURN_STATUS_TONE: Record<ReturnStatus, string> = {
  new: 'bg-guava-50 text-guava-700',
  approved: 'bg-coffee-100 text-coffee-800',
  received: 'bg-leaf-50 text-leaf-800',
  refunded: 'bg-leaf-100 text-leaf-900',
  exchanged: 'bg-leaf-100 text-leaf-900',
  rejected: 'bg-coffee-100 text-coffee-700',
};
