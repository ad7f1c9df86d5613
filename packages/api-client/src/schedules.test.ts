import { startTestShop, type TestShop } from '@shop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, createAuthApi, createTokenStore } from './index.js';

describe('api-client schedule calls against the real server', () => {
  let shop: TestShop;
  let baseUrl: string;

  beforeAll(async () => {
    shop = await startTestShop('pglite', { RATE_LIMIT_LOGIN: '1000' });
    baseUrl = await shop.listen();
  }, 60_000);
  afterAll(() => shop?.close());

  const connect = async (account?: [string, string]) => {
    const store = createTokenStore();
    const api = createApiClient({
      baseUrl,
      idApp: shop.env.ID_APP,
      trustKey: shop.env.TRUST_KEY,
      accessToken: () => store.get() ?? shop.env.PUBLIC_TOKEN,
      getLanguage: () => 'en',
    });
    if (account) await createAuthApi(api.transport, { store, groupId: shop.env.GROUP_ID }).login(...account);
    return api;
  };

  it('creates, lists, reads and deletes schedules as staff; a shopper is refused', async () => {
    const staff = await connect(['nhanvien@example.com', 'NhanVien123']);
    const targets = await staff.console.scheduleTargets();
    const product = targets.products[0];
    expect(product).toBeDefined();
    const runAt = new Date(Date.now() + 3_600_000).toISOString();
    const unpublish = await staff.addSchedule('unpublish', {
      collection: 'dmvt',
      target_id: product?._id ?? '',
      when: { mode: 'once', run_at: runAt },
    });
    expect(unpublish).toMatchObject({ message: 'The schedule is created', schedule: { next_run_at: runAt } });
    const notify = await staff.addNotifySchedule({
      audience: 'customer',
      email: 'khachhang@example.com',
      subject: 'Xin chào',
      message: 'Ưu đãi tuần này',
      when: { mode: 'every', every: 1, unit: 'days', start_at: runAt },
    });
    const list = await staff.console.schedules();
    expect(list.items.map((item) => item._id)).toEqual([notify.schedule._id, unpublish.schedule._id]);
    const detail = await staff.console.schedule(notify.schedule._id);
    expect(detail.runs).toMatchObject([{ status: 'pending', run_at: runAt }]);
    expect(await staff.deleteSchedule(notify.schedule._id)).toEqual({ message: 'The schedule is deleted' });
    expect((await staff.console.schedules()).items).toHaveLength(1);

    const past = await staff
      .addSchedule('publish', {
        collection: 'dmvt',
        target_id: product?._id ?? '',
        when: { mode: 'once', run_at: '2020-01-01T00:00:00Z' },
      })
      .catch((error: unknown) => error);
    expect(past).toBeInstanceOf(ApiError);
    expect((past as ApiError).message).toBe('The time to run has already passed');

    const shopper = await connect(['khachhang@example.com', 'MatKhau123']);
    const refused = await shopper.console.schedules().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
