import type { FastifyInstance } from 'fastify';

// Examples of the providers' documentation, shared by the adapter and route tests.

/**
 * Casso's own example (decision 051): the webhook body, checksum key and X-Casso-Signature printed
 * with its signature-verification samples (the same values in its PHP, Node.js, Python, Go, Java
 * and C# samples).
 */
export const CASSO_EXAMPLE = {
  body: {
    error: 0,
    data: {
      id: 0,
      reference: 'MA_GIAO_DICH_THU_NGHIEM',
      description: 'giao dich thu nghiem',
      amount: 599000,
      runningBalance: 25000000,
      transactionDateTime: '2024-10-03 15:06:37',
      accountNumber: '88888888',
      bankName: 'VPBank',
      bankAbbreviation: 'VPB',
      virtualAccountNumber: '',
      virtualAccountName: '',
      counterAccountName: 'NGUYEN VAN A',
      counterAccountNumber: '8888888888',
      counterAccountBankId: '970415',
      counterAccountBankName: 'VietinBank',
    },
  },
  checksumKey: 'mgExMrjj4i7a1p8Cs6LmFbpCd8lbw4sSX4LZXPag7TKazeIogtR90tvWYTkwQbvs',
  header:
    't=1727948258788,v1=ed0a4bd2e826d5cb69988cdb141e6c1a080e21f3b57eb72cd78192220042b9e7dde0868fc667faea8e224900fa7904e7c88dfa098032fb2d6b6996856e8b7ff3',
};

/** SePay's documented webhook body (decision 050: developer.sepay.vn, "Integrate webhook"). */
export const SEPAY_EXAMPLE = {
  id: 92704,
  gateway: 'Vietcombank',
  transactionDate: '2023-03-25 14:02:37',
  accountNumber: '0123499999',
  code: null,
  content: 'payment content',
  transferType: 'in',
  transferAmount: 2277000,
  accumulated: 19077000,
  subAccount: null,
  referenceCode: 'MBVCB.3278907687',
  description: '',
};

/**
 * A transfer the local SePay simulator reports (test mode: no key set), answered as SePay expects;
 * returns the simulator's transaction id.
 */
export async function simulateSepayTransfer(
  app: FastifyInstance,
  note: string,
  amount: number,
): Promise<string> {
  const reply = (
    await app.inject({ method: 'POST', url: '/sandbox-gateway/sepay', payload: { note, amount } })
  ).json<{ replies: unknown; sent: { id: unknown } }>();
  if (JSON.stringify(reply.replies) !== JSON.stringify([{ status: 200, body: { success: true } }]))
    throw new Error(`SePay simulator: ${JSON.stringify(reply)}`);
  return String(reply.sent.id);
}
