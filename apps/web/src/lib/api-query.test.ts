import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { mockApiClient } from '@/test/api-client';
import * as api from './api';
import { apiQuery, authQuery } from './api-query';

describe('apiQuery', () => {
  it('keeps the key and the settings, and asks the loaded client when the query runs', async () => {
    const myReturns = vi.fn(async () => [{ _id: 'r1' }]);
    mockApiClient({ myReturns });
    const options = apiQuery(['returns', 'mine'], (client) => client.myReturns(), { staleTime: 0 });
    expect(options.queryKey).toEqual(['returns', 'mine']);
    expect(options.staleTime).toBe(0);
    expect(myReturns).not.toHaveBeenCalled();
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual([{ _id: 'r1' }]);
    expect(myReturns).toHaveBeenCalledTimes(1);
  });

  it('takes a call that answers at once (a built address)', async () => {
    mockApiClient({ orderQrUrl: (id: string) => `/api/orders/${id}/qr` });
    const options = apiQuery(['orders', 'qr', 'o1'], (client) => client.orderQrUrl('o1'));
    await expect(new QueryClient().fetchQuery(options)).resolves.toBe('/api/orders/o1/qr');
  });

  it('lets a failed call fail the query', async () => {
    mockApiClient({ listCarriers: async () => Promise.reject(new Error('Lỗi kết nối')) });
    const options = apiQuery(['checkout', 'carriers'], (client) => client.listCarriers(), { retry: false });
    await expect(new QueryClient().fetchQuery(options)).rejects.toThrow('Lỗi kết nối');
  });
});

describe('authQuery', () => {
  it("asks the account calls with the session's tokens", async () => {
    const getUser = vi.fn(async () => ({ email: 'an@example.vn' }));
    // A spy, not a module mock: put back after the test, so the file shares its worker (tooling/vitest).
    const getAuthApi = vi.spyOn(api, 'getAuthApi').mockResolvedValue({ getUser } as unknown as api.AuthApi);
    const options = authQuery(['session', 'user'], (auth) => auth.getUser(), { retry: false });
    expect(options.retry).toBe(false);
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ email: 'an@example.vn' });
    expect(getAuthApi).toHaveBeenCalledWith();
  });
});
