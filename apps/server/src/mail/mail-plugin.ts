import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { orderLinkSigner } from '../commerce/order-link.js';
import { type Env, isDevelopmentMode } from '../env.js';
import { createMailDelivery, type MailDelivery } from './delivery.js';
import { countUnsentMail, createMailer, type Mailer } from './outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's delivery loop of this process (mail/delivery.ts). */
    mail: MailDelivery & {
      /** Mails still to be sent, for /metrics (the outbox backlog). */
      countUnsent(): Promise<number>;
      /** Queues a plain mail (codes, invitations): a row first, sent by the loop when SMTP is set. */
      outbox: Mailer;
    };
  }
}

/**
 * Every server process runs one delivery loop over the shared outbox: started when the app is
 * ready, stopped (its round finished) before the database closes. Rows are claimed with SKIP
 * LOCKED, so several processes on one PostgreSQL send each mail once.
 */
export function registerMailDelivery(app: FastifyInstance, db: Queryable, env: Env): void {
  const delivery = createMailDelivery(db, {
    idApp: env.ID_APP,
    publicOrigin: env.PUBLIC_ORIGIN,
    orderLinks: orderLinkSigner(db, env),
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log: app.log.child({ part: 'mail' }),
    logsText: isDevelopmentMode(env),
    retryMs: env.MAIL_RETRY_SECONDS * 1000,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    pollMs: env.MAIL_POLL_MS,
  });
  const outbox = createMailer(db, {
    canSend: env.SMTP_URL !== undefined,
    logsText: isDevelopmentMode(env),
    log: app.log,
    onQueued: () => delivery.nudge(),
  });
  app.decorate('mail', { ...delivery, countUnsent: () => countUnsentMail(db), outbox });
  app.addHook('onReady', async () => delivery.start());
  app.addHook('onClose', async () => delivery.stop());
}
