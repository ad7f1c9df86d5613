import { describe, expect, it } from 'vitest';
import { useConsoleTestShop } from './console.test-kit.js';

describe('api-client bank transfer calls against the real server', () => {
  const kit = useConsoleTestShop({ RATE_LIMIT_LOGIN: '1000' });

  it('lists an unmatched transfer and marks it not the shop’s', async () => {
    // The local SePay simulator (test mode) reports a transfer whose note names no order.
    const sent = await kit.shop().app.inject({
      method: 'POST',
      url: '/sandbox-gateway/sepay',
      payload: { note: 'chuyen nham tai khoan', amount: 30_000 },
    });
    const id = String(sent.json().sent.id);
    const staff = await kit.connect(['nhanvien@example.com', 'NhanVien123']);
    const listed = (await staff.console.bankTransfers()).items.find((item) => item.transaction_id === id);
    expect(listed).toMatchObject({ provider: 'sepay', outcome: 'unmatched', amount: 30_000 });
    const handled = await staff.console.markBankTransferNotOurs(listed?._id ?? '');
    expect(handled.entry.outcome).toBe('not-ours');
    expect(
      (await staff.console.bankTransfers('not-ours')).items.map((item) => item.transaction_id),
    ).toContain(id);
    const refused = await staff.console
      .assignBankTransfer(listed?._id ?? '', 'DH000001')
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, code: 'TRANSFER_ALREADY_HANDLED' });
  });
});
