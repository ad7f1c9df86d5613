import { deleteAccountSchema } from '@shop/domain/privacy';
import type { FastifyInstance } from 'fastify';
import { type AccountContext, requireSession, say } from '../../accounts/account-context.js';
import { verifyPassword } from '../../accounts/passwords.js';
import { findUserById, ownerName } from '../../accounts/users.js';
import { appError } from '../../errors.js';
import { collectAccountData, eraseAccount } from '../../privacy/account-data.js';
import { recordDataRequest } from '../../privacy/data-requests.js';
import { renderExportHtml } from '../../privacy/export-html.js';
import { bodySchema } from '../kit/body-schema.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

/**
 * The logged-in shopper's rights, self-service (decision 063): GET /api/account/export downloads
 * everything the shop holds (JSON, or `?format=html` a readable file); POST /api/account/delete
 * with the password deletes the account at once (orders kept with their personal fields replaced,
 * review photos deleted with their files).
 * Each is recorded as a data request, done.
 */
export async function privacyAccountRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  const { db, env } = context;

  app.get<{ Querystring: { format?: string } }>(
    '/api/account/export',
    { schema: schemaOf({ query: optionalTexts('format') }) },
    async (request, reply) => {
      const session = await requireSession(context, request);
      const user = await findUserById(db, session.userId);
      if (!user) throw appError('UNAUTHORIZED');
      const now = new Date();
      const data = await collectAccountData(db, env.ID_APP, user, now);
      await recordDataRequest(db, env.ID_APP, {
        kind: 'export',
        subject: ownerName(user),
        userId: user.id,
        channel: 'self-service',
        isDone: true,
        now,
      });
      reply.header('cache-control', 'no-store');
      if (request.query.format !== 'html') return data;
      const day = now.toISOString().slice(0, 10);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="du-lieu-ca-nhan-${day}.html"`)
        .send(renderExportHtml(data));
    },
  );

  app.post<{ Body: { password: string } }>(
    '/api/account/delete',
    { preValidation: bodySchema(deleteAccountSchema) },
    async (request) => {
      const session = await requireSession(context, request);
      const user = await findUserById(db, session.userId);
      if (!user) throw appError('UNAUTHORIZED');
      if (!(await verifyPassword(user.password_hash, request.body.password)))
        throw appError('DELETE_PASSWORD_WRONG');
      const now = new Date();
      const erased = await db.transaction(async (tx) => {
        const { pseudonym, uploads } = await eraseAccount(tx, env.ID_APP, user);
        await recordDataRequest(tx, env.ID_APP, {
          kind: 'delete',
          subject: pseudonym,
          channel: 'self-service',
          isDone: true,
          now,
        });
        return uploads;
      });
      // The review photos' bytes and variants, once their rows are gone for good.
      await Promise.all(erased.map((id) => app.uploads.removeWithVariants(id)));
      // Its sessions are gone with the user row; its open console streams end too (decision 039).
      await app.signals.publish('access-changed', { userId: user.id });
      return { message: say(request, 'ACCOUNT_DELETED') };
    },
  );
}
