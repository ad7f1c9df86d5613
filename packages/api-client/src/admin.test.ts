import { startTestShop, type TestShop, testBackend } from '@shop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, createAuthApi, createTokenStore } from './index.js';

describe('api-client backup and restore against the real server', () => {
  let shop: TestShop;
  let baseUrl: string;

  beforeAll(async () => {
    shop = await startTestShop(testBackend(), { ADMIN_PASSWORD: 'QuanTri123', RATE_LIMIT_LOGIN: '1000' });
    baseUrl = await shop.listen();
  });
  afterAll(() => shop?.close());

  const connectAs = async (account: string, password: string) => {
    const store = createTokenStore();
    const api = createApiClient({
      baseUrl,
      idApp: shop.env.ID_APP,
      trustKey: shop.env.TRUST_KEY,
      accessToken: () => store.get() ?? shop.env.PUBLIC_TOKEN,
    });
    await createAuthApi(api.transport, { store, groupId: shop.env.GROUP_ID }).login(account, password);
    return api;
  };

  it('backs up the app and restores it into an empty one; a customer may do neither', async () => {
    const admin = await connectAs(shop.env.ADMIN_EMAIL, 'QuanTri123');
    const archive = await admin.backupApp();
    expect(archive.id_app).toBe(shop.env.ID_APP);
    expect(archive.documents.filter((row) => row.collection === 'dmvt').length).toBeGreaterThanOrEqual(40);

    const target = 'cccccccccccccccccccccccc';
    const reply = await admin.restoreApp(target, archive);
    expect(reply).toMatchObject({ id_app: target, documents: archive.documents.length });
    expect((await admin.backupApp(target)).documents).toHaveLength(archive.documents.length);
    const again = await admin.restoreApp(target, archive).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).status).toBe(409);

    const customer = await connectAs('khachhang@example.com', 'MatKhau123');
    const refused = await customer.backupApp().catch((error: unknown) => error);
    expect((refused as ApiError).status).toBe(403);
  });
});
