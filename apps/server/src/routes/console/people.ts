import {
  type AcceptInviteReply,
  acceptInviteSchema,
  customerKeySchema,
  customersQuerySchema,
  dashboardQuerySchema,
  type DoneReply,
  type InviteReply,
  inviteStaffSchema,
  inviteTokenSchema,
  type MessageHandledReply,
  messageHandledSchema,
  messageReplySchema,
  messagesQuerySchema,
  subscribersQuerySchema,
} from '@shop/domain/console';
import { formatDateTime } from '@shop/domain/primitives';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perMinute } from '../../accounts/rate-limit.js';
import { createSession } from '../../accounts/sessions.js';
import { toUserInfo } from '../../accounts/users.js';
import {
  listMessages,
  listSubscribers,
  replyToMessage,
  setMessageHandled,
  subscribersCsv,
} from '../../console/contact-messages.js';
import { listCustomers, loadCustomer } from '../../console/customers.js';
import { loadDashboard } from '../../console/dashboard.js';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  readInvitation,
  revokeInvitation,
  revokeStaff,
} from '../../console/invitations.js';
import { consoleActor } from '../../plugins/console-guard.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { NO_BODY, schemaOf } from '../../plugins/route-schema.js';
import { actorEmail, consoleRead, consoleRoute, readQuery, say } from './kit.js';

/** Where a console link points: PUBLIC_ORIGIN, else the origin of the request. */
function consoleOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * The console's dashboard, customers, contact messages, subscribers and staff (docs/api.md "Owner
 * console"). Dashboard, customers and messages: owner and staff (the dashboard under 'orders');
 * invitations and revoking staff: the owner ('staff' area). Accepting an invitation is public,
 * guarded by its single-use token and the login rate limit.
 */
export async function consolePeopleRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  const mailer = app.mail.outbox;

  app.get(
    '/api/:idApp/console/dashboard',
    consoleRead(
      'orders',
      { summary: 'The dashboard of a period', query: dashboardQuerySchema },
      ({ period }) => loadDashboard(db, idApp, period),
    ),
  );

  app.get(
    '/api/:idApp/console/customers',
    consoleRead(
      'customers',
      { summary: 'Customers, searched and paged', query: customersQuerySchema },
      (query) => listCustomers(db, idApp, query),
    ),
  );
  app.get(
    '/api/:idApp/console/customers/detail',
    consoleRead(
      'customers',
      { summary: "A customer's record and orders", query: customerKeySchema },
      ({ key }) => loadCustomer(db, idApp, key),
    ),
  );

  app.get(
    '/api/:idApp/console/messages',
    consoleRead('messages', { summary: 'Contact messages, paged', query: messagesQuerySchema }, (query) =>
      listMessages(db, idApp, query),
    ),
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/messages/:id/handled',
    consoleRoute('messages', {
      summary: 'Marks a contact message handled or open',
      body: messageHandledSchema,
    }),
    async (request): Promise<MessageHandledReply> => {
      const id = checkId(request.params.id);
      const { handled } = readQuery(messageHandledSchema, request.body);
      const email = actorEmail(request, 'messages');
      const item = await db.transaction((tx) => setMessageHandled(tx, idApp, id, handled, email));
      return {
        item,
        message: say(request, handled ? 'CONTACT_MESSAGE_HANDLED' : 'CONTACT_MESSAGE_REOPENED'),
      };
    },
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/messages/:id/reply',
    consoleRoute('messages', { summary: 'Replies to a contact message by e-mail', body: messageReplySchema }),
    async (request): Promise<MessageHandledReply> => {
      const id = checkId(request.params.id);
      const { noi_dung } = readQuery(messageReplySchema, request.body);
      const email = actorEmail(request, 'messages');
      const item = await db.transaction((tx) => replyToMessage(tx, idApp, id, { noi_dung, by: email }));
      return { item, message: say(request, 'CONTACT_REPLY_SENT', { email: item.email }) };
    },
  );
  app.get(
    '/api/:idApp/console/subscribers',
    consoleRead(
      'messages',
      { summary: 'Newsletter subscribers, paged', query: subscribersQuerySchema },
      (query) => listSubscribers(db, idApp, query),
    ),
  );
  const csv = consoleRoute('messages', { summary: 'Every subscriber as CSV' });
  app.get('/api/:idApp/console/subscribers.csv', csv, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
      .header('cache-control', 'no-store');
    return subscribersCsv(db, idApp);
  });

  const invitations = consoleRoute('staff', { summary: 'Staff invitations not yet accepted' });
  app.get('/api/:idApp/console/invitations', invitations, async () => listInvitations(db));
  const invite = consoleRoute('staff', {
    summary: 'Invites a staff member by e-mail',
    body: inviteStaffSchema,
  });
  app.post('/api/:idApp/console/invitations', invite, async (request): Promise<InviteReply> => {
    const { email } = readQuery(inviteStaffSchema, request.body);
    const actor = consoleActor(request, 'staff');
    const { invitation, token } = await createInvitation(db, email, actor.email);
    const link = `${consoleOrigin(request, env.PUBLIC_ORIGIN)}/admin/invite?token=${token}`;
    // In Vietnam time whatever the server's zone (issue 26): the UTC day could be the day before.
    const expires = formatDateTime(invitation.expires_at);
    await mailer.send(
      {
        kind: 'invitation',
        to: invitation.email,
        subject: 'Lời mời tham gia quản trị cửa hàng / Invitation to the shop console',
        text: [
          `${actor.email} mời bạn làm nhân viên của cửa hàng. Mở liên kết sau để nhận lời mời (hết hạn lúc ${expires}, giờ Việt Nam):`,
          link,
          '',
          `${actor.email} invites you to join the shop's staff. Open this link to accept (expires at ${expires}, Vietnam time):`,
          link,
        ].join('\n'),
      },
      request.log,
    );
    return { invitation, message: say(request, 'INVITE_SENT', { email: invitation.email }) };
  });
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/invitations/:id/revoke',
    consoleRoute('staff', { summary: 'Revokes an invitation', body: NO_BODY }),
    async (request): Promise<DoneReply> => {
      await revokeInvitation(db, checkId(request.params.id));
      return { message: say(request, 'INVITE_REVOKED') };
    },
  );
  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/team/:id/revoke',
    consoleRoute('staff', { summary: "Revokes a staff member's rights and sessions", body: NO_BODY }),
    async (request): Promise<DoneReply> => {
      const id = checkId(request.params.id);
      await revokeStaff(db, id);
      // Committed: the member's open order feeds end, in every process (decision 039).
      await app.signals.publish('access-changed', { userId: id });
      request.log.warn({ user: request.params.id }, 'console: staff rights revoked, sessions ended');
      return { message: say(request, 'STAFF_REVOKED') };
    },
  );

  const invitation = schemaOf({ summary: 'An invitation, by its token (public)', query: inviteTokenSchema });
  app.get('/api/:idApp/console/invite', { schema: invitation }, async (request) =>
    readInvitation(db, readQuery(inviteTokenSchema, request.query).token),
  );
  app.post(
    '/api/:idApp/console/invite',
    {
      config: perMinute(env.RATE_LIMIT_LOGIN, 'login'),
      schema: schemaOf({
        summary: 'Accepts an invitation: the new account and its session',
        body: acceptInviteSchema,
      }),
    },
    async (request): Promise<AcceptInviteReply> => {
      const user = await acceptInvitation(db, readQuery(acceptInviteSchema, request.body));
      request.log.warn({ user: user.id }, 'console: invitation accepted, staff member joined');
      return {
        token: await createSession(db, user.id),
        user: toUserInfo(user),
        message: say(request, 'INVITE_ACCEPTED'),
      };
    },
  );
}
