import {
  type AppJoinReply,
  consoleAreasOf,
  joinTokenSchema,
  type StaffRightsReply,
  staffRightsSchema,
} from '@shop/domain/console';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { readAccessToken } from '../../plugins/identity.js';
import { perMinute } from '../../accounts/rate-limit.js';
import { findSession } from '../../accounts/sessions.js';
import { toUserInfo } from '../../accounts/users.js';
import { joinWithInvitation } from '../../console/invitations.js';
import { setStaffRights } from '../../console/staff-rights.js';
import { appError } from '../../errors.js';
import { consoleActor } from '../../plugins/console-guard.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { consoleRoute, readQuery, say } from './kit.js';
import { schemaOf } from '../../plugins/route-schema.js';

/**
 * Staff rights as data (decision 029): the owner sets each staff member's areas, and
 * `GET /api/app/join/{id_app}/{token}` (SPEC §7) lets a logged-in account accept the staff
 * invitation of its own e-mail (docs/api.md "Staff rights and app join").
 */
export async function consoleRightsRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;

  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/team/:id/rights',
    consoleRoute('staff', { body: staffRightsSchema }),
    async (request): Promise<StaffRightsReply> => {
      const id = checkId(request.params.id);
      const { areas } = readQuery(staffRightsSchema, request.body);
      const actor = consoleActor(request, 'staff');
      const member = await setStaffRights(db, idApp, id, areas, actor.email);
      await app.signals.publish('access-changed', { userId: id });
      request.log.warn({ user: id, areas }, 'console: staff rights changed');
      return {
        member,
        message: say(request, 'RIGHTS_SAVED', { name: member.name }),
      };
    },
  );

  app.get<{ Params: { idApp: string; token: string } }>(
    '/api/app/join/:idApp/:token',
    { config: perMinute(env.RATE_LIMIT_LOGIN, 'login'), schema: schemaOf({}) },
    async (request, reply): Promise<AppJoinReply> => {
      reply.header('cache-control', 'no-store');
      const { identity } = request;
      // The app id is checked by the app scope (404 APP_NOT_FOUND) before this runs.
      if (!v.is(joinTokenSchema, request.params.token)) throw appError('INVITE_INVALID');
      if (identity.kind !== 'user') throw appError('JOIN_LOGIN_REQUIRED');
      const userId = await sessionUserId(request);
      const user = await joinWithInvitation(db, userId, request.params.token);
      request.log.warn({ user: user.id }, 'app join: invitation accepted, staff member joined');
      return {
        user: toUserInfo(user),
        areas: consoleAreasOf('staff'),
        message: say(request, 'INVITE_ACCEPTED'),
      };
    },
  );

  async function sessionUserId(request: FastifyRequest): Promise<string> {
    const token = readAccessToken(request);
    const session = token ? await findSession(db, token) : undefined;
    if (!session) throw appError('JOIN_LOGIN_REQUIRED');
    return session.userId;
  }
}
