import { type ConsoleArea, consoleAreasOf } from '@shop/domain/console';
import type { FastifyRequest } from 'fastify';
import { appError } from '../errors.js';

/** The console user behind a request (after consoleGuard): their owner name, role and areas. */
export interface ConsoleActor {
  email: string;
  role: 'owner' | 'staff';
  /** Every area they may use now, in menu order (the owner's: all; staff: by their rights). */
  areas: ConsoleArea[];
}

/**
 * The access check of every console route (a preHandler): guests and shoppers get 403
 * CONSOLE_LOGIN_REQUIRED, staff get 403 CONSOLE_FORBIDDEN on an area that is the owner's only or
 * that their rights do not hold (read with the session on this very request, decision 029).
 */
export function consoleGuard(area: ConsoleArea) {
  return async (request: FastifyRequest): Promise<void> => {
    consoleActor(request, area);
  };
}

/** The caller as a console user (owner or staff), whatever the area, or 403 CONSOLE_LOGIN_REQUIRED. */
export function consoleUser(request: FastifyRequest): ConsoleActor {
  const { identity } = request;
  if (identity.kind !== 'user' || (identity.role !== 'owner' && identity.role !== 'staff'))
    throw appError('CONSOLE_LOGIN_REQUIRED');
  return { email: identity.email, role: identity.role, areas: consoleAreasOf(identity.role, identity.areas) };
}

/** The caller as a console user allowed in `area`, or the refusal consoleGuard gives. */
export function consoleActor(request: FastifyRequest, area: ConsoleArea): ConsoleActor {
  const actor = consoleUser(request);
  if (!actor.areas.includes(area)) throw appError('CONSOLE_FORBIDDEN');
  return actor;
}
