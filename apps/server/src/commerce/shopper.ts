import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { ownerOf } from '../plugins/app-scope.js';

/** The caller as the commerce routes see them: who owns their documents, and how to tag them. */
export interface Shopper {
  /** The owner column: 'uid:<uid>' for a guest, 'user:<e-mail>' for a user. */
  owner: string;
  /** SPEC §6: documents of a user carry the e-mail; a guest's carry 'public' (cart `user` null). */
  email: string | null;
  userCreated: string;
  isGuest: boolean;
  /** The guest owner key of this browser, whose cart a user inherits on login. */
  guestOwner: string;
}

export function shopperOf(request: FastifyRequest): Shopper {
  const { identity } = request;
  const isGuest = identity.kind === 'guest';
  return {
    owner: ownerOf(request),
    email: isGuest ? null : identity.email,
    userCreated: isGuest ? 'public' : identity.email,
    isGuest,
    guestOwner: `uid:${identity.uid}`,
  };
}

/**
 * Serialises the writes of one owner in one collection (adds to a cart, address defaults):
 * a transaction-scoped advisory lock, identical on PGlite and PostgreSQL.
 */
export async function lockOwner(tx: Queryable, collection: string, owner: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${collection}:${owner}`]);
}
