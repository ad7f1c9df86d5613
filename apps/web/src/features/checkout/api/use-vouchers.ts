import { useLingui } from '@lingui/react/macro';
import type { DraftChoices, OrderReply } from '@shop/api-client';
import { messageText } from '@shop/domain/messages';
import { useLanguageStore } from '@/stores/language-store';
import { notifyCheckout } from '@/ui/toast';
import {
  acceptedVouchers,
  isVoucherAdded,
  normaliseVoucherCode,
  voucherOutcome,
} from '../lib/checkout-choices';
import type { useDraftUpdate } from './use-draft-update';

/**
 * Adding and removing vouchers on the draft. The server decides: its reply carries each code's
 * so_tien_giam, or ok false and the message of SPEC §5, which the shopper sees.
 */
export function useVouchers(
  draft: OrderReply,
  update: ReturnType<typeof useDraftUpdate>,
  currentChoices: () => DraftChoices,
) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const codes = acceptedVouchers(draft).map((voucher) => voucher.ma);

  const add = async (typed: string): Promise<string | undefined> => {
    const code = normaliseVoucherCode(typed);
    if (isVoucherAdded(draft, code)) {
      const duplicate = messageText('VOUCHER_DUPLICATE', language);
      notifyCheckout('warning', duplicate);
      return duplicate;
    }
    try {
      const reply = await update.mutateAsync({ ...currentChoices(), evouchers: [...codes, code] });
      const outcome = voucherOutcome(reply, code);
      if (!outcome || outcome.ok === false) {
        const refusal = outcome?.message || messageText('VOUCHER_UNAVAILABLE', language);
        notifyCheckout('error', refusal);
        return refusal;
      }
      notifyCheckout('success', t`Đã áp dụng mã giảm giá ${code}`);
      return undefined;
    } catch {
      // the update's own notice has said what went wrong
      return messageText('VOUCHER_UNAVAILABLE', language);
    }
  };

  const remove = (code: string) => {
    update.mutate(
      { ...currentChoices(), evouchers: codes.filter((kept) => kept !== code) },
      { onSuccess: () => notifyCheckout('success', t`Đã bỏ mã giảm giá ${code}`) },
    );
  };

  return { add, remove };
}
