import { type ConsoleArea, consoleAreasOf, GRANTABLE_AREAS } from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTUP_TIMEOUT_MS } from '../suite.test-kit.js';
import { testBackends } from '../testing.js';
import { type ConsoleKit, startConsoleKit, type Who } from './console.test-kit.js';

type GrantableArea = Exclude<ConsoleArea, 'orders' | 'settings' | 'staff' | 'backup' | 'privacy'>;

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
  // Publishing reviews at once and the word filter list (decision 047).
  'PUT /api/:idApp/console/reviews/settings',
  'POST /api/:idApp/console/team/:id/rights',
  // Settings (fees, free shipping, carriers, payment methods, company, footer).
  'GET /api/:idApp/console/settings/company',
  'PUT /api/:idApp/console/settings/company',
  'GET /api/:idApp/console/settings/footer',
  'PUT /api/:idApp/console/settings/footer',
  'GET /api/:idApp/console/settings/footer/links',
  'PUT /api/:idApp/console/settings/footer/links',
  'GET /api/:idApp/console/settings/payment-qr',
  // The hold of unpaid orders (issue 30, decision 067).
  'GET /api/:idApp/console/settings/payment-hold',
  'POST /api/:idApp/console/settings/payment-hold',
  // The cart reminder's delay and the ZNS template ids (decision 064).
  'GET /api/:idApp/console/settings/messages',
  'PUT /api/:idApp/console/settings/messages',
  // The return window (decision 077).
  'GET /api/:idApp/console/settings/returns',
  'PUT /api/:idApp/console/settings/returns',
  'GET /api/:idApp/console/settings/:kind',
  'POST /api/:idApp/console/settings/:kind',
  'PUT /api/:idApp/console/settings/:kind/:id',
  'DELETE /api/:idApp/console/settings/:kind/:id',
  // GHN's address mapping: its summary, refresh and manual assignments (decision 066), in settings.
  'GET /api/:idApp/console/carriers/ghn/addresses',
  'POST /api/:idApp/console/carriers/ghn/addresses/refresh',
  'GET /api/:idApp/console/carriers/ghn/wards',
  'POST /api/:idApp/console/carriers/ghn/addresses',
  // The personal-data requests inbox (decision 063).
  'GET /api/:idApp/console/data-requests',
  'POST /api/:idApp/console/data-requests',
  'POST /api/:idApp/console/data-requests/:id/done',
]);
/** Routes of the orders area, every console account's base: no right withdraws them (decision 029). */
const BASE = (name: string) =>
  !name.endsWith('/orders/:id/refund') &&
  !name.endsWith('/orders/:id/bank-refunds') &&
  /\/console\/(me|dashboard|orders|orders\/.*|order-filters|history\/:collection\/:id|bank-transfers|bank-transfers\/:id\/(assign|not-ours)|payments|payments\/export|einvoices|einvoices\/export|einvoices\/:id\/reissue|returns|returns\/:id|returns\/:id\/(approve|receive|exchange|reject)|carriers\/ghn\/stations)$/.test(
    name,
  );
/**
 * The routes of each area the owner grants (console-access.ts of the domain): with OWNER_ONLY, BASE
 * and PUBLIC, every console route, and the SPEC's schedule paths (the matrix below checks that none
 * is left out).
 */
const AREA_ROUTES: Record<GrantableArea, string[]> = {
  customers: ['GET /api/:idApp/console/customers', 'GET /api/:idApp/console/customers/detail'],
  // Contact messages and the newsletter's subscribers.
  messages: [
    'GET /api/:idApp/console/messages',
    'POST /api/:idApp/console/messages/:id/handled',
    'POST /api/:idApp/console/messages/:id/reply',
    'GET /api/:idApp/console/subscribers',
    'GET /api/:idApp/console/subscribers.csv',
  ],
  // News, pages and jobs.
  content: [
    'GET /api/:idApp/console/content/:kind',
    'GET /api/:idApp/console/content/:kind/:id',
    'POST /api/:idApp/console/content/:kind',
    'PUT /api/:idApp/console/content/:kind/:id',
    'POST /api/:idApp/console/content/:kind/:id/publish',
    'DELETE /api/:idApp/console/content/:kind/:id',
  ],
  // The catalogue (issue 14) and its stock.
  catalogue: [
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
    'GET /api/:idApp/console/stock',
    'GET /api/:idApp/console/stock/history',
    'POST /api/:idApp/console/stock/adjust',
    'GET /api/:idApp/console/stock/settings',
    'GET /api/:idApp/console/stock/export.csv',
    'POST /api/:idApp/console/stock/import/preview',
    'POST /api/:idApp/console/stock/import',
    // Reviews' moderation (decision 047).
    'GET /api/:idApp/console/reviews',
    'POST /api/:idApp/console/reviews/:id',
    'GET /api/:idApp/console/reviews/settings',
  ],
  // Promotional prices, flash sales, vouchers.
  promotions: [
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
  ],
  // Schedules: the console's calls and the SPEC's paths. A change also needs its target's area.
  // Money back to a shopper (issue 30): held only when the owner grants it.
  refund: [
    'POST /api/:idApp/console/orders/:id/refund',
    'POST /api/:idApp/console/orders/:id/bank-refunds',
    // A return's refund moves money too (decision 077): the same right.
    'POST /api/:idApp/console/returns/:id/refund',
  ],
  schedules: [
    'GET /api/:idApp/console/schedules',
    'GET /api/:idApp/console/schedules/:id',
    'GET /api/:idApp/console/schedule-targets',
    'PUT /api/:idApp/console/schedules/:id',
    'POST /api/:idApp/console/schedules/:id/pause',
    'POST /api/:idApp/console/schedules/:id/resume',
    'POST /api/schedule/add/notify',
    'POST /api/schedule/add/:type',
    'GET /api/schedule/delete/:id',
  ],
};
/** Routes every staff member with the default rights may use. */
const STAFF_TOO = ['GET /api/:idApp/console/dashboard', ...Object.values(AREA_ROUTES).flat()];
/** What staff hold only once the owner grants it (domain OWNER_DEFAULT_AREAS): not by default. */
const NOT_BY_DEFAULT = new Set(AREA_ROUTES.refund);

/**
 * What a schedule route refuses a staff member holding only the schedules area, with a body that
 * names a target (decision 038): a mail needs the customers area, a product's schedule the catalogue.
 */
const SCHEDULE_TARGET_REFUSAL: Record<string, string> = {
  'POST /api/schedule/add/notify': 'SCHEDULE_CUSTOMERS_FORBIDDEN',
  'POST /api/schedule/add/:type': 'SCHEDULE_CATALOGUE_FORBIDDEN',
  'PUT /api/:idApp/console/schedules/:id': 'SCHEDULE_CATALOGUE_FORBIDDEN',
  'POST /api/:idApp/console/schedules/:id/pause': 'SCHEDULE_CATALOGUE_FORBIDDEN',
  'POST /api/:idApp/console/schedules/:id/resume': 'SCHEDULE_CATALOGUE_FORBIDDEN',
  'GET /api/schedule/delete/:id': 'SCHEDULE_CATALOGUE_FORBIDDEN',
};

describe.each(testBackends())('console access matrix (%s)', (backend) => {
  let kit: ConsoleKit;
  let orderId: string;
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
    orderId = (await kit.place())._id;
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => kit?.shop.close());

  const consoleRoutes = () =>
    kit.routes
      // The order feed's stream never ends, which inject() would wait for: its access is checked
      // over HTTP in routes/console-order-events.test.ts.
      .filter(
        (route) =>
          (route.url.includes('/console/') || route.url.startsWith('/api/schedule/')) &&
          route.method !== 'HEAD',
      )
      .filter((route) => !route.url.endsWith('/console/orders/events'))
      .map((route) => ({ method: String(route.method), url: route.url }));

  /** A route's path with the app, an order and its collection (so1, the orders area) filled in. */
  const pathOf = (url: string) =>
    url
      .replace(':idApp', kit.shop.env.ID_APP)
      .replace(':kind', 'news')
      .replace(':type', 'unpublish')
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
      staff: (name) => !OWNER_ONLY.has(name) && !NOT_BY_DEFAULT.has(name),
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
    for (const name of STAFF_TOO.filter((item) => !NOT_BY_DEFAULT.has(item))) {
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

  it('gives each single-area staff member that area’s routes and the orders’, and schedules only with their targets’ areas', async () => {
    const staffId = (await kit.call<{ user: { _id: string } }>(kit.callers.staff, 'GET', 'console/me')).body
      .user._id;
    const rights = async (areas: string[]) =>
      expect(
        (await kit.call(kit.callers.owner, 'POST', `console/team/${staffId}/rights`, { areas })).status,
      ).toBe(200);
    const [product] = await kit.shop.db.query<{ id: string }>(
      `SELECT id FROM documents WHERE id_app = $1 AND collection = 'dmvt' ORDER BY id LIMIT 1`,
      [kit.shop.env.ID_APP],
    );
    const when = { mode: 'once', run_at: new Date(Date.now() + 30 * 86_400_000).toISOString() };
    const unpublish = { collection: 'dmvt', target_id: product?.id.trim(), when };
    const owned = await kit.call<{ schedule: { _id: string } }>(
      kit.callers.owner,
      'POST',
      '/api/schedule/add/unpublish',
      unpublish,
    );
    expect(owned.status).toBe(200);
    const scheduleId = owned.body.schedule._id;
    /** The body of a write: a real target for the schedule routes, else empty. */
    const bodyOf = (name: string): object => {
      if (name === 'POST /api/schedule/add/notify')
        return { audience: 'subscribers', subject: 'Thư', message: 'Nội dung', when };
      if (name === 'POST /api/schedule/add/:type') return unpublish;
      if (name === 'PUT /api/:idApp/console/schedules/:id') return { type: 'unpublish', ...unpublish };
      return {};
    };
    const areaOf = (name: string, url: string): string | undefined => {
      if (BASE(url)) return 'orders';
      if (OWNER_ONLY.has(name)) return 'owner';
      return Object.entries(AREA_ROUTES).find(([, names]) => names.includes(name))?.[0];
    };
    const routes = consoleRoutes()
      .map((route) => ({ ...route, name: `${route.method} ${route.url}` }))
      .filter((route) => !PUBLIC.has(route.name));
    // Every console route has its area here.
    expect(routes.filter((route) => areaOf(route.name, route.url) === undefined).map((r) => r.name)).toEqual(
      [],
    );
    try {
      for (const area of GRANTABLE_AREAS) {
        await rights([area]);
        for (const route of routes) {
          const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
          const url = route.url.replace(':idApp', kit.shop.env.ID_APP);
          const path = (url.includes('schedule') ? url.replace(':id', scheduleId) : url)
            .replace(':kind', 'news')
            .replace(':type', 'unpublish')
            .replace(':id', orderId);
          const body = method === 'POST' || method === 'PUT' ? bodyOf(route.name) : undefined;
          const reply = await kit.call(kit.callers.staff, method, path, body);
          const where = `${route.name} as staff with only ${area}: ${JSON.stringify(reply.body)}`;
          const routeArea = areaOf(route.name, route.url);
          if (routeArea !== 'orders' && routeArea !== area)
            expect(reply.body, where).toMatchObject({ error: 'CONSOLE_FORBIDDEN' });
          else if (SCHEDULE_TARGET_REFUSAL[route.name])
            expect(reply, where).toMatchObject({
              status: 403,
              body: { error: SCHEDULE_TARGET_REFUSAL[route.name] },
            });
          else expect(reply.status, where).not.toBe(403);
        }
      }
    } finally {
      await rights(['customers', 'messages', 'catalogue', 'promotions', 'content', 'schedules']);
    }
    // The owner's schedule is as it was: planned, not paused, not deleted.
    const detail = await kit.call<{ schedule: { paused?: boolean; next_run_at: string | null } }>(
      kit.callers.owner,
      'GET',
      `console/schedules/${scheduleId}`,
    );
    expect(detail.body.schedule).toMatchObject({ next_run_at: when.run_at });
    expect(detail.body.schedule.paused).toBeUndefined();
    await kit.call(kit.callers.owner, 'GET', `/api/schedule/delete/${scheduleId}`);
  });

  it('keeps the data layer and backups away from staff', async () => {
    const list = await kit.call(kit.callers.staff, 'GET', 'users');
    expect(list.status).toBe(403);
    const backup = await kit.call(kit.callers.staff, 'POST', `/api/app/backup/${kit.shop.env.ID_APP}`);
    expect(backup.status).toBe(403);
  });
});
