import { describe, expect, it } from 'vitest';
import { useConsoleTestShop } from './console.test-kit.js';
import { ApiError } from './index.js';

describe('api-client console settings and backup calls against the real server', () => {
  const kit = useConsoleTestShop();
  const connect = (account: [string, string]) => kit.connect(account, 'en');

  it('lists, creates, edits and deletes settings rows; saves the company and the footer order', async () => {
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    const created = await owner.console.createSetting('fees', {
      ten_tinh_thanh: 'Gia Lai',
      tien_phi: 31_000,
    });
    expect(created).toMatchObject({
      item: { ten_tinh_thanh: 'Gia Lai', tien_phi: 31_000 },
      message: 'Settings saved',
    });
    const edited = await owner.console.updateSetting('fees', created.item._id, {
      ten_tinh_thanh: 'Gia Lai',
      tien_phi: 32_000,
    });
    expect(edited.item.tien_phi).toBe(32_000);
    expect((await owner.console.settings('fees')).find((row) => row._id === created.item._id)?.tien_phi).toBe(
      32_000,
    );
    await owner.console.deleteSetting('fees', created.item._id);
    expect((await owner.console.settings('payments')).map((row) => row.loai)).toContain('bank-transfer');
    const { company } = await owner.console.company();
    const saved = await owner.console.saveCompany({ ...company, email: 'lienhe@moclam.vn' });
    expect(saved.company.email).toBe('lienhe@moclam.vn');
    const lists = await owner.console.footerLists();
    const order = lists.policy.map((entry) => entry.nhom).reverse();
    expect(
      (await owner.console.saveFooterOrder({ kind: 'policy', groups: order })).lists.policy[0]?.nhom,
    ).toBe(order[0]);
    const links = await owner.console.footerLinks();
    const own = [{ label: 'Liên hệ', label_en: 'Contact', href: '/lien-he', href_en: '' }];
    const savedLinks = await owner.console.saveFooterLinks({ kind: 'policy', links: own });
    expect(savedLinks).toMatchObject({ custom: { policy: true, guide: false }, links: { policy: own } });
    expect(savedLinks.links.guide).toEqual(links.links.guide);
    const qr = await owner.console.paymentQr('970436', '1036688168');
    expect(qr.type).toContain('image/svg+xml');
    expect(await qr.text()).toMatch(/^<svg|<\?xml/);
  });

  it('downloads a backup file and restores it into an empty app; staff get 403', async () => {
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    const shares: number[] = [];
    const { blob, fileName } = await owner.downloadBackup(undefined, (share) => shares.push(share));
    expect(fileName).toMatch(/^backup-[0-9a-f]{24}-\d{4}-\d{2}-\d{2}\.json$/);
    expect(shares.at(-1)).toBe(blob.size);
    const reply = await owner.restoreFile('5e1ec7ed0000000000000abc', blob);
    expect(reply.documents).toBeGreaterThan(10);
    const again = await owner.restoreFile('5e1ec7ed0000000000000abc', blob).catch((error: unknown) => error);
    expect((again as ApiError).code).toBe('APP_NOT_EMPTY');
    const staff = await connect(['nhanvien@example.com', 'NhanVien123']);
    const refused = await staff.console.settings('fees').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
