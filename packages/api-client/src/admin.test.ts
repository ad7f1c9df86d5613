import { describe, expect, it } from 'vitest';
import { ApiError } from './index.js';
import { useTestShop } from './shop.test-kit.js';

describe('api-client backup and restore against the real server', () => {
  const kit = useTestShop({ ADMIN_PASSWORD: 'QuanTri123', RATE_LIMIT_LOGIN: '1000' });

  it('backs up the app and restores it into an empty one; a customer may do neither', async () => {
    const { env } = kit.shop();
    const admin = await kit.connect([env.ADMIN_EMAIL, 'QuanTri123']);
    const archive = await admin.backupApp();
    expect(archive.id_app).toBe(env.ID_APP);
    expect(archive.documents.filter((row) => row.collection === 'dmvt').length).toBeGreaterThanOrEqual(40);

    const target = 'cccccccccccccccccccccccc';
    const reply = await admin.restoreApp(target, archive);
    expect(reply).toMatchObject({ id_app: target, documents: archive.documents.length });
    expect((await admin.backupApp(target)).documents).toHaveLength(archive.documents.length);
    const again = await admin.restoreApp(target, archive).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).status).toBe(409);

    const customer = await kit.connect(['khachhang@example.com', 'MatKhau123']);
    const refused = await customer.backupApp().catch((error: unknown) => error);
    expect((refused as ApiError).status).toBe(403);
  });
});
