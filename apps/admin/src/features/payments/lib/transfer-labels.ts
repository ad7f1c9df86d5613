import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BankTransferOutcome, BankTransferProvider } from '@shop/domain/payments';

/** What happened to a bank notification, in the console's words. */
export const OUTCOME_LABELS: Readonly<Record<BankTransferOutcome, MessageDescriptor>> = {
  paid: msg`Đã thanh toán đơn`,
  part: msg`Trả một phần`,
  unmatched: msg`Chưa khớp đơn`,
  'refund-due': msg`Cần hoàn tiền`,
  outgoing: msg`Tiền ra`,
  'not-ours': msg`Không phải của shop`,
};

export const PROVIDER_NAMES: Readonly<Record<BankTransferProvider, string>> = {
  sepay: 'SePay',
  casso: 'Casso',
};
