import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { newControl, type SimulatorControl, simulatorApp } from '../carriers/simulators/sim-kit.js';
import { sepayDateTime } from './sepay-einvoice.js';

/** An invoice the simulator keeps: what was sent, its totals and its state. */
export interface SimulatedInvoice {
  referenceCode: string;
  body: Record<string, unknown>;
  status: 'draft' | 'issued';
  invoiceNumber: string;
  issuedDate: string;
  totalBeforeTax: number;
  taxAmount: number;
  totalAmount: number;
}

export interface SepayEinvoiceSimulator {
  app: FastifyInstance;
  control: SimulatorControl & {
    /** When set, each create check answers Failed with these words (the provider refusing). */
    refuse: string | null;
  };
  invoices: Map<string, SimulatedInvoice>;
  /** The lookup page of an invoice: where its link (pdf_url) leads. */
  lookupPath(referenceCode: string): string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN);

/** Tax by rate of the lines before tax, each rate's tax rounded once (halves up). */
function totalsOf(items: Record<string, unknown>[]) {
  const byRate = new Map<number, number>();
  for (const item of items) {
    if (item.line_type !== 1) continue;
    const net = Math.round(num(item.quantity) * num(item.unit_price));
    const rate = num(item.tax_rate);
    byRate.set(rate, (byRate.get(rate) ?? 0) + net);
  }
  let totalBeforeTax = 0;
  let taxAmount = 0;
  for (const [rate, net] of byRate) {
    totalBeforeTax += net;
    if (rate > 0) taxAmount += Math.round((net * rate) / 100);
  }
  return { totalBeforeTax, taxAmount, totalAmount: totalBeforeTax + taxAmount };
}

/** What the create page requires (decision 059), in its words; undefined when the body is whole. */
function missingField(body: Record<string, unknown>, providerAccountId: string): string | undefined {
  for (const field of ['template_code', 'invoice_series', 'issued_date', 'currency', 'provider_account_id'])
    if (typeof body[field] !== 'string' || body[field] === '') return `Thiếu trường ${field}`;
  if (body.provider_account_id !== providerAccountId) return 'Không tìm thấy tài khoản nhà cung cấp';
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(body.issued_date)))
    return 'issued_date sai định dạng';
  if (!isRecord(body.buyer) || typeof body.buyer.name !== 'string' || body.buyer.name === '')
    return 'Thiếu trường buyer.name';
  if (!Array.isArray(body.items) || body.items.length === 0) return 'Thiếu trường items';
  for (const item of body.items) {
    if (!isRecord(item)) return 'items sai định dạng';
    if (typeof item.line_number !== 'number' || ![1, 2, 3, 4].includes(item.line_type as number))
      return 'items: thiếu line_number hoặc line_type';
    if (typeof item.item_name !== 'string' || item.item_name === '') return 'items: thiếu item_name';
    if (item.tax_rate !== undefined && ![-2, -1, 0, 5, 8, 10].includes(item.tax_rate as number))
      return 'items: tax_rate không hợp lệ';
  }
  return undefined;
}

/**
 * A local SePay eInvoice (decision 059) for development and tests: the documented token (Basic
 * auth, a Bearer token for 86 400 s), provider accounts, create (a draft with the shop's unique
 * reference_code: a repeat is refused), its check, issue and its check, each reply in the
 * documented envelope ({ success, data }). Invoices are kept in memory; an issued one gets the next
 * number of the series and a lookup page served by the shop (GET /sandbox-einvoice/invoices/{ref}).
 * Its control makes it slow, down (503), wrong (not JSON) or refusing (a create check Failed).
 */
export function sepayEinvoiceSimulator(keys: {
  clientId: string;
  clientSecret: string;
  providerAccountId: string;
  /** The origin its lookup links use (the shop's own address). */
  lookupOrigin: string;
}): SepayEinvoiceSimulator {
  const control = Object.assign(newControl(), { refuse: null as string | null });
  const app = simulatorApp(control);
  const invoices = new Map<string, SimulatedInvoice>();
  const tokens = new Set<string>();
  const trackings = new Map<string, { step: 'create' | 'issue'; referenceCode: string; failed?: string }>();
  let lastNumber = 0;
  const lookupPath = (referenceCode: string) =>
    `/sandbox-einvoice/invoices/${encodeURIComponent(referenceCode)}`;

  const authorized = (header: unknown) =>
    typeof header === 'string' && header.startsWith('Bearer ') && tokens.has(header.slice(7));

  app.post('/v1/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${keys.clientId}:${keys.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return reply.code(401).send({ success: false, message: 'Unauthorized' });
    const token = randomBytes(24).toString('base64url');
    tokens.add(token);
    return { success: true, data: { access_token: token, token_type: 'Bearer', expires_in: 86_400 } };
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.url === '/v1/token') return undefined;
    if (!authorized(request.headers.authorization))
      return reply.code(401).send({ success: false, message: 'Unauthorized' });
    return undefined;
  });

  app.get('/v1/provider-accounts', async () => ({
    success: true,
    data: {
      paging: { per_page: 20, total: 1, has_more: false, current_page: 1, page_count: 1 },
      items: [{ id: keys.providerAccountId, provider: 'simulator', active: true }],
    },
  }));

  const invoiceReply = (invoice: SimulatedInvoice) => ({
    reference_code: invoice.referenceCode,
    invoice_number: invoice.invoiceNumber,
    issued_date: invoice.issuedDate,
    pdf_url: `${keys.lookupOrigin}${lookupPath(invoice.referenceCode)}`,
    xml_url: null,
    status: invoice.status,
    buyer: invoice.body.buyer,
    total_before_tax: invoice.totalBeforeTax,
    tax_amount: invoice.taxAmount,
    total_amount: invoice.totalAmount,
    notes: invoice.body.notes ?? '',
    source: 'api',
  });

  const accepted = (step: 'create' | 'issue', referenceCode: string, failed?: string) => {
    const trackingCode = randomUUID();
    trackings.set(trackingCode, { step, referenceCode, ...(failed ? { failed } : {}) });
    return {
      success: true,
      data: {
        tracking_code: trackingCode,
        tracking_url: `https://einvoice-api-sandbox.sepay.vn/v1/invoices/${step}/check/${trackingCode}`,
        message:
          step === 'create' ? 'Đã tạo yêu cầu xuất bán hóa đơn điện tử' : 'Đã tạo yêu cầu phát hành hóa đơn',
      },
    };
  };

  app.post('/v1/invoices/create', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const missing = missingField(body, keys.providerAccountId);
    if (missing) return reply.code(400).send({ success: false, message: missing });
    const referenceCode =
      typeof body.reference_code === 'string' && body.reference_code ? body.reference_code : randomUUID();
    if (invoices.has(referenceCode))
      return reply.code(400).send({ success: false, message: 'reference_code đã tồn tại' });
    const totals = totalsOf(body.items as Record<string, unknown>[]);
    if (control.refuse) return accepted('create', referenceCode, control.refuse);
    invoices.set(referenceCode, {
      referenceCode,
      body,
      status: 'draft',
      invoiceNumber: '0',
      issuedDate: String(body.issued_date).slice(0, 10),
      ...totals,
    });
    if (body.is_draft === false) {
      lastNumber += 1;
      Object.assign(invoices.get(referenceCode) ?? {}, {
        status: 'issued',
        invoiceNumber: String(lastNumber),
      });
    }
    return accepted('create', referenceCode);
  });

  app.post('/v1/invoices/issue', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const invoice = invoices.get(String(body.reference_code ?? ''));
    if (invoice?.status !== 'draft')
      return reply.code(404).send({ success: false, message: 'Không tìm thấy hóa đơn nháp' });
    lastNumber += 1;
    invoice.status = 'issued';
    invoice.invoiceNumber = String(lastNumber);
    invoice.issuedDate = sepayDateTime(new Date()).slice(0, 10);
    return accepted('issue', invoice.referenceCode);
  });

  const check =
    (step: 'create' | 'issue') =>
    async (request: { params: unknown }, reply: { code(n: number): { send(body: unknown): unknown } }) => {
      const code = String((request.params as { code?: string }).code ?? '');
      const tracking = trackings.get(code);
      if (!tracking || tracking.step !== step)
        return reply.code(404).send({ success: false, message: 'Không tìm thấy yêu cầu' });
      if (tracking.failed)
        return {
          success: true,
          data: { reference_code: tracking.referenceCode, status: 'Failed', message: tracking.failed },
        };
      const invoice = invoices.get(tracking.referenceCode);
      if (!invoice) return reply.code(404).send({ success: false, message: 'Không tìm thấy hóa đơn' });
      return {
        success: true,
        data: {
          reference_code: invoice.referenceCode,
          status: 'Success',
          message:
            step === 'create' ? 'Xuất hóa đơn điện tử thành công' : 'Xuất bán hóa đơn điện tử thành công',
          invoice: invoiceReply(invoice),
        },
      };
    };
  app.get('/v1/invoices/create/check/:code', check('create'));
  app.get('/v1/invoices/issue/check/:code', check('issue'));

  return { app, control, invoices, lookupPath };
}
