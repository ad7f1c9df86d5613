import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '@shop/domain';
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

export interface IdentityOptions {
  publicToken: string;
  trustKey: string;
  /** Resolves a user's token; undefined when unknown or expired. */
  findUserByToken?: (
    token: string,
  ) => Promise<Omit<Extract<Identity, { kind: 'user' }>, 'uid' | 'kind'> | undefined>;
}

function readToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const header = request.headers['x-access-token'];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

function readUid(request: FastifyRequest): string | undefined {
  const header = request.headers.uid;
  const candidate = typeof header === 'string' ? header : request.cookies[UID_COOKIE];
  return candidate && UID_PATTERN.test(candidate) ? candidate : undefined;
}

/** Resolves the caller of every /api and /auth request; sets and echoes the uid cookie (1 day). */
export function registerIdentity(app: FastifyInstance, options: IdentityOptions): void {
  app.decorateRequest('identity', null as never);
  app.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    const trustKey = query?.trust_key;
    if (trustKey !== undefined && trustKey !== options.trustKey) {
      throw appError('TRUST_KEY_INVALID');
    }
    let uid = readUid(request);
    if (!uid) {
      uid = randomBytes(12).toString('hex');
      reply.setCookie(UID_COOKIE, uid, { path: '/', maxAge: UID_MAX_AGE_SECONDS, sameSite: 'lax' });
    }
    reply.header('uid', uid);
    const token = readToken(request);
    if (token === undefined || token === options.publicToken) {
      request.identity = { kind: 'guest', uid };
      return;
    }
    const user = await options.findUserByToken?.(token);
    if (!user) throw appError('TOKEN_INVALID');
    request.identity = { kind: 'user', uid, ...user };
  });
}
