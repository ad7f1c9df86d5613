import type { FastifyRequest } from 'fastify';

/** Who a write is stamped with: the signed-in user's e-mail, or 'public' for the shop's own token. */
export function writerOf(request: FastifyRequest): string {
  return request.identity.kind === 'user' ? request.identity.email : 'public';
}
