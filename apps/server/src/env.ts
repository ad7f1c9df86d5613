import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A whole number from the environment: `byDefault` when unset, at least `min`. */
const wholeNumber = (byDefault: string, min: number) =>
  v.pipe(v.optional(v.string(), byDefault), v.transform(Number), v.integer(), v.minValue(min));

const hexId = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, 'must be 24 lowercase hex characters'));
const port = v.pipe(wholeNumber('3000', 0), v.maxValue(65_535));

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR block (10.0.0.0/8, fd00::/8) or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For (Fastify's trustProxy). Unset: none, the socket's address
 * is the client's. A number: that many proxy hops in front of the shop. Otherwise a comma-separated
 * list of proxy addresses or CIDR blocks. `true` (trust everybody) is refused: any client could then
 * pick its address and escape every per-address rate limit.
 */
const trustProxy = v.pipe(
  v.optional(v.string(), '0'),
  v.check(
    (text) => /^\d+$/.test(text.trim()) || text.split(',').every((entry) => isProxyAddress(entry.trim())),
    'must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR blocks',
  ),
  v.transform((text): false | number | string[] => {
    if (/^\d+$/.test(text.trim())) return Number(text) === 0 ? false : Number(text);
    return text.split(',').map((entry) => entry.trim());
  }),
);

/** A ZNS template id (Zalo's number, decision 061); unset: that message does not go by ZNS. */
const znsTemplateId = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,20}$/, "must be Zalo's numeric template id")),
);

const EnvEntries = v.object({
  // Production unless the operator asks otherwise: `npm start` on a real shop sets nothing, and
  // development conveniences (demo customer, outbox page) must never be on by accident.
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  /** `1`: the outbox page /dev/outbox (codes in clear), for loopback clients only; development only. */
  DEV_OUTBOX: v.pipe(
    v.optional(v.picklist(['0', '1']), '0'),
    v.transform((flag) => flag === '1'),
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  PORT: port,
  DATA_DIR: v.optional(v.string(), './.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  WEB_DIST: v.optional(v.string(), path.resolve(serverRoot, '../web/dist')),
  /** The web's server renderer (`vite build --ssr`, decision 022); without it pages get the plain shell. */
  WEB_SSR_ENTRY: v.optional(v.string(), path.resolve(serverRoot, '../web/dist-ssr/entry-server.js')),
  /** The owner console's build (apps/admin), served under /admin. */
  ADMIN_DIST: v.optional(v.string(), path.resolve(serverRoot, '../admin/dist')),
  PUBLIC_DIR: v.optional(v.string(), path.resolve(serverRoot, 'public')),
  ID_APP: v.optional(hexId, '6650a1b2c3d4e5f6a7b8c9d0'),
  GROUP_ID: v.optional(hexId, '6650a1b2c3d4e5f6a7b8c9d1'),
  PUBLIC_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16)), 'public-3f9c2a7e5b1d4c8f9a0e6b2d7c4f1a8e'),
  TRUST_KEY: v.optional(v.pipe(v.string(), v.minLength(16)), 'trust-8d2f6a1c9e4b7d3f0a5c8e2b6d9f1a4c'),
  RECAPTCHA_SITE_KEY: v.optional(v.string()),
  RECAPTCHA_SECRET: v.optional(v.string()),
  // Accounts (docs/decisions/004-accounts.md). Without SMTP_URL, mail goes to the outbox table and the log.
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Cửa hàng <no-reply@example.com>'),
  // Order e-mails (decision 018): the shop's copy of each new order goes here, else to the company
  // e-mail of the content documents. The delivery loop polls every MAIL_POLL_MS, retries a failed
  // mail after MAIL_RETRY_SECONDS, doubling each time, and gives up after MAIL_MAX_ATTEMPTS.
  SHOP_NOTIFY_EMAIL: v.optional(v.pipe(v.string(), v.email())),
  MAIL_POLL_MS: wholeNumber('2000', 10),
  MAIL_RETRY_SECONDS: wholeNumber('30', 1),
  MAIL_MAX_ATTEMPTS: wholeNumber('8', 1),
  // Schedules (decision 028): the job queue looks for due jobs every SCHEDULE_POLL_MS (and wakes at
  // the next due time), retries a failed run after SCHEDULE_RETRY_SECONDS, doubling, and gives up
  // after SCHEDULE_MAX_ATTEMPTS tries.
  SCHEDULE_POLL_MS: wholeNumber('1000', 10),
  SCHEDULE_RETRY_SECONDS: wholeNumber('30', 1),
  SCHEDULE_MAX_ATTEMPTS: wholeNumber('5', 1),
  // Unpaid orders expire (decision 067): the job's pass every PAYMENT_HOLD_EVERY_MINUTES (0: never,
  // as in the server's own tests, which run the pass themselves).
  PAYMENT_HOLD_EVERY_MINUTES: wholeNumber('5', 0),
  // Shipments without a poll waiting get one (decision 066 addendum): the sweep every
  // CARRIER_POLL_SWEEP_MINUTES (0: never, as in the server's own tests unless one asks for it).
  CARRIER_POLL_SWEEP_MINUTES: wholeNumber('60', 0),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'admin@example.com'),
  /** The administrator is seeded only when a password is given. */
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8))),
  RECAPTCHA_VERIFY_URL: v.optional(v.string(), 'https://www.google.com/recaptcha/api/siteverify'),
  /** Requests per minute and client address on login, signup and codes (send and verify). */
  RATE_LIMIT_LOGIN: wholeNumber('30', 1),
  RATE_LIMIT_SIGNUP: wholeNumber('10', 1),
  RATE_LIMIT_OTP: wholeNumber('20', 1),
  /** Wrong passwords in a row for one account (any address) before it is locked (decision 014). */
  LOGIN_MAX_FAILURES: wholeNumber('5', 1),
  /** How long that lock lasts, in seconds; also how long a failure is remembered. */
  LOGIN_LOCK_SECONDS: wholeNumber('900', 1),
  /** Seconds before a new code may be sent to the same account. */
  OTP_RESEND_SECONDS: wholeNumber('60', 0),
  /** Checkout calls (drafts and placing, POST/PUT so1) per minute and client address. */
  RATE_LIMIT_CHECKOUT: wholeNumber('60', 1),
  // Uploads (decision 040): per account, uploads a minute and what one shopper may keep (files and
  // megabytes); the owner and staff, who upload the catalogue's pictures, may keep 20 times that.
  RATE_LIMIT_UPLOAD: wholeNumber('30', 1),
  /** Review writes and edits per minute and account (decision 047). */
  RATE_LIMIT_REVIEW: wholeNumber('10', 1),
  UPLOAD_QUOTA_FILES: wholeNumber('100', 1),
  UPLOAD_QUOTA_MB: wholeNumber('100', 1),
  // Guest order lookup (decision 046): lookups a minute per client address, and an hour per order
  // code (from any address); the signed "view your order" link of a guest's mails lasts
  // ORDER_LINK_DAYS, signed with ORDER_LINK_SECRET, else with a key the server generates once and
  // keeps in its database (every process of one database signs alike).
  RATE_LIMIT_ORDER_LOOKUP: wholeNumber('10', 1),
  RATE_LIMIT_ORDER_LOOKUP_CODE: wholeNumber('10', 1),
  ORDER_LINK_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  ORDER_LINK_DAYS: wholeNumber('90', 1),
  // Payments (docs/decisions/007-orders-and-payments.md). Without VNPay merchant keys the local
  // sandbox gateway (/sandbox-gateway/vnpay) speaks the same protocol.
  VNPAY_TMN_CODE: v.optional(v.pipe(v.string(), v.minLength(1))),
  VNPAY_HASH_SECRET: v.optional(v.pipe(v.string(), v.minLength(8))),
  VNPAY_URL: v.optional(v.pipe(v.string(), v.url())),
  // VNPay's merchant API (querydr, refund; decision 052); its test address by default.
  VNPAY_API_URL: v.optional(v.pipe(v.string(), v.url())),
  // MoMo (decision 056): on with its partner code, access key and secret key; without them,
  // development and tests use the local simulator (/sandbox-gateway/momo), production leaves it out.
  MOMO_PARTNER_CODE: v.optional(v.pipe(v.string(), v.minLength(1))),
  MOMO_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  MOMO_SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(8))),
  MOMO_API_URL: v.optional(v.pipe(v.string(), v.url())),
  // ZaloPay (decision 057): on with its app id, key1 (mac) and key2 (callback); as MoMo otherwise.
  ZALOPAY_APP_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, "must be ZaloPay's numeric app id"))),
  ZALOPAY_KEY1: v.optional(v.pipe(v.string(), v.minLength(8))),
  ZALOPAY_KEY2: v.optional(v.pipe(v.string(), v.minLength(8))),
  ZALOPAY_API_URL: v.optional(v.pipe(v.string(), v.url())),
  // Carriers (decisions 053-055): GHN is on with GHN_TOKEN and GHN_SHOP_ID, GHTK with GHTK_TOKEN;
  // without keys, development mode and tests use the local simulators, production the fee table.
  GHN_TOKEN: v.optional(v.pipe(v.string(), v.minLength(8))),
  GHN_SHOP_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, "must be GHN's numeric shop id"))),
  GHN_API_URL: v.optional(v.pipe(v.string(), v.url())),
  /** The secret at the end of the callback URL the shop registers with GHN (/carriers/ghn/callback/<secret>). */
  GHN_CALLBACK_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  GHTK_TOKEN: v.optional(v.pipe(v.string(), v.minLength(8))),
  GHTK_PARTNER_CODE: v.optional(v.pipe(v.string(), v.minLength(1))),
  GHTK_API_URL: v.optional(v.pipe(v.string(), v.url())),
  /** The `hash` of the callback URL the shop gives GHTK (/carriers/ghtk/callback?hash=<hash>). */
  GHTK_CALLBACK_HASH: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /** Where carriers pick parcels up (GHTK asks province and district by name; decision 054). */
  SHOP_PICKUP_PROVINCE: v.optional(v.pipe(v.string(), v.minLength(1))),
  SHOP_PICKUP_DISTRICT: v.optional(v.pipe(v.string(), v.minLength(1))),
  SHOP_PICKUP_WARD: v.optional(v.pipe(v.string(), v.minLength(1))),
  SHOP_PICKUP_STREET: v.optional(v.pipe(v.string(), v.minLength(1))),
  // Message channels (decisions 060, 061): SMS through eSMS with ESMS_API_KEY, ESMS_SECRET_KEY and
  // ESMS_BRANDNAME; Zalo ZNS with ZALO_APP_ID, ZALO_APP_SECRET and ZALO_REFRESH_TOKEN. Without keys,
  // development mode and tests use the local simulators; production has the channel off.
  ESMS_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8))),
  ESMS_SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(8))),
  ESMS_BRANDNAME: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(11))),
  /** eSMS's SmsType: 2 (customer care through the brandname) by default. */
  ESMS_SMS_TYPE: v.optional(v.picklist(['2', '8']), '2'),
  ESMS_API_URL: v.optional(v.pipe(v.string(), v.url())),
  /** ESMS_SANDBOX=1: eSMS checks each request without delivering or charging it. */
  ESMS_SANDBOX: v.pipe(
    v.optional(v.picklist(['0', '1', 'true', 'false']), '0'),
    v.transform((value) => value === '1' || value === 'true'),
  ),
  ZALO_APP_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{1,30}$/, "must be the Zalo app's numeric id"))),
  ZALO_APP_SECRET: v.optional(v.pipe(v.string(), v.minLength(8))),
  /** The OA's refresh token: the start of the token chain, kept renewed in the database (decision 061). */
  ZALO_REFRESH_TOKEN: v.optional(v.pipe(v.string(), v.minLength(8))),
  ZALO_OAUTH_URL: v.optional(v.pipe(v.string(), v.url())),
  ZNS_API_URL: v.optional(v.pipe(v.string(), v.url())),
  /** The ZNS template of the verification code (parameter `otp`). */
  ZNS_TEMPLATE_OTP: znsTemplateId,
  /** The ZNS template of an order placed. */
  ZNS_TEMPLATE_ORDER_PLACED: znsTemplateId,
  /** The ZNS template of an order confirmed. */
  ZNS_TEMPLATE_ORDER_CONFIRMED: znsTemplateId,
  /** The ZNS template of an order handed to the carrier (with its tracking code). */
  ZNS_TEMPLATE_ORDER_SHIPPED: znsTemplateId,
  /** The ZNS template of an order delivered. */
  ZNS_TEMPLATE_ORDER_DELIVERED: znsTemplateId,
  /** The ZNS template of an order cancelled. */
  ZNS_TEMPLATE_ORDER_CANCELLED: znsTemplateId,
  /** The ZNS template of a payment received. */
  ZNS_TEMPLATE_PAYMENT_RECEIVED: znsTemplateId,
  // E-invoices (decision 059): SePay's eInvoice API with SEPAY_EINVOICE_CLIENT_ID and
  // SEPAY_EINVOICE_CLIENT_SECRET (its Basic auth), the provider account and its template and series.
  // Without keys, development mode and tests use the local simulator; production issues none.
  SEPAY_EINVOICE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(4))),
  SEPAY_EINVOICE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(8))),
  SEPAY_EINVOICE_PROVIDER_ACCOUNT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  SEPAY_EINVOICE_TEMPLATE_CODE: v.optional(v.pipe(v.string(), v.minLength(1))),
  SEPAY_EINVOICE_INVOICE_SERIES: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** https://einvoice-api.sepay.vn by default; https://einvoice-api-sandbox.sepay.vn for SePay's sandbox. */
  SEPAY_EINVOICE_API_URL: v.optional(v.pipe(v.string(), v.url())),
  // Bank transfers matched automatically (decisions 050, 051): the webhook of each bank-notification
  // service is on only with its key; without it the route answers 404.
  SEPAY_WEBHOOK_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'must be at least 8 characters'))),
  CASSO_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(8, 'must be at least 8 characters'))),
  /** Origin of the shop as shoppers see it (payment return links); the request's host otherwise. */
  PUBLIC_ORIGIN: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://shop.example')),
  ),
  TRUST_PROXY: trustProxy,
  // Several processes (docs/decisions/015-several-processes.md): rate-limit counters shared through
  // Redis. Without it they stay in this process, as one process needs nothing more.
  REDIS_URL: v.optional(
    v.pipe(v.string(), v.regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')),
  ),
  /** Bearer token of GET /metrics (Prometheus; decision 020). Without it there is no /metrics. */
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~+/=-]{16,200}$/, 'must be 16 to 200 token characters')),
  ),
  /**
   * How often each live console stream re-reads its session (decision 039): the fallback that ends
   * a revoked user's stream when the signal from another process was lost (Redis down).
   */
  STREAM_RECHECK_SECONDS: v.pipe(wholeNumber('15', 1), v.maxValue(3600)),
  /** On SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: v.pipe(wholeNumber('10', 1), v.maxValue(600)),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** `json` (pino's lines, for log shippers) or `pretty` (time, level word, message); unset: pretty on a terminal. */
  LOG_FORMAT: v.optional(
    v.picklist(
      ['json', 'pretty'],
      'must be json or pretty (unset: pretty lines on a terminal, JSON when the output is not one)',
    ),
  ),
  // HTTPS (docs/decisions/013-https-and-http2.md): PEM files of the certificate (chain) and its
  // private key. With both the shop speaks HTTP/2 and HTTP/1.1 over TLS; without, plain HTTP/1.1.
  TLS_CERT_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  TLS_KEY_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
});

type EnvKey = keyof v.InferOutput<typeof EnvEntries>;

const allOrNone = (...values: unknown[]) =>
  values.every((value) => value === undefined) || values.every((value) => value !== undefined);

/** Keys that only work together: every one set, or none; the problem is shown on the first. */
function together(keys: readonly [EnvKey, ...EnvKey[]], set: string) {
  const names = `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}`;
  return v.forward<v.InferOutput<typeof EnvEntries>, v.BaseIssue<unknown>, [EnvKey]>(
    v.partialCheck(
      keys.map((key) => [key]) as [[EnvKey]],
      (input: Partial<v.InferOutput<typeof EnvEntries>>) => allOrNone(...keys.map((key) => input[key])),
      `${names} go together: set ${set}`,
    ),
    [keys[0]],
  );
}

// partialCheck runs even when other variables are malformed, so every problem is listed at once.
const EnvSchema = v.pipe(
  EnvEntries,
  together(['TLS_CERT_FILE', 'TLS_KEY_FILE'], 'both or neither'),
  v.forward(
    v.partialCheck(
      [['DEV_OUTBOX'], ['NODE_ENV']],
      (input) => !input.DEV_OUTBOX || isDevelopmentMode(input),
      'DEV_OUTBOX=1 shows login codes: it needs NODE_ENV=development (or test), never production',
    ),
    ['DEV_OUTBOX'],
  ),
  v.forward(
    v.partialCheck(
      [['GHTK_TOKEN'], ['SHOP_PICKUP_PROVINCE'], ['SHOP_PICKUP_DISTRICT']],
      (input) => !input.GHTK_TOKEN || (!!input.SHOP_PICKUP_PROVINCE && !!input.SHOP_PICKUP_DISTRICT),
      "GHTK_TOKEN quotes from the shop's pick-up address: set SHOP_PICKUP_PROVINCE and SHOP_PICKUP_DISTRICT too",
    ),
    ['SHOP_PICKUP_PROVINCE'],
  ),
  together(['ESMS_API_KEY', 'ESMS_SECRET_KEY', 'ESMS_BRANDNAME'], 'all three or none'),
  together(['MOMO_PARTNER_CODE', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY'], 'all three or none'),
  together(['ZALOPAY_APP_ID', 'ZALOPAY_KEY1', 'ZALOPAY_KEY2'], 'all three or none'),
  together(['ZALO_APP_ID', 'ZALO_APP_SECRET', 'ZALO_REFRESH_TOKEN'], 'all three or none'),
  together(
    [
      'SEPAY_EINVOICE_CLIENT_ID',
      'SEPAY_EINVOICE_CLIENT_SECRET',
      'SEPAY_EINVOICE_PROVIDER_ACCOUNT_ID',
      'SEPAY_EINVOICE_TEMPLATE_CODE',
      'SEPAY_EINVOICE_INVOICE_SERIES',
    ],
    'all five or none',
  ),
  v.forward(
    v.partialCheck(
      [['SMTP_URL'], ['PUBLIC_ORIGIN'], ['NODE_ENV']],
      (input) => !input.SMTP_URL || input.PUBLIC_ORIGIN !== undefined || isDevelopmentMode(input),
      'SMTP_URL sends mails that link to the shop: set PUBLIC_ORIGIN too (https://shop.example), or a ' +
        "request's forged Host header would choose where an order mail's link points",
    ),
    ['PUBLIC_ORIGIN'],
  ),
);

export type Env = v.InferOutput<typeof EnvSchema>;

/**
 * What stops the start with a message for the operator (a malformed variable, a missing build or
 * certificate): main.ts prints the message alone, without a stack, and exits 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The shop's address as the start log prints it: PUBLIC_ORIGIN, else this machine's on PORT. */
export function shopAddress(env: Env, port: number = env.PORT): string {
  return env.PUBLIC_ORIGIN ?? `${env.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${port}`;
}

/**
 * Development mode (the demo customer; the outbox page when DEV_OUTBOX=1 too): only when the
 * operator sets NODE_ENV to development or test. Unset means production.
 */
export function isDevelopmentMode(env: { NODE_ENV: 'development' | 'production' | 'test' }): boolean {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

/**
 * A secret of a local simulator (a wallet's sandbox, a carrier's or a channel's simulator), derived
 * from TRUST_KEY: the same after a restart, and never one an operator has to set. Hex, 64 characters.
 */
export function derivedKey(env: Pick<Env, 'TRUST_KEY'>, label: string): string {
  return createHmac('sha256', env.TRUST_KEY).update(label).digest('hex');
}

/**
 * Reads and validates the environment once. The only module that touches `process.env`.
 * Throws with every problem listed when a variable is malformed, so a bad deployment stops at start.
 */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvEntries.entries).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new StartupError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return result.output;
}
