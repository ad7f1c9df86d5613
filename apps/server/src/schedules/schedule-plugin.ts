import type { FastifyInstance } from 'fastify';
import { ADDRESS_REFRESH_JOB, addressRefreshJobHandler } from '../commerce/carriers/address-map.js';
import {
  POLL_JOB,
  POLL_SWEEP_JOB,
  planPollSweep,
  pollJobHandler,
  pollSweepJob,
} from '../commerce/carriers/poll.js';
import { SHIPMENT_JOB, shipmentJobHandler } from '../commerce/carriers/shipments.js';
import { EINVOICE_JOB, einvoiceJobHandler } from '../commerce/einvoices/invoices.js';
import { REFUND_JOB, refundJob } from '../commerce/payments/order-refunds.js';
import { WALLET_QUERY_JOB, walletQueryJob } from '../commerce/payments/wallet-query.js';
import { PAYMENT_HOLD_JOB, paymentHoldJob, planPaymentHold } from '../commerce/payments/payment-hold.js';
import { CART_REMINDER_JOB, cartReminderJob } from '../reminders/cart-reminders.js';
import { REVIEW_REMINDER_JOB, reviewReminderJob } from '../reviews/review-reminders.js';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import { announcePageChange, announceStockChange } from '../ssr/page-changes.js';
import { planNextRuns, scheduleHandlers } from './jobs.js';
import { createJobQueue, type JobQueue } from './queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue loop of this process (schedules/queue.ts) and the tries a new job gets. */
    schedules: JobQueue & { maxAttempts: number };
  }
}

/**
 * Every server process runs one loop over the shared `jobs` table: started when the app is ready,
 * stopped (its round finished) before the database closes. Jobs are claimed with SKIP LOCKED and
 * committed under their claim's token, so several processes run each job once.
 */
export function registerScheduleQueue(app: FastifyInstance, db: Database, env: Env): void {
  const log = app.log.child({ part: 'schedules' });
  const maxAttempts = env.SCHEDULE_MAX_ATTEMPTS;
  const holdPlan = { maxAttempts, everyMinutes: env.PAYMENT_HOLD_EVERY_MINUTES };
  const sweepPlan = { maxAttempts, everyMinutes: env.CARRIER_POLL_SWEEP_MINUTES };
  const queue = createJobQueue(db, {
    handlers: {
      ...scheduleHandlers({ canSend: env.SMTP_URL !== undefined, maxAttempts, log }),
      // Carrier calls of the console's shipments (decision 058); the carriers are decorated later.
      [SHIPMENT_JOB]: shipmentJobHandler(() => app.carriers),
      // A shipment without news for 24 h: the carrier's status API is asked (decision 066).
      [POLL_JOB]: pollJobHandler(() => app.carriers),
      // Any followed shipment without a poll waiting gets one (those made before the chain existed).
      [POLL_SWEEP_JOB]: pollSweepJob,
      // GHN's master data read and the shop's units mapped to it (decision 066 addendum).
      [ADDRESS_REFRESH_JOB]: addressRefreshJobHandler(() => app.carriers),
      // Refunds asked from the console (issue 30): the gateway is called here, never in the request.
      [REFUND_JOB]: refundJob(env),
      // The 15-minute query of an e-wallet payment that got no notification (issue 30).
      [WALLET_QUERY_JOB]: walletQueryJob(env),
      // E-invoices (decision 059): each step at the provider is one run; app.einvoicing is decorated later.
      [EINVOICE_JOB]: einvoiceJobHandler(() => app.einvoicing?.provider),
      // Unpaid orders reminded and expired (issue 30, decision 067).
      [PAYMENT_HOLD_JOB]: paymentHoldJob,
      // A cart's reminders (decision 064): the message is written with the run, sent by the mail loop.
      [CART_REMINDER_JOB]: cartReminderJob({ publicOrigin: env.PUBLIC_ORIGIN }),
      // An order's review reminder, 5 days after delivery (issue 33): the mail loop sends it.
      [REVIEW_REMINDER_JOB]: reviewReminderJob({ publicOrigin: env.PUBLIC_ORIGIN }),
    },
    log,
    pollMs: env.SCHEDULE_POLL_MS,
    retryMs: env.SCHEDULE_RETRY_SECONDS * 1000,
    async onClaimed(jobs, now) {
      await planNextRuns(db, maxAttempts)(jobs, now);
      // The expiry pass plans its own next run (on a grid: once whichever process claims it).
      if (jobs.some((job) => job.kind === PAYMENT_HOLD_JOB)) await planPaymentHold(db, now, holdPlan);
      if (jobs.some((job) => job.kind === POLL_SWEEP_JOB)) await planPollSweep(db, now, sweepPlan);
    },
    onDone(job, outcome) {
      if (
        outcome.status !== 'done' ||
        [SHIPMENT_JOB, POLL_JOB, POLL_SWEEP_JOB, ADDRESS_REFRESH_JOB, REFUND_JOB, WALLET_QUERY_JOB].includes(
          job.kind,
        )
      )
        return;
      if (job.kind === PAYMENT_HOLD_JOB) {
        // Its mails to send, and the stock of expired orders back on the shop's pages.
        app.mail.nudge();
        if (Number(outcome.result.expired) > 0) announceStockChange(app);
        return;
      }
      // The next step of an invoice, and the delivered mail it may have written.
      if (job.kind === EINVOICE_JOB) {
        app.schedules.nudge();
        app.mail.nudge();
      } else if (['notify', CART_REMINDER_JOB, REVIEW_REMINDER_JOB].includes(job.kind)) app.mail.nudge();
      else {
        const collection = String(outcome.result.collection ?? 'dmchietkhau');
        // A promotion changes the prices product pages show.
        announcePageChange(app, collection === 'dmchietkhau' ? ['dmchietkhau', 'dmvt'] : [collection]);
      }
    },
  });
  app.decorate('schedules', { ...queue, maxAttempts });
  app.addHook('onReady', async () => {
    await planPaymentHold(db, new Date(), holdPlan);
    await planPollSweep(db, new Date(), sweepPlan);
    queue.start();
  });
  app.addHook('onClose', async () => queue.stop());
}
