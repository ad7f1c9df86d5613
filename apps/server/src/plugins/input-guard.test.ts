import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, RELAXED_LIMITS } from '../accounts/auth.test-kit.js';
import { DEMO_CUSTOMER } from '../accounts/seed-accounts.js';
import { startTestShop, type TestShop } from '../testing.js';
import { findBadText } from './input-guard.js';

// Each holds a NUL or a lone surrogate, at the start, the middle or the end, next to Vietnamese text.
const BAD_TEXTS = [
  '\u0000',
  'Trà\u0000 xanh',
  '\ud800',
  'Cà phê \udfff',
  'a\ud83d',
  '\udc00\ud800x',
  'x\u0000',
];
const TEXT_FIELDS = [
  'ma_vt',
  'dia_chi',
  'name',
  'email',
  'phone',
  'username',
  'password',
  'ten_nguoi_nhan',
  'sdt_nguoi_nhan',
  'xa_phuong',
  'tinh_thanh',
  'ho_ten',
  'noi_dung',
  'ly_do',
  'ma',
  'keyword',
  'q',
];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Route {
  method: string;
  url: string;
}

describe('texts PostgreSQL cannot store', () => {
  let shop: TestShop;
  const routes: Route[] = [];
  const tokens: Record<'guest' | 'customer' | 'admin', string> = { guest: '', customer: '', admin: '' };
  let address = 0;

  beforeAll(async () => {
    shop = await startTestShop(
      'pglite',
      { ...RELAXED_LIMITS, RATE_LIMIT_CHECKOUT: '1000' },
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url });
        },
      },
    );
    tokens.guest = shop.env.PUBLIC_TOKEN;
    const logIn = async (account: string, password: string) =>
      (
        await shop.app.inject({ url: '/auth/local', headers: { authorization: basic(account, password) } })
      ).json().token as string;
    tokens.customer = await logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    tokens.admin = await logIn(RELAXED_LIMITS.ADMIN_EMAIL, RELAXED_LIMITS.ADMIN_PASSWORD);
  });
  afterAll(() => shop?.close());

  /** A concrete path for a route pattern: this app's id, a real collection, a well-formed id. */
  const fill = (url: string, bad?: string) =>
    url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
      if (bad !== undefined) return encodeURIComponent(bad);
      if (name === 'idApp' || name === 'id_app') return shop.env.ID_APP;
      if (name === 'collection') return 'cart';
      return '6650a1b2c3d4e5f6a7b8c9ff';
    });

  /**
   * Every request goes from its own address, so no per-address limit answers before the guard; the
   * token in a header, as the console must send it (a console route refuses one in the address).
   */
  const send = (method: string, url: string, as: keyof typeof tokens, payload?: object) => {
    address += 1;
    const separator = url.includes('?') ? '&' : '?';
    return shop.app.inject({
      method: method as 'GET',
      url: `${url}${separator}trust_key=${shop.env.TRUST_KEY}`,
      headers: { authorization: `Bearer ${tokens[as]}` },
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      ...(payload ? { payload } : {}),
    });
  };
  const expectRefused = (reply: LightMyRequestResponse, where: string) => {
    expect(reply.statusCode, `${where}: ${reply.body}`).toBe(400);
    expect(reply.json().error, where).toBe('TEXT_INVALID');
  };

  it('finds the routes (so a new route is covered without editing this test)', () => {
    const writes = routes.filter((route) => WRITE_METHODS.has(route.method));
    expect(writes.length).toBeGreaterThan(25);
    expect(writes).toContainEqual({ method: 'POST', url: '/api/:idApp/cart' });
  });

  it('refuses them in any field of the body of every write route, for every identity', async () => {
    const writes = routes.filter((route) => WRITE_METHODS.has(route.method));
    for (const [index, route] of writes.entries()) {
      const bad = BAD_TEXTS[index % BAD_TEXTS.length] ?? '\u0000';
      const field = TEXT_FIELDS[index % TEXT_FIELDS.length] ?? 'ma_vt';
      const bodies = [
        { [field]: bad, sl_xuat: 1 },
        { details: [{ ma_vt: 'TRA-001', ghi_chu: { [field]: bad } }] },
        { [`${field}${bad}`]: 'khoá có ký tự lạ' },
      ];
      for (const as of ['guest', 'customer', 'admin'] as const)
        for (const body of bodies)
          expectRefused(
            await send(route.method, fill(route.url), as, body),
            `${route.method} ${route.url} ${as}`,
          );
    }
  });

  it('refuses them in URL params and query values, JSON conditions included, on every route', async () => {
    for (const [index, route] of routes.entries()) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const where = `${route.method} ${route.url}`;
      const payload = WRITE_METHODS.has(route.method) ? {} : undefined;
      const bad = BAD_TEXTS[index % BAD_TEXTS.length] ?? '\u0000';
      const condition = encodeURIComponent(JSON.stringify({ ma_vt: { $in: ['TRA-001', bad] } }));
      expectRefused(
        await send(route.method, `${fill(route.url)}?q=${condition}`, 'customer', payload),
        where,
      );
      expectRefused(await send(route.method, `${fill(route.url)}?keyword=%00`, 'customer', payload), where);
      if (/[:*]/.test(route.url))
        expectRefused(await send(route.method, fill(route.url, 'x\u0000'), 'customer', payload), where);
    }
  });

  it('refuses them in Basic login credentials', async () => {
    for (const account of ['x\u0000@a.vn', 'khong\u0000co', '0987\u0000654321']) {
      const reply = await shop.app.inject({
        url: '/auth/local',
        headers: { authorization: basic(account, 'Sai123456') },
      });
      expectRefused(reply, account);
    }
  });

  it('answers in the language asked for, naming the field', async () => {
    const url = `/api/${shop.env.ID_APP}/ecomuser_address`;
    const vi = await send('POST', url, 'customer', { dia_chi: '12 Hàng Bạc\u0000' });
    expect(vi.json().message).toBe(
      'Dữ liệu có ký tự không hợp lệ (ký tự NUL hoặc ký tự Unicode bị lỗi) ở body dia_chi',
    );
    const en = await send('POST', `${url}?lang=en`, 'customer', { dia_chi: '\ud800' });
    expect(en.json().message).toBe(
      'The data holds an invalid character (a NUL or a broken Unicode character) in body dia_chi',
    );
  });

  it('keeps good texts: emoji (surrogate pairs), Vietnamese and other control-free text pass', () => {
    expect(findBadText({ ten: 'Trà sen 🍵', list: ['Cà phê ☕', { ok: '𝔸' }] })).toBeUndefined();
    expect(findBadText({ ten: ['ok', { sau: 'a\ud800' }] })).toBe('ten.1.sau');
  });
});
