import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';

const ID = '5e1ec7ed0000000000000abc';

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  contentType: string | null;
}

/** A client over a fetch that records each request and answers what `answer` gives. */
function recordingClient(answer: (sent: Sent) => Response = () => Response.json({})) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type');
    const text = await request.text();
    const body = contentType?.includes('application/json') ? JSON.parse(text) : text;
    const entry = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      contentType,
    };
    sent.push(entry);
    return answer(entry);
  };
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    idApp: 'app',
    trustKey: 'trust',
    accessToken: () => 'token-0123456789',
    tokenIn: 'header',
    fetch,
  });
  return { client, sent };
}

describe('the returns calls (issue 33, decision 077)', () => {
  it("sends the shopper's calls to their routes with their bodies", async () => {
    const { client, sent } = recordingClient(({ path }) =>
      Response.json(
        path.endsWith('/media')
          ? { id: ID, url: `/api/app/file?q=${ID}`, kind: 'photo' }
          : path.endsWith('/settings')
            ? { return_window_hours: 72 }
            : [],
      ),
    );
    expect(await client.returnSettings()).toEqual({ return_window_hours: 72 });
    expect(await client.myReturns()).toEqual([]);
    const media = await client.uploadReturnMedia(
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
    );
    expect(media).toEqual({ id: ID, url: `/api/app/file?q=${ID}`, kind: 'photo' });
    await client.requestReturn({
      order_id: ID,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
      media: [ID],
    });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/app/returns/settings',
      'GET /api/app/returns/mine',
      'POST /api/app/returns/media',
      'POST /api/app/returns',
    ]);
    expect(sent[2]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(sent[2]?.body)).toContain('name="file"');
    expect(sent[3]?.body).toEqual({
      order_id: ID,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
      media: [ID],
    });
  });

  it("sends the console's inbox, steps and settings to their routes", async () => {
    const { client, sent } = recordingClient(({ path }) =>
      Response.json(path.endsWith('/console/returns') ? { items: [], total: 0, page: 2, pages: 0 } : {}),
    );
    const api = client.console;
    expect(await api.returns({ status: 'approved', page: 2 })).toMatchObject({ total: 0, page: 2 });
    await api.returns();
    await api.returnDetail(ID);
    await api.approveReturn(ID, { instructions: 'keep', note: 'Giữ lại hàng' });
    await api.receiveReturn(ID, { action: 'write-off', reason: 'Vỡ' });
    await api.refundReturn(ID);
    await api.exchangeReturn(ID);
    await api.rejectReturn(ID, { reason: 'Quá hạn' });
    await api.consoleReturnSettings();
    await api.saveReturnSettings({ return_window_hours: '72' });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/app/console/returns',
      'GET /api/app/console/returns',
      `GET /api/app/console/returns/${ID}`,
      `POST /api/app/console/returns/${ID}/approve`,
      `POST /api/app/console/returns/${ID}/receive`,
      `POST /api/app/console/returns/${ID}/refund`,
      `POST /api/app/console/returns/${ID}/exchange`,
      `POST /api/app/console/returns/${ID}/reject`,
      'GET /api/app/console/settings/returns',
      'PUT /api/app/console/settings/returns',
    ]);
    expect(sent[0]?.query).toMatchObject({ status: 'approved', page: '2' });
    expect(sent[1]?.query).not.toHaveProperty('status');
    expect(sent.slice(3).map((request) => request.body)).toEqual([
      { instructions: 'keep', note: 'Giữ lại hàng' },
      { action: 'write-off', reason: 'Vỡ' },
      {},
      {},
      { reason: 'Quá hạn' },
      '',
      { return_window_hours: '72' },
    ]);
  });

  it('turns a refused step into an ApiError with its code and message', async () => {
    const { client } = recordingClient(() =>
      Response.json(
        { error: 'RETURN_WRONG_STATE', message: 'Yêu cầu đổi/trả không còn ở bước này' },
        { status: 409 },
      ),
    );
    const refused = await client.console.refundReturn(ID).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).code).toBe('RETURN_WRONG_STATE');
    expect((refused as ApiError).message).toBe('Yêu cầu đổi/trả không còn ở bước này');
  });
});
