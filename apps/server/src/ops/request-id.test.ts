import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, testBackend, type TestShop } from '../testing.js';

type LogLine = Record<string, unknown> & { msg: string; level: number; reqId?: string };

describe('request ids in the log', () => {
  let shop: TestShop;
  let lines: LogLine[] = [];
  beforeAll(async () => {
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    // debug: the one line per request is written too, so every kind of request line is seen.
    shop = await startTestShop(testBackend(), { LOG_LEVEL: 'debug' }, { logStream });
    shop.app.get('/test/failing', async () => {
      throw new Error('could not save the order', { cause: new Error('connection reset by peer') });
    });
  });
  afterAll(() => shop?.close());

  /** The lines written while `work` ran. */
  async function logOf(work: () => Promise<unknown>): Promise<LogLine[]> {
    lines = [];
    await work();
    return lines;
  }

  it('keeps a safe X-Request-Id, echoes it, and puts it on every line of the request', async () => {
    let replyId: unknown;
    const log = await logOf(async () => {
      const reply = await shop.app.inject({
        url: '/send-otp/khachhang@example.com',
        headers: { 'x-request-id': 'lb-7f3a.91:c2_x' },
      });
      expect(reply.statusCode).toBe(200);
      replyId = reply.headers['x-request-id'];
    });
    expect(replyId).toBe('lb-7f3a.91:c2_x');
    expect(log.map((line) => line.msg)).toEqual(['mail kept in outbox', 'request']);
    for (const line of log) expect(line.reqId).toBe('lb-7f3a.91:c2_x');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'a b'],
    ['forging a log line', 'x"}\n{"msg":"admin logged in'],
    ['with quotes', `x'y"z`],
    ['empty', ''],
  ])('replaces an id that is %s with a fresh one', async (_case, header) => {
    const log = await logOf(async () => {
      const reply = await shop.app.inject({ url: '/healthz', headers: { 'x-request-id': header } });
      expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
    expect(log).toHaveLength(1);
    expect(log[0]?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives two requests without an id two different ids', async () => {
    const first = await shop.app.inject({ url: '/healthz' });
    const second = await shop.app.inject({ url: '/healthz' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('logs an unexpected error once, with its cause and the request id; the reply tells nothing', async () => {
    let replyId: unknown;
    const log = await logOf(async () => {
      const reply = await shop.app.inject({ url: '/test/failing' });
      expect(reply.statusCode).toBe(500);
      expect(reply.body).not.toMatch(/connection reset|could not save/);
      replyId = reply.headers['x-request-id'];
    });
    const errors = log.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    const logged = errors[0]?.err as { message: string; stack: string };
    expect(logged.message).toBe('could not save the order: connection reset by peer');
    expect(logged.stack).toContain('caused by: Error: connection reset by peer');
    for (const line of log) expect(line.reqId).toBe(replyId);
    expect(JSON.stringify(log).match(/connection reset by peer/g)?.length).toBe(2);
  });
});
