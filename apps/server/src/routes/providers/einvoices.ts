import { Readable } from 'node:stream';
import { EINVOICE_STATES, type EinvoiceDocument } from '@shop/domain/invoices';
import { formatPrice } from '@shop/domain/primitives';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type EinvoiceRow, findOrderEinvoices, reissueEinvoice } from '../../commerce/einvoices/invoices.js';
import { type Einvoicing, einvoicingFromEnv } from '../../commerce/einvoices/registry.js';
import type { Database } from '../../db/database.js';
import type { Env } from '../../env.js';
import { appError } from '../../errors.js';
import { consoleGuard } from '../../plugins/console-guard.js';
import { bodySchema } from '../kit/body-schema.js';
import type { IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { NO_BODY, optionalTexts, schemaOf } from '../../plugins/route-schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-invoice provider of this process (decision 059), its state and its simulator. */
    einvoicing: Einvoicing;
  }
}

const modeSchema = v.object({
  mode: v.picklist(['up', 'slow', 'down', 'wrong']),
  delay_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30_000))),
  /** Words the simulator refuses each new draft with (null: accept again). */
  refuse: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PERIOD_DAYS = 366;

/** A period of days (Vietnam's calendar) as [start, end) instants; 400 EINVOICE_PERIOD_INVALID otherwise. */
export function periodOf(query: { from?: unknown; to?: unknown }): { start: Date; end: Date } {
  const from = String(query.from ?? '');
  const to = String(query.to ?? '');
  if (!DAY.test(from) || !DAY.test(to)) throw appError('EINVOICE_PERIOD_INVALID');
  const start = new Date(`${from}T00:00:00+07:00`);
  const end = new Date(new Date(`${to}T00:00:00+07:00`).getTime() + 86_400_000);
  const days = (end.getTime() - start.getTime()) / 86_400_000;
  if (Number.isNaN(days) || days < 1 || days > MAX_PERIOD_DAYS) throw appError('EINVOICE_PERIOD_INVALID');
  return { start, end };
}

/** An invoice as the console reads it: the row without the document but with its VAT by rate. */
export function einvoiceView(row: EinvoiceRow) {
  const { document, ...rest } = row;
  return {
    ...rest,
    // An adjustment's amount is its total (the refund); the rates are the original's.
    vat_by_rate: row.kind === 'adjustment' ? [] : (document as EinvoiceDocument).byRate,
    buyer: (document as EinvoiceDocument).buyer,
  };
}

const CSV_HEADER = [
  'Ngày bán',
  'Ngày phát hành',
  'Số hóa đơn',
  'Mã tra cứu',
  'Đơn hàng',
  'Loại',
  'Người mua',
  'Mã số thuế',
  'Thuế suất (%)',
  'Tiền chưa thuế',
  'Tiền thuế',
  'Cộng',
  'Trạng thái',
];

const dayOf = (value: unknown) =>
  value ? new Date(new Date(String(value)).getTime() + 7 * 3_600_000).toISOString().slice(0, 10) : '';

const KIND_NAMES: Record<EinvoiceRow['kind'], string> = {
  original: 'Hóa đơn gốc',
  replacement: 'Hóa đơn thay thế',
  adjustment: 'Hóa đơn điều chỉnh giảm',
};

/**
 * An adjustment after a refund: one line with the refund (negative) in the total, the rates left
 * to the accountant, who makes it at the provider (decision 059 addendum).
 */
const adjustmentRecord = (row: EinvoiceRow) => [
  dayOf(row.sale_at),
  '',
  '',
  '',
  row.so_ct,
  KIND_NAMES.adjustment,
  row.buyer_name,
  row.buyer_tax_code,
  '',
  '',
  '',
  row.total,
  `Cần điều chỉnh: hoàn ${formatPrice(-row.total)} (gốc ${row.reference_code.replace(/-DC-\d+$/, '')})`,
];

/** The accountant's CSV of a period: one line per invoice and VAT rate (so a rate's sums add up). */
function* csvRecords(rows: EinvoiceRow[]) {
  yield CSV_HEADER;
  for (const row of rows) {
    if (row.state === 'needs-adjustment') {
      yield adjustmentRecord(row);
      continue;
    }
    for (const rate of (row.document as EinvoiceDocument).byRate)
      yield [
        dayOf(row.sale_at),
        dayOf(row.issued_at),
        row.invoice_number ?? '',
        row.state === 'issued' ? row.reference_code : '',
        row.so_ct,
        KIND_NAMES[row.kind],
        row.buyer_name,
        row.buyer_tax_code,
        rate.rate,
        rate.net,
        rate.vat,
        rate.amount,
        row.state === 'issued'
          ? 'Đã phát hành'
          : row.state === 'failed'
            ? `Lỗi: ${row.error ?? ''}`
            : 'Đang chờ',
      ];
  }
}

/**
 * E-invoices (decision 059): decorates app.einvoicing; the console's invoices list (with what is
 * waiting and what failed, with the provider's words), an order's invoices, re-issue of a failed
 * one and the accountant's CSV of a period. In development mode and tests, with the simulator on,
 * `POST /sandbox-einvoice/mode` makes it slow, down, wrong or refusing, and
 * `GET /sandbox-einvoice/invoices/{reference}` is the lookup page its links lead to.
 */
export async function einvoiceRoutes(app: FastifyInstance, { env, db }: { env: Env; db: Database }) {
  app.decorate('einvoicing', einvoicingFromEnv(env));
  const idApp = env.ID_APP;
  const guarded = { preHandler: consoleGuard('orders') };
  const listQuery = v.object({
    state: v.optional(v.picklist(EINVOICE_STATES)),
    from: v.optional(v.string()),
    to: v.optional(v.string()),
  });

  app.get<{ Querystring: Record<string, string> }>(
    '/api/:idApp/console/einvoices',
    { ...guarded, schema: schemaOf({ summary: 'E-invoices, by state and sale period', query: listQuery }) },
    async (request) => {
      const parsed = v.safeParse(listQuery, request.query);
      if (!parsed.success) throw appError('EINVOICE_PERIOD_INVALID');
      const { state, from, to } = parsed.output;
      const period = from || to ? periodOf({ from, to }) : undefined;
      const rows = await db.query<EinvoiceRow>(
        `SELECT * FROM einvoices WHERE id_app = $1 AND ($2::text IS NULL OR state = $2)
         AND ($3::timestamptz IS NULL OR sale_at >= $3) AND ($4::timestamptz IS NULL OR sale_at < $4)
       ORDER BY sale_at DESC LIMIT 500`,
        [idApp, state ?? null, period?.start ?? null, period?.end ?? null],
      );
      const counts = await db.query<{ state: string; count: number }>(
        `SELECT state, count(*)::int AS count FROM einvoices WHERE id_app = $1 GROUP BY state`,
        [idApp],
      );
      return {
        provider: app.einvoicing.state,
        items: rows.map(einvoiceView),
        counts: Object.fromEntries(
          EINVOICE_STATES.map((name) => [name, counts.find((c) => c.state === name)?.count ?? 0]),
        ),
      };
    },
  );

  app.get<{ Querystring: Record<string, string> }>(
    '/api/:idApp/console/einvoices/export',
    {
      ...guarded,
      schema: schemaOf({ summary: "A period's e-invoices as CSV", query: optionalTexts('from', 'to') }),
    },
    async (request, reply) => {
      const { start, end } = periodOf(request.query);
      const rows = await db.query<EinvoiceRow>(
        `SELECT * FROM einvoices WHERE id_app = $1 AND sale_at >= $2 AND sale_at < $3 ORDER BY sale_at, so_ct`,
        [idApp, start, end],
      );
      const csv = stringify({ bom: true, escape_formulas: true, record_delimiter: 'windows' });
      Readable.from(csvRecords(rows)).pipe(csv);
      const name = `hoa-don-${String(request.query.from)}_${String(request.query.to)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/:idApp/console/einvoices/:id/reissue',
    { ...guarded, schema: schemaOf({ summary: 'Issues an e-invoice again', body: NO_BODY }) },
    async (request) => {
      const id = checkId(request.params.id);
      const row = await db.transaction((tx) => reissueEinvoice(tx, idApp, id, new Date()));
      app.schedules.nudge();
      return { einvoice: einvoiceView(row) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/:idApp/console/orders/:id/einvoices',
    { ...guarded, schema: schemaOf({ summary: "An order's e-invoices" }) },
    async (request) => ({
      einvoices: (await findOrderEinvoices(db, idApp, checkId(request.params.id))).map(einvoiceView),
    }),
  );

  const { simulator } = app.einvoicing;
  app.addHook('onClose', async () => simulator?.app.close());
  if (!simulator) return;
  app.post<{ Body: v.InferOutput<typeof modeSchema> }>(
    '/sandbox-einvoice/mode',
    { preValidation: bodySchema(modeSchema) },
    async (request) => {
      simulator.control.mode = request.body.mode;
      if (request.body.delay_ms !== undefined) simulator.control.delayMs = request.body.delay_ms;
      if (request.body.refuse !== undefined) simulator.control.refuse = request.body.refuse;
      return {
        mode: simulator.control.mode,
        delay_ms: simulator.control.delayMs,
        refuse: simulator.control.refuse,
      };
    },
  );
  app.get<{ Params: { ref: string } }>(
    '/sandbox-einvoice/invoices/:ref',
    { schema: schemaOf({}) },
    async (request, reply) => {
      const invoice = simulator.invoices.get(request.params.ref);
      if (invoice?.status !== 'issued') throw appError('NOT_FOUND');
      const html = (value: unknown) =>
        String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      const buyer = (invoice.body.buyer ?? {}) as Record<string, unknown>;
      const items = (invoice.body.items ?? []) as Record<string, unknown>[];
      const rows = items
        .map(
          (item) =>
            `<tr><td>${html(item.line_number)}</td><td>${html(item.item_name)}</td><td>${html(item.quantity)}</td><td>${html(item.unit_price)}</td><td>${html(item.tax_rate)}%</td></tr>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="vi"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Hóa đơn ${html(invoice.invoiceNumber)} (mô phỏng)</title></head>
<body style="font-family:sans-serif;max-width:720px;margin:1rem auto;padding:0 1rem">
<p><strong>BẢN MÔ PHỎNG</strong>: hóa đơn của trình mô phỏng SePay eInvoice, không gửi cơ quan thuế.</p>
<h1>Hóa đơn giá trị gia tăng</h1>
<p>Ký hiệu: ${html(invoice.body.invoice_series)} · Số: <span data-testid="invoice-number">${html(invoice.invoiceNumber)}</span> · Ngày: ${html(invoice.issuedDate)}</p>
<p>Mã tra cứu: <span data-testid="invoice-reference">${html(invoice.referenceCode)}</span></p>
<p>Người mua: ${html(buyer.name)}${buyer.tax_code ? ` · MST: ${html(buyer.tax_code)}` : ''}</p>
<table border="1" cellpadding="4" style="border-collapse:collapse;width:100%"><thead><tr><th>STT</th><th>Tên hàng</th><th>SL</th><th>Đơn giá</th><th>Thuế suất</th></tr></thead><tbody>${rows}</tbody></table>
<p>Cộng tiền hàng: ${formatPrice(invoice.totalBeforeTax)} · Tiền thuế: ${formatPrice(invoice.taxAmount)} · Tổng cộng: <strong>${formatPrice(invoice.totalAmount)}</strong></p>
</body></html>`);
    },
  );
}
