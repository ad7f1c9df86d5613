import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { type Channels, channelsFromEnv } from './channels/registry.js';
import { publishZnsTemplates } from './channels/zns-orders.js';
import { orderLinkSigner } from '../commerce/order-link.js';
import { type Env, isDevelopmentMode, shopAddress } from '../env.js';
import { unsubscribeSigner } from '../privacy/unsubscribe.js';
import { loadMessageSettings } from '../reminders/message-settings.js';
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
    /** The message channels of this process (decision 060): e-mail, SMS, ZNS, their states and simulators. */
    channels: Channels;
  }
}

/**
 * Every server process runs one delivery loop over the shared outbox: started when the app is
 * ready, stopped (its round finished) before the database closes. Rows are claimed with SKIP
 * LOCKED, so several processes on one PostgreSQL send each mail once.
 */
export function registerMailDelivery(app: FastifyInstance, db: Database, env: Env): void {
  const channels = channelsFromEnv(env, db);
  const delivery = createMailDelivery(db, {
    idApp: env.ID_APP,
    publicOrigin: env.PUBLIC_ORIGIN,
    orderLinks: orderLinkSigner(db, env),
    channels: channels.byKind,
    unsubscribe: unsubscribeSigner(db, env.ID_APP),
    shopOrigin: shopAddress(env),
    log: app.log.child({ part: 'mail' }),
    logsText: isDevelopmentMode(env),
    retryMs: env.MAIL_RETRY_SECONDS * 1000,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    pollMs: env.MAIL_POLL_MS,
  });
  const outbox = createMailer(db, {
    idApp: env.ID_APP,
    states: channels.states,
    znsTemplates: channels.znsTemplates,
    logsText: isDevelopmentMode(env),
    log: app.log,
    onQueued: () => delivery.nudge(),
  });
  app.decorate('mail', { ...delivery, countUnsent: () => countUnsentMail(db), outbox });
  app.decorate('channels', channels);
  app.addHook('onReady', async () => {
    await publishZnsTemplates(db, channels.znsTemplates);
    // The simulator knows the templates named in the console too (decision 064).
    if (channels.simulators.zns)
      channels.simulators.zns.addTemplates(
        Object.values((await loadMessageSettings(db, env.ID_APP)).zns_templates),
      );
    delivery.start();
  });
  app.addHook('onClose', async () => {
    await delivery.stop();
    for (const channel of Object.values(channels.byKind)) channel.close?.();
    await Promise.all([channels.simulators.sms?.app.close(), channels.simulators.zns?.app.close()]);
  });
}
