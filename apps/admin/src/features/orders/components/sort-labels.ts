import { useLingui } from '@lingui/react/macro';
import type { InboxSort } from '@shop/domain/console';

/** The words for each sort of the inbox. */
export function useSortLabels(): Record<InboxSort, string> {
  const { t } = useLingui();
  return {
    '-ngay_ct': t`Mới nhất trước`,
    ngay_ct: t`Cũ nhất trước`,
    '-t_tt_nt': t`Tổng tiền cao nhất`,
    t_tt_nt: t`Tổng tiền thấp nhất`,
    '-so_ct': t`Mã đơn giảm dần`,
    so_ct: t`Mã đơn tăng dần`,
  };
}
