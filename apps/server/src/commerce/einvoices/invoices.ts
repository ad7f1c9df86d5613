import {
  type ConsoleEinvoice,
  type EinvoiceDocument,
  einvoiceDue,
  einvoiceOf,
  type OrderEinvoice,
} from '@shop/domain/invoices';
import { ORDER_STATUS_DELIVERED, ORDER_STATUS_SHIPPING } from '@shop/domain/orders';
import type { Queryable } from '../../db/database.js';
import { newId } from '../../db/documents.js';
import { appError } from '../../errors.js';
import { queueOrderMail } from '../../mail/outbox.js';
import type { JobHandler, JobOutcome } from '../../schedules/queue.js';
import { planJob } from '../../schedules/queue.js';
import { type OrderDoc, patchOrder } from '../order-store.js';
import { findPaymentMethod } from '../reference-data.js';
import { EinvoiceError, type EinvoiceProvider, type EinvoiceStepStatus } from './provider.js';

/** The job kind that moves an invoice one step at its provider (decision 059). */
export const EINVOICE_JOB = 'einvoice';
/** Tries of one step before the invoice is failed (the queue's back-off in between). */
export const EINVOICE_MAX_ATTEMPTS = 8;
/** A provider call of the job: nobody waits on it, still bounded. */
export const EINVOICE_CALL_TIMEOUT_MS = 15_000;

/** The steps of an invoice at its provider: create the draft, check it, issue it, check that. */
export type EinvoiceStep = 'create' | 'check-create' | 'issue' | 'check-issue' | 'done';

/**
 * A row of einvoices (migration 42): what the console lists (the domain's ConsoleEinvoice, without
 * the VAT split it reads from the document), times as PostgreSQL gives them, and the job's fields.
 */
export type EinvoiceRow = Record<string, unknown> &
  Omit<ConsoleEinvoice, 'step' | 'sale_at' | 'issued_at' | 'vat_by_rate'> & {
    id_app: string;
    step: EinvoiceStep;
    tracking_code: string | null;
    document: EinvoiceDocument;
    payment_method: 'TM' | 'CK';
    /**
     * A delivered mail waits for this invoice: only rows planned before the delivered mail went at
     * once (decision 059 addendum); their job still writes it. New rows mail the invoice on its own.
     */
    mail_after: boolean;
    sale_at: Date | string;
    /** An adjustment's refund (hoan_tien's _id), one adjustment per refund. */
    refund_id?: string | null;
    created_at: Date | string;
    issued_at: Date | string | null;
  };

/**
 * Plans the invoice of an order whose sale just happened (einvoiceDue turned true: delivered, or
 * paid and handed to the carrier), in the change's transaction: one row per order (the unique
 * index on the original makes a second plan, by a retry or another process, a no-op) and a job.
 * Returns whether a new invoice was planned.
 */
export async function planOrderEinvoice(
  tx: Queryable,
  idApp: string,
  order: OrderDoc,
  options: { now: Date },
): Promise<boolean> {
  const document = einvoiceOf(order);
  const method = await findPaymentMethod(tx, idApp, String(order.pt_thanh_toan ?? ''));
  const id = newId();
  const soCt = String(order.so_ct ?? '');
  const rows = await tx.query(
    `INSERT INTO einvoices (id_app, id, order_id, so_ct, kind, provider, state, step, reference_code, document,
       total, buyer_name, buyer_tax_code, payment_method, mail_after, sale_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'original', 'sepay', 'waiting', 'create', $5, $6::text::jsonb, $7, $8, $9, $10, false, $11, $11, $11)
     ON CONFLICT (id_app, order_id) WHERE kind = 'original' DO NOTHING
     RETURNING id`,
    [
      idApp,
      id,
      order._id,
      soCt,
      `HD-${soCt || id}`,
      JSON.stringify(document),
      document.total,
      document.buyer.name,
      document.buyer.taxCode,
      method?.loai === 'cod' ? 'TM' : 'CK',
      options.now,
    ],
  );
  if (rows.length === 0) return false;
  await planStep(tx, idApp, id, options.now);
  return true;
}

function planStep(tx: Queryable, idApp: string, invoiceId: string, runAt: Date) {
  return planJob(tx, {
    idApp,
    scheduleId: null,
    kind: EINVOICE_JOB,
    payload: { invoiceId },
    runAt,
    maxAttempts: EINVOICE_MAX_ATTEMPTS,
  });
}

/**
 * The e-invoice part of an order's change (called where every change of a placed order writes its
 * mails): when the change makes the sale happen, the invoice is planned. The change's mails go at
 * once, the delivered one too (decision 059 addendum): the invoice follows in its own mail.
 */
export async function planEinvoiceOnChange(
  tx: Queryable,
  idApp: string,
  before: Readonly<Record<string, unknown>>,
  after: OrderDoc,
): Promise<void> {
  const status = String(after.trang_thai ?? '');
  if (status !== ORDER_STATUS_DELIVERED && status !== ORDER_STATUS_SHIPPING) return;
  const method = await findPaymentMethod(tx, idApp, String(after.pt_thanh_toan ?? ''));
  const cod = method?.loai === 'cod';
  if (!einvoiceDue(after, cod) || einvoiceDue(before, cod)) return;
  await planOrderEinvoice(tx, idApp, after, { now: new Date() });
}

/**
 * A refund of an order done (a gateway's or a bank transfer's): when the order has an original
 * invoice, an adjustment row for the accountant, state 'needs-adjustment', its total the refund
 * (negative), the buyer and rates of the original; once per refund. No provider documents the
 * adjustment call yet (decision 059 addendum), so nothing is sent. Returns whether one was written.
 */
export async function noteEinvoiceRefund(
  tx: Queryable,
  idApp: string,
  orderId: string,
  refund: { _id: string; amount: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO einvoices (id_app, id, order_id, so_ct, kind, provider, state, step, reference_code, document,
       total, buyer_name, buyer_tax_code, payment_method, refund_id, sale_at, created_at, updated_at)
     SELECT o.id_app, $3, o.order_id, o.so_ct, 'adjustment', o.provider, 'needs-adjustment', 'done',
       o.reference_code || '-DC-' || (SELECT count(*) + 1 FROM einvoices a
         WHERE a.id_app = o.id_app AND a.order_id = o.order_id AND a.kind = 'adjustment'),
       o.document, $5, o.buyer_name, o.buyer_tax_code, o.payment_method, $4, $6, $6, $6
     FROM einvoices o WHERE o.id_app = $1 AND o.order_id = $2 AND o.kind = 'original'
     ON CONFLICT (id_app, refund_id) WHERE refund_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [idApp, orderId, newId(), refund._id, -Math.abs(refund.amount), now],
  );
  return rows.length > 0;
}

export async function findOrderEinvoices(
  db: Queryable,
  idApp: string,
  orderId: string,
): Promise<EinvoiceRow[]> {
  return db.query<EinvoiceRow>(
    `SELECT * FROM einvoices WHERE id_app = $1 AND order_id = $2 ORDER BY created_at`,
    [idApp, orderId],
  );
}

/**
 * Re-issues a failed invoice (the console): back to waiting from the step it failed at (a draft
 * refused starts again under a new reference, since the provider keeps each reference once), a new
 * job planned. Anything but failed: 409 EINVOICE_NOT_FAILED.
 */
export async function reissueEinvoice(
  tx: Queryable,
  idApp: string,
  id: string,
  now: Date,
): Promise<EinvoiceRow> {
  const [row] = await tx.query<EinvoiceRow>(
    `SELECT * FROM einvoices WHERE id_app = $1 AND id = $2 FOR UPDATE`,
    [idApp, id],
  );
  if (!row) throw appError('EINVOICE_NOT_FOUND');
  if (row.state !== 'failed') throw appError('EINVOICE_NOT_FAILED');
  const fromDraft = row.step === 'create' || row.step === 'check-create';
  const reissues = row.reissues + 1;
  const [saved] = await tx.query<EinvoiceRow>(
    `UPDATE einvoices SET state = 'waiting', error = NULL, reissues = $3, step = $4, reference_code = $5,
       tracking_code = NULL, updated_at = $6 WHERE id_app = $1 AND id = $2 RETURNING *`,
    [
      idApp,
      id,
      reissues,
      fromDraft ? 'create' : 'issue',
      fromDraft ? `HD-${row.so_ct || row.id}-${reissues + 1}` : row.reference_code,
      now,
    ],
  );
  await planStep(tx, idApp, id, now);
  if (!saved) throw appError('EINVOICE_NOT_FOUND');
  return saved;
}

const say = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The job of one step (decision 059), in the queue's transaction with the invoice row locked:
 * create → the draft's tracking code; check-create → the draft's totals must be the amount paid
 * (else failed: the draft is never issued); issue → its tracking code; check-issue → issued: the
 * number, the lookup code and link on the row and on the order (so1.hoa_don_dien_tu), and the
 * delivered mail that waited for it. Each step commits before the next is planned, so a step
 * done is never asked again. The provider's refusal fails the invoice with its words; the provider
 * late, down or still processing is retried with the queue's back-off, and the last try fails it.
 * A failed invoice still sends the delivered mail that waited (without a link).
 */
export function einvoiceJobHandler(provider: () => EinvoiceProvider | undefined): JobHandler {
  return async (tx, job, now): Promise<JobOutcome> => {
    const invoiceId = String(job.payload.invoiceId ?? '');
    const [row] = await tx.query<EinvoiceRow>(
      `SELECT * FROM einvoices WHERE id_app = $1 AND id = $2 FOR UPDATE`,
      [job.id_app, invoiceId],
    );
    if (row?.state !== 'waiting') return { status: 'cancelled', result: { reason: 'nothing to do' } };
    const update = (fields: Record<string, unknown>) => {
      const names = Object.keys(fields);
      return tx.query(
        `UPDATE einvoices SET ${names.map((name, index) => `${name} = $${index + 3}`).join(', ')},
           updated_at = $${names.length + 3} WHERE id_app = $1 AND id = $2`,
        [job.id_app, invoiceId, ...Object.values(fields), now],
      );
    };
    // A row planned when the delivered mail still waited for its invoice: that mail now.
    const sendWaitingMail = async () => {
      if (row.mail_after)
        await queueOrderMail(tx, { idApp: job.id_app, orderId: row.order_id, kind: 'order-delivered' });
    };
    const fail = async (reason: string) => {
      await update({ state: 'failed', error: reason.slice(0, 500) });
      await sendWaitingMail();
      return { status: 'done' as const, result: { invoiceId, step: row.step, error: reason.slice(0, 500) } };
    };
    const next = async (fields: Record<string, unknown>) => {
      await update(fields);
      await planStep(tx, job.id_app, invoiceId, now);
      return { status: 'done' as const, result: { invoiceId, step: row.step, next: fields.step } };
    };
    const current = provider();
    // Production without the provider's keys (decision 059): nothing is sent; staff see why.
    if (!current) return fail('Chưa cấu hình nhà cung cấp hóa đơn điện tử (SEPAY_EINVOICE_*)');
    const signal = AbortSignal.timeout(EINVOICE_CALL_TIMEOUT_MS);
    const settled = (status: EinvoiceStepStatus) => {
      if (status.status === 'pending') throw new EinvoiceError('sepay', 'down', `pending: ${status.message}`);
      return status;
    };
    try {
      switch (row.step) {
        case 'create': {
          const { trackingCode } = await current.createDraft(
            {
              referenceCode: row.reference_code,
              document: row.document,
              paymentMethod: row.payment_method,
              issuedAt: new Date(row.sale_at),
              note: `Đơn hàng ${row.so_ct}`,
            },
            signal,
          );
          return await next({ step: 'check-create', tracking_code: trackingCode });
        }
        case 'check-create': {
          const status = settled(await current.checkCreate(String(row.tracking_code), signal));
          if (status.status === 'failed') return await fail(status.message);
          if (status.invoice.totalAmount !== row.total)
            return await fail(
              `Tổng tiền hóa đơn nháp (${status.invoice.totalAmount}) khác số tiền đã trả (${row.total}): chưa phát hành`,
            );
          return await next({
            step: 'issue',
            reference_code: status.invoice.referenceCode,
            tracking_code: null,
          });
        }
        case 'issue': {
          const { trackingCode } = await current.issue(row.reference_code, signal);
          return await next({ step: 'check-issue', tracking_code: trackingCode });
        }
        case 'check-issue': {
          const status = settled(await current.checkIssue(String(row.tracking_code), signal));
          if (status.status === 'failed') return await fail(status.message);
          const { invoice } = status;
          await update({
            state: 'issued',
            step: 'done',
            invoice_number: invoice.invoiceNumber,
            lookup_url: invoice.url,
            issued_at: now,
            error: null,
          });
          if (row.kind === 'original') {
            const shown: OrderEinvoice = {
              so_hoa_don: invoice.invoiceNumber,
              ma_tra_cuu: invoice.referenceCode,
              link: invoice.url,
              ngay: invoice.issuedDate,
            };
            await patchOrder(
              tx,
              job.id_app,
              row.order_id,
              { hoa_don_dien_tu: shown },
              `einvoice:${current.id}`,
            );
          }
          // The invoice in its own mail (the delivered one already went), to the shopper and the
          // company's invoice address; a waiting delivered mail carries it instead.
          if (row.mail_after) await sendWaitingMail();
          else if (row.kind === 'original')
            await queueOrderMail(tx, { idApp: job.id_app, orderId: row.order_id, kind: 'einvoice-issued' });
          return { status: 'done', result: { invoiceId, issued: invoice.invoiceNumber } };
        }
        default:
          return { status: 'cancelled', result: { reason: `step ${row.step}` } };
      }
    } catch (error) {
      const transient = !(error instanceof EinvoiceError) || error.isTransient;
      if (transient && job.attempts < job.max_attempts) throw error;
      return fail(say(error));
    }
  };
}
