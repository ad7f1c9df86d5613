import type { ConsoleOrderReply } from '@shop/domain/console';
import type { RouteOptions } from 'fastify';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_STAFF } from '../accounts/seed-accounts.js';
import { createSession } from '../accounts/sessions.js';
import { findUserByAccount } from '../accounts/users.js';
import {
  buy,
  type Caller,
  type CommerceTestApp,
  callerOf,
  newGuest,
} from '../routes/commerce/commerce.test-kit.js';
import { startedForSuite } from '../suite.test-kit.js';
import { type Backend, startTestShop, type TestShop } from '../testing.js';

export type Who = 'guest' | 'customer' | 'staff' | 'owner';

export interface ConsoleKit extends Pick<CommerceTestApp, 'call'> {
  shop: TestShop;
  base: string;
  /** Every route the app registered (the access matrix walks them all). */
  routes: Pick<RouteOptions, 'method' | 'url'>[];
  callers: Record<Who, Caller>;
  /** A guest's placed order (cash on delivery unless `extra` says otherwise). */
  place(extra?: Record<string, unknown>, line?: { ma_vt: string; sl_xuat: number }): Promise<PlacedRow>;
}

export type PlacedRow = { _id: string; so_ct: string; owner: Caller } & Record<string, unknown>;

/** The owner confirms, hands to GHTK and delivers an order, as the console does; throws on a refusal. */
export async function deliverAsOwner(kit: ConsoleKit, id: string): Promise<void> {
  for (const action of ['confirm', 'ship', 'deliver']) {
    const body = action === 'ship' ? { don_vi_vc: 'GHTK', ma_van_don: `GHTK-${id.slice(-6)}` } : {};
    const reply = await kit.call(kit.callers.owner, 'POST', `console/orders/${id}/${action}`, body);
    if (reply.status !== 200) throw new Error(`${action}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
}

/** An order as the owner's console reads it (GET console/orders/:id). */
export const ownerOrder = (kit: ConsoleKit, id: string) =>
  kit.call<ConsoleOrderReply>(kit.callers.owner, 'GET', `console/orders/${id}`);

/** A new session (its token) of a seeded account, as a login would open. */
export async function sessionOf(shop: TestShop, account: string): Promise<string> {
  const user = await findUserByAccount(shop.db, account);
  if (!user) throw new Error(`${account} was not seeded`);
  return createSession(shop.db, user.id);
}

/** The whole app on a fresh database with the demo customer, staff member and owner logged in. */
export async function startConsoleKit(
  backend: Backend,
  overrides: Record<string, string> = {},
  /** serveWeb: the shop's server-rendered pages too (needs the web build). */
  { serveWeb = false }: { serveWeb?: boolean } = {},
): Promise<ConsoleKit> {
  const routes: ConsoleKit['routes'] = [];
  const shop = await startTestShop(
    backend,
    { RATE_LIMIT_CHECKOUT: '1000', ...overrides },
    { onRoute: (route) => routes.push(route), serveWeb },
  );
  const base = `/api/${shop.env.ID_APP}`;
  const callers: Record<Who, Caller> = {
    guest: newGuest(),
    customer: { ...newGuest(), token: await sessionOf(shop, DEMO_CUSTOMER.email) },
    staff: { ...newGuest(), token: await sessionOf(shop, DEMO_STAFF.email) },
    owner: { ...newGuest(), token: await sessionOf(shop, DEMO_OWNER.email) },
  };
  const kit: ConsoleKit = {
    shop,
    base,
    routes,
    callers,
    call: callerOf(shop.app, base, shop.env.PUBLIC_TOKEN),
    async place(extra = {}, line = { ma_vt: 'CPH-009', sl_xuat: 1 }) {
      const owner = newGuest();
      const placed = await buy(kit, owner, [line], extra);
      if (placed.status !== 200) throw new Error(`place: ${JSON.stringify(placed.body)}`);
      return { ...placed.body, owner };
    },
  };
  return kit;
}

/**
 * The suite's console kit (`startConsoleKit`), started before its tests and closed after.
 * `jobsByTest`: the job loop is left to the tests, which run the passes at the times they say;
 * `prepare`: what the suite sets up in the started shop before its tests.
 */
export function consoleSuite(
  backend: Backend,
  overrides: Record<string, string> = {},
  {
    jobsByTest = false,
    serveWeb = false,
    prepare,
  }: { jobsByTest?: boolean; serveWeb?: boolean; prepare?: (kit: ConsoleKit) => Promise<void> } = {},
): () => ConsoleKit {
  return startedForSuite(
    async () => {
      const env = jobsByTest ? { SCHEDULE_POLL_MS: '3600000', ...overrides } : overrides;
      const kit = await startConsoleKit(backend, env, { serveWeb });
      if (jobsByTest) {
        await kit.shop.app.ready();
        await kit.shop.app.schedules.stop();
      }
      await prepare?.(kit);
      return kit;
    },
    (kit) => kit.shop.close(),
  );
}
