import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DEMO_OWNER } from '../accounts/seed-accounts.js';
import { createSession } from '../accounts/sessions.js';
import { findUserByAccount } from '../accounts/users.js';
import {
  ADDRESS,
  COD,
  type Caller,
  callerOf,
  type CommerceTestApp,
  newGuest,
} from '../routes/commerce/commerce.test-kit.js';
import { startedForSuite } from '../suite.test-kit.js';
import { type Backend, startTestShop, type TestShop } from '../testing.js';
import type { Database } from '../db/database.js';
import { createMailDelivery, type DeliveryOptions } from './delivery.js';
import { listOutbox, type OutboxEntry } from './outbox.js';

export interface MailKit extends Pick<CommerceTestApp, 'call'> {
  shop: TestShop;
  owner: Caller;
  /**
   * A guest (or `as`, a signed-in caller) adds one line, drafts and places (cash on delivery unless
   * `extra` says otherwise), the request in `lang`.
   */
  place(
    extra?: Record<string, unknown>,
    lang?: 'vi' | 'en',
    as?: Caller,
  ): Promise<{ status: number; body: PlacedReply }>;
  /** The outbox rows of one order, oldest first. */
  mailsOf(orderId: string): Promise<OutboxEntry[]>;
}

export type PlacedReply = { _id: string; so_ct: string; owner: Caller } & Record<string, unknown>;

/**
 * The whole shop on a fresh database, the owner logged in, its delivery loop stopped so each test
 * runs the rounds itself with `shop.app.mail.deliverDue(now)`.
 */
export async function startMailKit(
  backend: Backend,
  overrides: Record<string, string> = {},
): Promise<MailKit> {
  const shop = await startTestShop(backend, {
    RATE_LIMIT_CHECKOUT: '1000',
    MAIL_POLL_MS: '3600000',
    ...overrides,
  });
  await shop.app.ready();
  await shop.app.mail.stop();
  const ownerUser = await findUserByAccount(shop.db, DEMO_OWNER.email);
  if (!ownerUser) throw new Error('the demo owner was not seeded');
  const call = callerOf(shop.app, `/api/${shop.env.ID_APP}`, shop.env.PUBLIC_TOKEN);
  return {
    shop,
    call,
    owner: { ...newGuest(), token: await createSession(shop.db, ownerUser.id) },
    async place(extra = {}, lang = 'vi', as = newGuest()) {
      const owner = as;
      await call(owner, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 2 });
      const draft = await call<{ _id: string }>(owner, 'POST', 'so1', { trang_thai: 'LCT' });
      const placed = await call<PlacedReply>(owner, 'PUT', `so1/${draft.body._id}?lang=${lang}`, {
        ...ADDRESS,
        pt_thanh_toan: COD,
        ...extra,
        trang_thai: '0',
      });
      return { status: placed.status, body: { ...placed.body, owner } };
    },
    async mailsOf(orderId) {
      return (await listOutbox(shop.db, 1000)).filter((entry) => entry.order_id === orderId).reverse();
    },
  };
}

export interface TestSmtp {
  url: string;
  /** Every message accepted, parsed, in order of arrival. */
  received: ParsedMail[];
  /** Messages refused so far. */
  refused: number;
  /** Connections the server accepted so far. */
  connections: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port (smtp-server, no TLS, no login) that answers the first
 * `refuseFirst` messages with 451 (try again later) and accepts every one after.
 */
export async function startTestSmtp(refuseFirst = 0): Promise<TestSmtp> {
  const smtp: Omit<TestSmtp, 'url' | 'close'> = { received: [], refused: 0, connections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      smtp.connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (smtp.refused < refuseFirst) {
          smtp.refused += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks), { keepCidLinks: true }).then((parsed) => {
          smtp.received.push(parsed);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(smtp, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * The suite's mail kit sending to its own test SMTP server (which refuses the first `refuseFirst`
 * messages), both started before its tests and closed after; `kit()` and `smtp()` read them.
 */
export function smtpMailSuite(backend: Backend, overrides: Record<string, string> = {}, refuseFirst = 0) {
  const started = startedForSuite(
    async () => {
      const smtp = await startTestSmtp(refuseFirst);
      try {
        return { smtp, kit: await startMailKit(backend, { SMTP_URL: smtp.url, ...overrides }) };
      } catch (error) {
        await smtp.close();
        throw error;
      }
    },
    async ({ smtp, kit }) => {
      await kit.shop.close();
      await smtp.close();
    },
  );
  return { kit: () => started().kit, smtp: () => started().smtp };
}

/**
 * A delivery loop of `shop`'s channels over `db` (another connection stands for another process),
 * that never polls by itself: the test calls `deliverDue`. `options` add to or change the defaults.
 */
export function testDeliveryLoop(shop: TestShop, db: Database, options: Partial<DeliveryOptions> = {}) {
  return createMailDelivery(db, {
    idApp: shop.env.ID_APP,
    channels: shop.app.channels.byKind,
    log: shop.app.log,
    logsText: false,
    retryMs: 60_000,
    maxAttempts: 3,
    pollMs: 3_600_000,
    ...options,
  });
}
