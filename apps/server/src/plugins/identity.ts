import { customAlphabet } from 'nanoid';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRole } from '@shop/domain/accounts';
import { appError } from '../errors.js';

/** Who is calling. Guests are told apart by their uid cookie, so two guests never share a cart. */
export type Identity =
  | { kind: 'guest'; uid: string }
  | {
      kind: 'user';
      uid: string;
      email: string;
      role: UserRole;
      /** A staff member's stored console rights; null or absent: the default (decision 029). */
      areas?: readonly string[] | null;
    };

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}

export const UID_COOKIE = 'uid';
export const UID_MAX_AGE_SECONDS = 24 * 60 * 60;
const UID_PATTERN = /^[0-9a-f]{24}$/;
/**
 * A new guest's uid: 24 random hex digits (96 bits), drawn from a pool of random bytes refilled now
 * and then, not from a system call on each request (every page and every render's API call that
 * comes without a uid makes one).
 */
const newUid = customAlphabet('0123456789abcdef', 24);

export interface IdentityOptions {
  publicToken: string;
  trustKey: string;
  /** Resolves a user's token; undefined when unknown or expired. */
  findUserByToken?: (
    token: string,
  ) => Promise<Omit<Extract<Identity, { kind: 'user' }>, 'uid' | 'kind'> | undefined>;
}

/** The shop's API (data, accounts): where a token in a header means a session (not /metrics). */
const API_CALL = /^\/(api|auth)(\/|\?|$)/;
/** The owner console's calls (decision 016): their token never travels in the address. */
const CONSOLE_CALL = /^\/api\/[^/?]+\/console(\/|\?|$)/;
const CONSOLE_ROUTE = /^\/api\/:idApp\/console(\/|$)/;

/** A console call, by its matched route (an address spelt with %-escapes routes there too) or its path. */
function isConsoleCall(request: FastifyRequest): boolean {
  return CONSOLE_ROUTE.test(request.routeOptions?.url ?? '') || CONSOLE_CALL.test(request.url);
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The caller's token: the `access_token` query parameter (SPEC §7, the shop's calls), else an
 * `Authorization: Bearer` header (the console's calls, decision 016), else `X-Access-Token`.
 * A console call with `access_token` in its address is refused (400 TOKEN_IN_QUERY): proxies and
 * access logs keep addresses, so the console's token goes in a header.
 */
export function readAccessToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  if (fromQuery !== undefined && isConsoleCall(request)) throw appError('TOKEN_IN_QUERY');
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const bearer = API_CALL.test(request.url) ? bearerToken(request.headers.authorization) : undefined;
  if (bearer) return bearer;
  const header = request.headers['x-access-token'];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

function readUid(request: FastifyRequest): string | undefined {
  const header = request.headers.uid;
  const candidate = typeof header === 'string' ? header : request.cookies[UID_COOKIE];
  return candidate && UID_PATTERN.test(candidate) ? candidate : undefined;
}

/**
 * The calls that act for a guest (cart, wishlist, addresses, orders…): /api and /auth, not pictures;
 * and /config.json, which the shop's script reads before any of them, so that they all go out with
 * the one uid (calls sent at once without a cookie would each get their own, the last one winning).
 */
const GUEST_CALL = /^\/((api|auth)(\/|\?|$)|config\.json(\?|$))/;
const SHARED_FILE = /^\/api\/images\//;

function isGuestCall(url: string): boolean {
  return GUEST_CALL.test(url) && !SHARED_FILE.test(url);
}

/** A reply any shared cache may keep (a CDN, a proxy): it never carries a visitor's own id. */
function isPublicReply(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && /(^|[\s,])public([\s,]|$)/i.test(cacheControl);
}

/**
 * Resolves the caller of every request. A guest without a uid cookie is given one (1 day) by the
 * calls that act for a guest only (GUEST_CALL), and never in a reply a shared cache may keep: a
 * page's scripts, styles, fonts and pictures, which a first visit asks for all at once, each handed
 * out its own uid (the last to arrive won), and a CDN that kept one of them would give that uid,
 * and with it a cart, to everyone.
 */
export function registerIdentity(app: FastifyInstance, options: IdentityOptions): void {
  app.decorateRequest('identity', null as never);
  app.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    const trustKey = query?.trust_key;
    if (trustKey !== undefined && trustKey !== options.trustKey) {
      throw appError('TRUST_KEY_INVALID');
    }
    const guestCall = isGuestCall(request.url);
    let uid = readUid(request);
    if (!uid) {
      uid = newUid();
      if (guestCall)
        reply.setCookie(UID_COOKIE, uid, { path: '/', maxAge: UID_MAX_AGE_SECONDS, sameSite: 'lax' });
    }
    if (guestCall) reply.header('uid', uid);
    const token = readAccessToken(request);
    if (token === undefined || token === options.publicToken) {
      request.identity = { kind: 'guest', uid };
      return;
    }
    const user = await options.findUserByToken?.(token);
    if (!user) throw appError('TOKEN_INVALID');
    request.identity = { kind: 'user', uid, ...user };
  });
  // A file served from /api (a picture, an upload) says it is public: the uid stays out of it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isPublicReply(reply.getHeader('cache-control'))) {
      reply.removeHeader('uid');
      keepCookies(reply, (cookie) => !cookie.startsWith(`${UID_COOKIE}=`));
    }
    return payload;
  });
}

/** Removes from a reply the cookies it sets that `keep` refuses. */
export function keepCookies(reply: FastifyReply, keep: (cookie: string) => boolean): void {
  const cookies = reply.getHeader('set-cookie');
  if (cookies === undefined) return;
  const kept = (Array.isArray(cookies) ? cookies : [String(cookies)]).filter(keep);
  reply.removeHeader('set-cookie');
  if (kept.length > 0) reply.header('set-cookie', kept);
}
