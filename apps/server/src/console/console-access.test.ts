import { consoleAreasOf } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing.js';
import { type ConsoleKit, startConsoleKit, type Who } from './console.test-kit.js';

/** Console routes open to everybody on purpose: the owner setup, guarded by its one-time token. */
const PUBLIC = new Set([
  'GET /api/:idApp/console/setup',
  'POST /api/:idApp/console/setup',
  // Accepting a staff invitation, guarded by its single-use token.
  'GET /api/:idApp/console/invite',
  'POST /api/:idApp/console/invite',
]);
/** Routes of areas staff may not use (console-access.ts of the domain). */
const OWNER_ONLY = new Set([
  'GET /api/:idApp/console/team',
  'GET /api/:idApp/console/invitations',
  'POST /api/:idApp/console/invitations',
  'POST /api/:idApp/console/invitations/:id/revoke',
  'POST /api/:idApp/console/team/:id/revoke',
  // The low-stock threshold is one of the shop's settings.
  'POST /api/:idApp/console/stock/settings',
  'POST /api/:idApp/console/team/:id/rights',
  // Settings (fees, free shipping, carriers, payment methods, company, footer).
  'GET /api/:idApp/console/settings/company',
  'PUT /api/:idApp/console/settings/company',
  'GET /api/:idApp/console/settings/footer',
  'PUT /api/:idApp/console/settings/footer',
  'GET /api/:idApp/console/settings/footer/links',
  'PUT /api/:idApp/console/settings/footer/links',
  'GET /api/:idApp/console/settings/payment-qr',
  'GET /api/:idApp/console/settings/:kind',
  'POST /api/:idApp/console/settings/:kind',
  'PUT /api/:idApp/console/settings/:kind/:id',
  'DELETE /api/:idApp/console/settings/:kind/:id',
]);
/** Routes of the orders area, every console account's base: no right withdraws them (decision 029). */
const BASE = (name: string) =>
  /\/console\/(me|dashboard|orders|orders\/.*|order-filters|history\/:collection\/:id)$/.test(name);
/** Routes of the people areas every console user has (customers, messages, the dashboard). */
const STAFF_TOO = [
  'GET /api/:idApp/console/dashboard',
  'GET /api/:idApp/console/customers',
  'GET /api/:idApp/console/customers/detail',
  'GET /api/:idApp/console/messages',
  'POST /api/:idApp/console/messages/:id/handled',
  'GET /api/:idApp/console/subscribers',
  'GET /api/:idApp/console/subscribers.csv',
  // News, pages and jobs ('content': staff's by default).
  'GET /api/:idApp/console/content/:kind',
  'GET /api/:idApp/console/content/:kind/:id',
  'POST /api/:idApp/console/content/:kind',
  'PUT /api/:idApp/console/content/:kind/:id',
  'POST /api/:idApp/console/content/:kind/:id/publish',
  'DELETE /api/:idApp/console/content/:kind/:id',
  // The catalogue (issue 14): staff's by default.
  'GET /api/:idApp/console/products',
  'POST /api/:idApp/console/products',
  'GET /api/:idApp/console/products/:id',
  'POST /api/:idApp/console/products/:id',
  'POST /api/:idApp/console/products/:id/duplicate',
  'POST /api/:idApp/console/products/:id/remove',
  'POST /api/:idApp/console/products/:id/restore',
  'GET /api/:idApp/console/catalogue/:kind',
  'POST /api/:idApp/console/catalogue/:kind',
  'POST /api/:idApp/console/catalogue/:kind/order',
  'POST /api/:idApp/console/catalogue/:kind/:id',
  'POST /api/:idApp/console/catalogue/:kind/:id/delete',
  'GET /api/:idApp/console/history/:collection/:id',
  // Schedules (the 'schedules' area).
  'GET /api/:idApp/console/schedules',
  'GET /api/:idApp/console/schedules/:id',
  'GET /api/:idApp/console/schedule-targets',
  'PUT /api/:idApp/console/schedules/:id',
  'POST /api/:idApp/console/schedules/:id/pause',
  'POST /api/:idApp/console/schedules/:id/resume',
  // The catalogue's stock.
  'GET /api/:idApp/console/stock',
  'GET /api/:idApp/console/stock/history',
  'POST /api/:idApp/console/stock/adjust',
  'GET /api/:idApp/console/stock/settings',
  'GET /api/:idApp/console/stock/export.csv',
  'POST /api/:idApp/console/stock/import/preview',
  'POST /api/:idApp/console/stock/import',
  // The promotions area (promotional prices, flash sales, vouchers).
  'GET /api/:idApp/console/promotion-products',
  'GET /api/:idApp/console/promotions',
  'POST /api/:idApp/console/promotions',
  'GET /api/:idApp/console/promotions/:id',
  'PUT /api/:idApp/console/promotions/:id',
  'POST /api/:idApp/console/promotions/:id/end',
  'DELETE /api/:idApp/console/promotions/:id',
  'GET /api/:idApp/console/flash-sales',
  'POST /api/:idApp/console/flash-sales',
  'GET /api/:idApp/console/flash-sales/:id',
  'PUT /api/:idApp/console/flash-sales/:id',
  'POST /api/:idApp/console/flash-sales/:id/end',
  'DELETE /api/:idApp/console/flash-sales/:id',
  'GET /api/:idApp/console/vouchers',
  'POST /api/:idApp/console/vouchers',
  'GET /api/:idApp/console/vouchers/:id',
  'PUT /api/:idApp/console/vouchers/:id',
  'POST /api/:idApp/console/vouchers/:id/disable',
];

describe.each(testBackends())('console access matrix (%s)', (backend) => {
  let kit: ConsoleKit;
  let orderId: string;
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    orderId = (await kit.place())._id;
  }, 60_000);
  afterAll(() => kit?.shop.close());

  const consoleRoutes = () =>
    kit.routes
      // The order feed's stream never ends, which inject() would wait for: its access is checked
      // over HTTP in routes/console-order-events.test.ts.
      .filter((route) => route.url.includes('/console/') && route.method !== 'HEAD')
      .filter((route) => !route.url.endsWith('/console/orders/events'))
      .map((route) => ({ method: String(route.method), url: route.url }));

  /** A route's path with the app, an order and its collection (so1, the orders area) filled in. */
  const pathOf = (url: string) =>
    url
      .replace(':idApp', kit.shop.env.ID_APP)
      .replace(':kind', 'news')
      .replace(':collection', 'so1')
      .replace(':id', orderId);

  it('knows every console route: guarded ones and the two public setup calls', () => {
    const names = consoleRoutes().map((route) => `${route.method} ${route.url}`);
    expect(names.length).toBeGreaterThanOrEqual(11);
    for (const name of [...PUBLIC, ...OWNER_ONLY, ...STAFF_TOO]) expect(names).toContain(name);
  });

  it('refuses guests and shoppers (403), staff on owner-only calls (403), and lets the owner in', async () => {
    const expected: Record<Who, (name: string) => boolean> = {
      guest: () => false,
      customer: () => false,
      staff: (name) => !OWNER_ONLY.has(name),
      owner: () => true,
    };
    for (const route of consoleRoutes()) {
      const name = `${route.method} ${route.url}`;
      if (PUBLIC.has(name)) continue;
      const path = pathOf(route.url);
      for (const who of ['guest', 'customer', 'staff', 'owner'] as const) {
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const body = method === 'POST' || method === 'PUT' ? {} : undefined;
        const reply = await kit.call(kit.callers[who], method, path, body);
        const where = `${name} as ${who}: ${JSON.stringify(reply.body)}`;
        if (expected[who](name)) expect(reply.status, where).not.toBe(403);
        else {
          expect(reply.status, where).toBe(403);
          const code = who === 'staff' ? 'CONSOLE_FORBIDDEN' : 'CONSOLE_LOGIN_REQUIRED';
          expect(reply.body, where).toMatchObject({ error: code });
        }
      }
    }
  });

  it('tells the console who is there and which areas they may use', async () => {
    const staff = await kit.call<{ user: { role: string }; areas: string[] }>(
      kit.callers.staff,
      'GET',
      'console/me',
    );
    expect(staff.body).toMatchObject({ user: { role: 'staff' }, areas: consoleAreasOf('staff') });
    const owner = await kit.call<{ areas: string[] }>(kit.callers.owner, 'GET', 'console/me');
    expect(owner.body.areas).toContain('backup');
  });

  it('refuses a staff member without rights every call but the orders’, and gives them back with the rights', async () => {
    const staffId = (await kit.call<{ user: { _id: string } }>(kit.callers.staff, 'GET', 'console/me')).body
      .user._id;
    const rights = (areas: string[]) =>
      kit.call(kit.callers.owner, 'POST', `console/team/${staffId}/rights`, { areas });
    expect((await rights([])).status).toBe(200);
    try {
      for (const route of consoleRoutes()) {
        const name = `${route.method} ${route.url}`;
        if (PUBLIC.has(name)) continue;
        const method = route.method as 'GET' | 'POST';
        const reply = await kit.call(
          kit.callers.staff,
          method,
          pathOf(route.url),
          method === 'POST' ? {} : undefined,
        );
        const where = `${name} as staff without rights: ${JSON.stringify(reply.body)}`;
        if (BASE(route.url)) expect(reply.status, where).not.toBe(403);
        else expect(reply.body, where).toMatchObject({ error: 'CONSOLE_FORBIDDEN' });
      }
      expect(
        (await kit.call<{ areas: string[] }>(kit.callers.staff, 'GET', 'console/me')).body.areas,
      ).toEqual(['orders']);
    } finally {
      await rights(['customers', 'messages', 'catalogue', 'promotions', 'content', 'schedules']);
    }
    for (const name of STAFF_TOO) {
      const [method, url] = name.split(' ') as ['GET' | 'POST', string];
      const reply = await kit.call(
        kit.callers.staff,
        method,
        pathOf(url),
        method === 'POST' ? {} : undefined,
      );
      expect(reply.status, name).not.toBe(403);
    }
  });

  it('keeps the data layer and backups away from staff', async () => {
    const list = await kit.call(kit.callers.staff, 'GET', 'users');
    expect(list.status).toBe(403);
    const backup = await kit.call(kit.callers.staff, 'POST', `/api/app/backup/${kit.shop.env.ID_APP}`);
    expect(backup.status).toBe(403);
  });
});
