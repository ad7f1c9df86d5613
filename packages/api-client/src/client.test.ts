import { describe, expect, it } from 'vitest';
import { ApiError, messageFromErrorData } from './index.js';
import { useTestShop } from './shop.test-kit.js';

describe('api-client against the real server', () => {
  const { client } = useTestShop();

  it('lists products, typed', async () => {
    const products = await client().listProducts({ limit: 20, sort: { gia_ban_le: 1 } });
    expect(products).toHaveLength(20);
    expect(products[0]?.ma_vt).toBeTruthy();
    expect(products[0]!.gia_ban_le).toBeLessThanOrEqual(products[19]!.gia_ban_le);
  });

  it('filters with a condition and counts', async () => {
    const api = client();
    const tea = await api.listProducts({ q: { ma_nvt: 'tra' }, limit: 100 });
    expect(tea.length).toBeGreaterThan(0);
    expect(tea.every((product) => product.ma_nvt === 'tra')).toBe(true);
    expect(await api.count('dmvt', { ma_nvt: 'tra' })).toBe(tea.length);
  });

  it('keeps the uid the server gave across calls (Node has no cookie jar)', async () => {
    const seen: string[] = [];
    const api = client(undefined, {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        seen.push(response.headers.get('uid') ?? '');
        return response;
      },
    });
    await api.listProducts({ limit: 1 });
    await api.listProducts({ limit: 1 });
    expect(seen[0]).toMatch(/^[0-9a-f]{24}$/);
    expect(seen[1]).toBe(seen[0]);
  });

  it('belongs to no guest when told not to remember one (a server rendering pages for anyone)', async () => {
    const sent: (string | null)[] = [];
    const api = client(undefined, {
      rememberGuest: false,
      fetch: async (input, init) => {
        sent.push(new Request(input, init).headers.get('uid'));
        return fetch(input, init);
      },
    });
    await api.listProducts({ limit: 1 });
    await api.listProducts({ limit: 1 });
    expect(sent).toEqual([null, null]);
  });

  it('normalises errors to the server message', async () => {
    const error = await client('wrong-token-0000000000')
      .listProducts()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
    const bad = await client()
      .list('dmvt', { q: { $where: 'x' } })
      .catch((caught: unknown) => caught);
    expect((bad as ApiError).status).toBe(400);
    expect((bad as ApiError).code).toBe('QUERY_INVALID');
  });
});

describe('messageFromErrorData', () => {
  it('prefers the error data, then message, then error, then the fallback', () => {
    expect(messageFromErrorData({ data: { message: 'from data' }, message: 'm' }, 'f')).toBe('from data');
    expect(messageFromErrorData({ data: 'text data', message: 'm' }, 'f')).toBe('text data');
    expect(messageFromErrorData({ message: 'm', error: 'e' }, 'f')).toBe('m');
    expect(messageFromErrorData({ error: 'e' }, 'f')).toBe('e');
    expect(messageFromErrorData('plain', 'f')).toBe('plain');
    expect(messageFromErrorData(undefined, 'f')).toBe('f');
    expect(messageFromErrorData({ message: '  ' }, 'f')).toBe('f');
  });
});
