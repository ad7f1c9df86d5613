import { ApiError } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('hands every failed query to onError and does not retry a refusal', async () => {
    const seen: unknown[] = [];
    const client = createQueryClient((error) => seen.push(error));
    let calls = 0;
    const refused = new ApiError('Phiên đăng nhập đã hết hạn', 401, 'TOKEN_INVALID', {});
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: async () => {
          calls += 1;
          throw refused;
        },
        retry: client.getDefaultOptions().queries?.retry,
      })
      .catch(() => undefined);
    expect(seen).toEqual([refused]);
    expect(calls).toBe(1);
  });
});
