import { randomInt } from 'node:crypto';
import type { BankTransferProvider } from '@shop/domain/payments';
import { cassoSignatureHeader } from './bank-notices.js';

/**
 * The local simulator of the bank-notification services (development and tests, as VNPay's
 * sandbox gateway; DESIGN: each provider has a simulator speaking its documented contract, able
 * to be wrong on purpose). It writes the webhook SePay or Casso would send for a transfer, in
 * their documented body (decisions 050, 051) and with their authentication, for the shop to post
 * to its own webhook route.
 */
export interface SimulatedTransfer {
  /** The transfer note, as the shopper typed it in the banking app. */
  note: string;
  /** Integer VND. */
  amount: number;
  /** Money into the account (the default) or out of it. */
  direction?: 'in' | 'out';
  /** The provider's transaction id; a new one each time when not given (give one to replay). */
  transactionId?: number;
  /** Sent with a wrong key or signature, as a forger would. */
  forged?: boolean;
}

export interface SimulatedWebhook {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** 'YYYY-MM-DD HH:mm:ss' in Vietnam time, as both services write the bank's booking time. */
function vietnamTime(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function simulateWebhook(
  provider: BankTransferProvider,
  transfer: SimulatedTransfer,
  key: string,
  now = new Date(),
): SimulatedWebhook {
  const id = transfer.transactionId ?? randomInt(100_000_000, 999_999_999);
  const isOut = transfer.direction === 'out';
  const usedKey = transfer.forged ? `${key}-forged` : key;
  if (provider === 'sepay') {
    const body = {
      id,
      gateway: 'Vietcombank',
      transactionDate: vietnamTime(now),
      accountNumber: '0123499999',
      code: null,
      content: transfer.note,
      transferType: isOut ? 'out' : 'in',
      transferAmount: transfer.amount,
      accumulated: 0,
      subAccount: null,
      referenceCode: `SIM.${id}`,
      description: `BankAPINotify ${transfer.note}`,
    };
    return { headers: { authorization: `Apikey ${usedKey}` }, body };
  }
  const body = {
    error: 0,
    data: {
      id,
      reference: `SIM${id}`,
      description: transfer.note,
      amount: isOut ? -transfer.amount : transfer.amount,
      runningBalance: 0,
      transactionDateTime: vietnamTime(now),
      accountNumber: '0123499999',
      bankName: 'Vietcombank',
      bankAbbreviation: 'VCB',
      virtualAccountNumber: '',
      virtualAccountName: '',
      counterAccountName: 'NGUYEN VAN A',
      counterAccountNumber: '8888888888',
      counterAccountBankId: '970415',
      counterAccountBankName: 'VietinBank',
    },
  };
  return {
    headers: { 'x-casso-signature': cassoSignatureHeader(body, String(now.getTime()), usedKey) },
    body,
  };
}
