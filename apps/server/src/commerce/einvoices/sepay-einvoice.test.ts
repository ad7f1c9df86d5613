import { einvoiceOf } from '@shop/domain/invoices';
import { describe, expect, it } from 'vitest';
import { EinvoiceError } from './provider.js';
import { sepayCreateBody, sepayDateTime, sepayEinvoiceProvider } from './sepay-einvoice.js';
import { injectFetch } from '../carriers/simulators/sim-kit.js';
import { sepayEinvoiceSimulator } from './sepay-simulator.js';

/**
 * The SePay eInvoice adapter against the replies printed in SePay's documentation (decision 059:
 * developer.sepay.vn/vi/einvoice-api/v1 "Bắt đầu nhanh", "Xuất hóa đơn điện tử", "Theo dõi trạng
 * thái xuất hóa đơn", "Theo dõi trạng thái phát hành hóa đơn"), verbatim.
 */
const DOC_TOKEN = {
  success: true,
  data: { access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...', token_type: 'Bearer', expires_in: 86400 },
};
const DOC_CREATE = {
  success: true,
  data: {
    tracking_code: '084e179d-d95a-11f0-aef4-52c7e9b4f41b',
    tracking_url:
      'https://einvoice-api.sepay.vn/v1/invoices/create/check/084e179d-d95a-11f0-aef4-52c7e9b4f41b',
    message: 'Đã tạo yêu cầu xuất bán hóa đơn điện tử',
  },
};
const DOC_CHECK_ISSUE = {
  success: true,
  data: {
    reference_code: '084e179d-d95a-11f0-aef4-52c7e9b4f41b',
    status: 'Success',
    message: 'Xuất bán hóa đơn điện tử thành công',
    invoice: {
      reference_code: '084e179d-d95a-11f0-aef4-52c7e9b4f41b',
      invoice_number: '589',
      issued_date: '2025-12-15',
      pdf_url: 'https://beta-portalv2.mifi.vn/DownloadPDFCA.aspx?kk=1434747710&keyinv=...',
      xml_url: null,
      status: 'issued',
      buyer: {
        name: 'Công ty ABC',
        tax_code: '0101234567',
        address: '123 Đường A, Quận B, Hà Nội',
        email: 'buyer@example.com',
        phone: '0900000000',
      },
      total_before_tax: 200000,
      tax_amount: 20000,
      total_amount: 220000,
      notes: 'Ghi chú hóa đơn',
      source: 'api',
    },
  },
};

type Call = { url: string; init: RequestInit };

function scripted(replies: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = replies.shift();
    if (!next) throw new Error(`no reply scripted for ${url}`);
    return new Response(typeof next.body === 'string' ? next.body : JSON.stringify(next.body), {
      status: next.status,
    });
  };
  return { calls, fetch };
}

const config = {
  baseUrl: 'https://einvoice-api-sandbox.sepay.vn',
  clientId: 'client-id',
  clientSecret: 'client-secret',
  providerAccountId: '0aea3134-da40-11f0-aef4-52c7e9b4f41b',
  templateCode: '1',
  invoiceSeries: 'C26TSE',
  state: 'keys' as const,
};

const order = {
  details: [
    { ma_vt: 'SP001', ten_vt: 'Sản phẩm A', sl_xuat: 2, tien_hang_nt: 220_000, tien_ck: 0, thue_suat: 10 },
  ],
  t_tien_nt: 220_000,
  hoa_don: {
    ten_cong_ty: 'Công ty ABC',
    ma_so_thue: '0101234567',
    dia_chi_cong_ty: '123 Đường A, Quận B, Hà Nội',
    email_hoa_don: 'buyer@example.com',
  },
};
const request = {
  referenceCode: 'HD-260001',
  document: einvoiceOf(order),
  paymentMethod: 'CK' as const,
  issuedAt: new Date('2025-12-11T01:00:00Z'),
  note: 'Đơn hàng 260001',
};
const signal = () => AbortSignal.timeout(5_000);

describe('SePay eInvoice adapter (decision 059)', () => {
  it('takes a token with Basic auth, then creates the draft with the documented fields and reads its tracking code', async () => {
    const { calls, fetch } = scripted([
      { status: 200, body: DOC_TOKEN },
      { status: 200, body: DOC_CREATE },
    ]);
    const provider = sepayEinvoiceProvider({ ...config, fetch });
    const created = await provider.createDraft(request, signal());
    expect(created).toEqual({ trackingCode: '084e179d-d95a-11f0-aef4-52c7e9b4f41b' });
    expect(calls[0]?.url).toBe('https://einvoice-api-sandbox.sepay.vn/v1/token');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe(
      `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
    );
    expect(calls[1]?.url).toBe('https://einvoice-api-sandbox.sepay.vn/v1/invoices/create');
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBe(
      'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...',
    );
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      template_code: '1',
      invoice_series: 'C26TSE',
      issued_date: '2025-12-11 08:00:00',
      currency: 'VND',
      provider_account_id: '0aea3134-da40-11f0-aef4-52c7e9b4f41b',
      reference_code: 'HD-260001',
      payment_method: 'CK',
      is_draft: true,
      buyer: {
        type: 'company',
        name: 'Công ty ABC',
        legal_name: 'Công ty ABC',
        tax_code: '0101234567',
        address: '123 Đường A, Quận B, Hà Nội',
        email: 'buyer@example.com',
      },
      items: [
        {
          line_number: 1,
          line_type: 1,
          item_code: 'SP001',
          item_name: 'Sản phẩm A',
          quantity: 2,
          unit_price: 100_000,
          tax_rate: 10,
        },
      ],
      notes: 'Đơn hàng 260001',
    });
  });

  it('reads the documented issue check, keeps the token for the next call and takes a new one after a 401', async () => {
    const { calls, fetch } = scripted([
      { status: 200, body: DOC_TOKEN },
      { status: 200, body: DOC_CHECK_ISSUE },
      { status: 401, body: { success: false, message: 'Unauthorized' } },
      { status: 200, body: DOC_TOKEN },
      {
        status: 200,
        body: { success: true, data: { ...DOC_CHECK_ISSUE.data, status: 'Pending', invoice: undefined } },
      },
    ]);
    const provider = sepayEinvoiceProvider({ ...config, fetch });
    const status = await provider.checkIssue('084e179d-d95a-11f0-aef4-52c7e9b4f41b', signal());
    expect(status).toEqual({
      status: 'success',
      message: 'Xuất bán hóa đơn điện tử thành công',
      invoice: {
        referenceCode: '084e179d-d95a-11f0-aef4-52c7e9b4f41b',
        invoiceNumber: '589',
        issuedDate: '2025-12-15',
        url: 'https://beta-portalv2.mifi.vn/DownloadPDFCA.aspx?kk=1434747710&keyinv=...',
        totalBeforeTax: 200000,
        taxAmount: 20000,
        totalAmount: 220000,
        status: 'issued',
      },
    });
    expect(calls[1]?.url).toBe(
      'https://einvoice-api-sandbox.sepay.vn/v1/invoices/issue/check/084e179d-d95a-11f0-aef4-52c7e9b4f41b',
    );
    // The token is kept; a 401 drops it and the call goes again with a new one.
    const pending = await provider.checkCreate('084e179d-d95a-11f0-aef4-52c7e9b4f41b', signal());
    expect(pending.status).toBe('pending');
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/v1/token',
      '/v1/invoices/issue/check/084e179d-d95a-11f0-aef4-52c7e9b4f41b',
      '/v1/invoices/create/check/084e179d-d95a-11f0-aef4-52c7e9b4f41b',
      '/v1/token',
      '/v1/invoices/create/check/084e179d-d95a-11f0-aef4-52c7e9b4f41b',
    ]);
  });

  it('tells a refusal (its words kept) from the provider down or answering something else', async () => {
    const refused = sepayEinvoiceProvider({
      ...config,
      ...scripted([
        { status: 200, body: DOC_TOKEN },
        { status: 400, body: { success: false, message: 'Missing or invalid required fields.' } },
      ]),
    });
    await expect(refused.createDraft(request, signal())).rejects.toMatchObject({
      reason: 'refused',
      message: 'Missing or invalid required fields.',
    });
    const down = sepayEinvoiceProvider({
      ...config,
      ...scripted([
        { status: 200, body: DOC_TOKEN },
        { status: 503, body: 'Service Unavailable' },
      ]),
    });
    const error = await down.issue('HD-1', signal()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EinvoiceError);
    expect((error as EinvoiceError).isTransient).toBe(true);
    const wrong = sepayEinvoiceProvider({
      ...config,
      ...scripted([{ status: 200, body: '<html>maintenance</html>' }]),
    });
    await expect(wrong.issue('HD-1', signal())).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('writes issued_date in Vietnam time, as the create page asks (YYYY-MM-DD HH:mm:ss)', () => {
    expect(sepayDateTime(new Date('2026-11-29T17:30:05Z'))).toBe('2026-11-30 00:30:05');
    // A person buyer carries no tax code.
    const body = sepayCreateBody(config, {
      ...request,
      document: einvoiceOf({ ...order, hoa_don: null, ten_nguoi_nhan: 'An' }),
    });
    expect(body.buyer).toEqual({ type: 'personal', name: 'An' });
  });

  it('goes through the whole flow against the local simulator: draft, check, issue, check', async () => {
    const simulator = sepayEinvoiceSimulator({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      providerAccountId: config.providerAccountId,
      lookupOrigin: 'https://shop.example',
    });
    const provider = sepayEinvoiceProvider({ ...config, fetch: injectFetch(simulator.app) });
    const { trackingCode } = await provider.createDraft(request, signal());
    const draft = await provider.checkCreate(trackingCode, signal());
    expect(draft).toMatchObject({ status: 'success', invoice: { status: 'draft', totalAmount: 220_000 } });
    // The provider keeps each reference once: a second draft under it is refused.
    await expect(provider.createDraft(request, signal())).rejects.toMatchObject({ reason: 'refused' });
    const issued = await provider.checkIssue(
      (await provider.issue('HD-260001', signal())).trackingCode,
      signal(),
    );
    expect(issued).toMatchObject({
      status: 'success',
      invoice: { invoiceNumber: '1', url: 'https://shop.example/sandbox-einvoice/invoices/HD-260001' },
    });
    await simulator.app.close();
  });
});
