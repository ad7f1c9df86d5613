import { describe, expect, it } from 'vitest';
import { buy, callerOf, newGuest } from '../routes/commerce/commerce.test-kit.js';
import { bothBackends, neutralOn, testBackend } from '../testing.js';
import { shopSuite } from '../suite.test-kit.js';
import { paymentResult } from './metrics.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in Prometheus's text format (labels as written, or none). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('payment results', () => {
  it('names each gateway answer', () => {
    expect(paymentResult('00', true)).toBe('paid');
    expect(paymentResult('00', false)).toBe('failed');
    expect(paymentResult('02', true)).toBe('repeat');
    expect(paymentResult('97', false)).toBe('refused');
    expect(paymentResult('04', false)).toBe('refused');
    expect(paymentResult('02', false, true)).toBe('refund_due');
    expect(paymentResult('04', false, true)).toBe('refund_due');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const shop = shopSuite(testBackend());

  it('does not exist: off unless an operator sets a token', async () => {
    const reply = await shop().app.inject({ url: '/metrics' });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('shop_');
  });
});

describe.each(bothBackends())('/metrics on %s', (backend) => {
  const shop = shopSuite(backend, { METRICS_TOKEN: TOKEN });
  const scrape = async () => {
    const reply = await shop().app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(reply.headers['cache-control']).toBe('no-store');
    return reply.body;
  };

  if (neutralOn(backend)) {
    it('refuses a missing or wrong token with 401, in the caller language', async () => {
      const missing = await shop().app.inject({ url: '/metrics' });
      expect(missing.statusCode).toBe(401);
      expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(missing.json()).toEqual({
        error: 'METRICS_TOKEN_INVALID',
        message: 'Cần mã truy cập số liệu hợp lệ',
      });
      for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN]) {
        const wrong = await shop().app.inject({
          url: '/metrics?lang=en',
          headers: { authorization },
        });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().message).toBe('A valid metrics token is required');
        expect(wrong.body).not.toContain('shop_');
      }
    });

    it('counts latency by route pattern, placed orders, payment results, the outbox and the pool', async () => {
      const before = await scrape();
      const placedBefore = sample(before, 'shop_orders_placed_total') ?? Number.NaN;
      const kit = { call: callerOf(shop().app, `/api/${shop().env.ID_APP}`, shop().env.PUBLIC_TOKEN) };
      const guest = newGuest();
      const placed = await buy(kit, guest, [{ ma_vt: 'CPH-006', sl_xuat: 1 }]);
      expect(placed.status).toBe(200);
      // Placing the same draft again is not a second order.
      const again = await kit.call(guest, 'PUT', `so1/${placed.body._id}`, { trang_thai: '0' });
      expect(again.status).toBe(200);
      // A forged gateway answer: refused, and counted as such.
      const forged = await kit.call<{ RspCode: string }>(guest, 'GET', 'payments/vnpay/ipn?vnp_TxnRef=1');
      expect(forged.body.RspCode).toBe('97');

      const text = await scrape();
      expect(sample(text, 'shop_orders_placed_total')).toBe(placedBefore + 1);
      expect(sample(text, 'shop_payment_results_total{result="refused"}')).toBe(1);
      expect(sample(text, 'shop_payment_results_total{result="paid"}')).toBe(0);
      // The route's pattern, never the order's id.
      expect(text).toContain(
        'shop_http_request_duration_seconds_count{method="PUT",route="/api/:idApp/so1/:id",status_code="200"} 2',
      );
      expect(text).not.toContain(String(placed.body._id));
      expect(text).toContain('process_resident_memory_bytes');
    });

    it('reports the unsent mails of the outbox', async () => {
      const backlog = sample(await scrape(), 'shop_outbox_backlog') ?? Number.NaN;
      expect(backlog).toBeGreaterThanOrEqual(0);
      for (const [id, sentAt] of [
        ['a00000000000000000000001', null],
        ['a00000000000000000000002', null],
        ['a00000000000000000000003', new Date().toISOString()],
      ] as const) {
        await shop().db.query(
          'INSERT INTO outbox (id, recipient, subject, body, sent_at) VALUES ($1, $2, $3, $4, $5)',
          [id, 'metrics@example.com', 'test', 'test', sentAt],
        );
      }
      expect(sample(await scrape(), 'shop_outbox_backlog')).toBe(backlog + 2);
    });
  }

  it('reports the pool on PostgreSQL only', async () => {
    const text = await scrape();
    if (backend === 'postgres') {
      expect(sample(text, 'shop_db_pool_connections{state="max"}')).toBe(10);
      expect(sample(text, 'shop_db_pool_connections{state="reserved"}')).toBe(0);
      expect(sample(text, 'shop_db_pool_connections{state="waiting"}')).toBe(0);
      expect(sample(text, 'shop_db_statements_in_flight')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('shop_db_pool_connections');
    }
  });
});
