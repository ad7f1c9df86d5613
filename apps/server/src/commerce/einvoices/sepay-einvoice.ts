import type { FetchLike } from '../carriers/carrier.js';
import {
  type EinvoiceDraftRequest,
  EinvoiceError,
  type EinvoiceInfo,
  type EinvoiceProvider,
  type EinvoiceStepStatus,
} from './provider.js';

/** SePay eInvoice API (decision 059): production and sandbox addresses. */
export const SEPAY_EINVOICE_PRODUCTION_URL = 'https://einvoice-api.sepay.vn';
export const SEPAY_EINVOICE_SANDBOX_URL = 'https://einvoice-api-sandbox.sepay.vn';

export interface SepayEinvoiceConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The provider account the invoices go through (GET /v1/provider-accounts, an `id`). */
  providerAccountId: string;
  /** The template code and series of that account (GET /v1/provider-accounts/{id}). */
  templateCode: string;
  invoiceSeries: string;
  fetch: FetchLike;
  state: 'keys' | 'simulator';
  now?: () => number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const amount = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : Number.NaN;
};

/** A moment as SePay's issued_date reads it: "YYYY-MM-DD HH:mm:ss", Vietnam's time (UTC+7). */
export function sepayDateTime(at: Date): string {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

/** The body of POST /v1/invoices/create for a draft (decision 059: fields of the "Xuất hóa đơn điện tử" page). */
export function sepayCreateBody(
  config: Pick<SepayEinvoiceConfig, 'providerAccountId' | 'templateCode' | 'invoiceSeries'>,
  request: EinvoiceDraftRequest,
): Record<string, unknown> {
  const { buyer, lines } = request.document;
  return {
    template_code: config.templateCode,
    invoice_series: config.invoiceSeries,
    issued_date: sepayDateTime(request.issuedAt),
    currency: 'VND',
    provider_account_id: config.providerAccountId,
    reference_code: request.referenceCode,
    payment_method: request.paymentMethod,
    is_draft: true,
    buyer: {
      type: buyer.type,
      name: buyer.name,
      ...(buyer.type === 'company' ? { legal_name: buyer.name, tax_code: buyer.taxCode } : {}),
      ...(buyer.address ? { address: buyer.address } : {}),
      ...(buyer.email ? { email: buyer.email } : {}),
      ...(buyer.phone ? { phone: buyer.phone } : {}),
    },
    items: lines.map((line) => ({
      line_number: line.lineNumber,
      line_type: 1,
      ...(line.code ? { item_code: line.code } : {}),
      item_name: line.name,
      ...(line.unit ? { unit: line.unit } : {}),
      quantity: line.quantity,
      unit_price: line.unitPrice,
      tax_rate: line.rate,
    })),
    notes: request.note,
  };
}

/** The `invoice` of a check reply, read. */
function invoiceOf(value: unknown): EinvoiceInfo | undefined {
  if (!isRecord(value)) return undefined;
  const info: EinvoiceInfo = {
    referenceCode: text(value.reference_code),
    invoiceNumber: text(value.invoice_number),
    issuedDate: text(value.issued_date),
    url: text(value.pdf_url),
    totalBeforeTax: amount(value.total_before_tax),
    taxAmount: amount(value.tax_amount),
    totalAmount: amount(value.total_amount),
    status: text(value.status),
  };
  if (info.referenceCode === '' || Number.isNaN(info.totalAmount)) return undefined;
  return info;
}

/** What an error reply says: its `message`, or `error.message`, else the HTTP status. */
function messageOf(body: unknown, status: number): string {
  if (isRecord(body)) {
    const nested = isRecord(body.error) ? text(body.error.message) : '';
    const own = text(body.message) || nested || text(body.error);
    if (own) return own;
  }
  return `HTTP ${status}`;
}

/**
 * The SePay eInvoice adapter (decision 059): a Bearer token from POST /v1/token (Basic auth with
 * the client id and secret, 86 400 s, kept until a minute before it ends and dropped on a 401),
 * the draft created (POST /v1/invoices/create, is_draft true), its check
 * (GET /v1/invoices/create/check/{tracking_code}), its issue (POST /v1/invoices/issue) and that
 * check (GET /v1/invoices/issue/check/{tracking_code}).
 */
export function sepayEinvoiceProvider(config: SepayEinvoiceConfig): EinvoiceProvider {
  const now = config.now ?? Date.now;
  let token: { value: string; until: number } | undefined;

  async function send(url: string, init: RequestInit & { signal: AbortSignal }) {
    let response: Response;
    try {
      response = await config.fetch(url, init);
    } catch (error) {
      if (init.signal.aborted) throw new EinvoiceError('sepay', 'timeout', 'SePay did not answer in time');
      throw new EinvoiceError('sepay', 'down', error instanceof Error ? error.message : String(error));
    }
    const raw = await response.text().catch(() => '');
    if (init.signal.aborted) throw new EinvoiceError('sepay', 'timeout', 'SePay did not answer in time');
    if (response.status >= 500) throw new EinvoiceError('sepay', 'down', `SePay: HTTP ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new EinvoiceError('sepay', 'malformed', `SePay: HTTP ${response.status}, not JSON`);
    }
    return { status: response.status, body };
  }

  async function accessToken(signal: AbortSignal): Promise<string> {
    if (token && token.until > now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const { status, body } = await send(`${config.baseUrl}/v1/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
      signal,
    });
    if (status === 401 || status === 403)
      throw new EinvoiceError('sepay', 'auth', `SePay token: ${messageOf(body, status)}`);
    const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
    const value = data ? text(data.access_token) : '';
    if (status !== 200 || value === '')
      throw new EinvoiceError('sepay', 'malformed', 'SePay token: no access_token');
    const seconds = typeof data?.expires_in === 'number' ? data.expires_in : 86_400;
    token = { value, until: now() + Math.max(0, seconds - 60) * 1000 };
    return value;
  }

  /** One authenticated call; a 401 drops the token and tries once more with a new one. */
  async function call(method: 'GET' | 'POST', path: string, signal: AbortSignal, payload?: unknown) {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken(signal);
      const { status, body } = await send(`${config.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        signal,
      });
      if (status === 401 && attempt === 0) {
        token = undefined;
        continue;
      }
      if (status === 401 || status === 403) throw new EinvoiceError('sepay', 'auth', messageOf(body, status));
      if (status !== 200 || !isRecord(body) || body.success === false)
        throw new EinvoiceError('sepay', 'refused', messageOf(body, status));
      if (!isRecord(body.data)) throw new EinvoiceError('sepay', 'malformed', 'SePay: reply without data');
      return body.data;
    }
  }

  const tracking = (data: Record<string, unknown>) => {
    const trackingCode = text(data.tracking_code);
    if (trackingCode === '')
      throw new EinvoiceError('sepay', 'malformed', 'SePay: reply without tracking_code');
    return { trackingCode };
  };

  async function check(path: string, signal: AbortSignal): Promise<EinvoiceStepStatus> {
    const data = await call('GET', path, signal);
    const status = text(data.status);
    const message = text(data.message);
    if (status === 'Pending') return { status: 'pending', message };
    if (status === 'Failed') return { status: 'failed', message: message || 'SePay: Failed' };
    if (status !== 'Success')
      throw new EinvoiceError('sepay', 'malformed', `SePay: unknown status ${status}`);
    const invoice = invoiceOf(data.invoice);
    if (!invoice) throw new EinvoiceError('sepay', 'malformed', 'SePay: Success without its invoice');
    return { status: 'success', message, invoice };
  }

  return {
    id: 'sepay',
    state: config.state,
    async createDraft(request, signal) {
      return tracking(await call('POST', '/v1/invoices/create', signal, sepayCreateBody(config, request)));
    },
    checkCreate: (code, signal) => check(`/v1/invoices/create/check/${encodeURIComponent(code)}`, signal),
    async issue(referenceCode, signal) {
      return tracking(await call('POST', '/v1/invoices/issue', signal, { reference_code: referenceCode }));
    },
    checkIssue: (code, signal) => check(`/v1/invoices/issue/check/${encodeURIComponent(code)}`, signal),
  };
}
