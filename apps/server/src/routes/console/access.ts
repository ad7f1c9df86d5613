import { ownerSetupSchema, type SetupReply } from '@shop/domain/console';
import type { FastifyInstance } from 'fastify';
import { createOwnerWithToken, hasOwner } from '../../accounts/owner-setup.js';
import { perMinute } from '../../accounts/rate-limit.js';
import { createSession, findSession } from '../../accounts/sessions.js';
import { findUserById, toUserInfo } from '../../accounts/users.js';
import { readAccessToken } from '../../plugins/identity.js';
import { listTeam } from '../../console/invitations.js';
import { appError } from '../../errors.js';
import { consoleActor } from '../../plugins/console-guard.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { consoleRoute, readBody, say } from './kit.js';
import { schemaOf } from '../../plugins/route-schema.js';

/**
 * Getting into the console: the owner setup of a fresh shop (public, guarded by the one-time
 * token of the start log), who is at the console, and the owner's team list.
 */
export async function consoleAccessRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  app.get('/api/:idApp/console/setup', { schema: schemaOf({}) }, async () => ({
    needed: !(await hasOwner(db)),
  }));

  app.post(
    '/api/:idApp/console/setup',
    { config: perMinute(env.RATE_LIMIT_LOGIN, 'login'), schema: schemaOf({ body: ownerSetupSchema }) },
    async (request): Promise<SetupReply> => {
      const body = readBody(ownerSetupSchema, request.body);
      const user = await createOwnerWithToken(db, body);
      request.log.warn({ user: user.id }, 'owner setup: owner account created, setup link used');
      return {
        token: await createSession(db, user.id),
        user: toUserInfo(user),
        message: say(request, 'SETUP_DONE'),
      };
    },
  );

  app.get('/api/:idApp/console/me', consoleRoute('orders', {}), async (request) => {
    const actor = consoleActor(request, 'orders');
    const token = readAccessToken(request);
    const session = token ? await findSession(db, token) : undefined;
    const user = session ? await findUserById(db, session.userId) : undefined;
    if (!user) throw appError('CONSOLE_LOGIN_REQUIRED');
    return { user: toUserInfo(user), areas: actor.areas };
  });

  app.get('/api/:idApp/console/team', consoleRoute('staff', {}), async () => listTeam(db));
}
