import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { insertDocument } from '../db/documents.js';
import { shopSuite } from '../suite.test-kit.js';
import { testBackend } from '../testing.js';
import { announcePageChange } from './page-changes.js';

// A product page around a flash sale's window (decision 025): no write happens when the sale
// starts or ends, yet the cached page must change then. Needs the web build (dist/, dist-ssr/).
const PAGE = '/mua-hang/san-pham/CPH-009';
const webBuilt = existsSync(new URL('../../../web/dist-ssr/entry-server.js', import.meta.url));

describe.skipIf(!webBuilt)('promotion clock of the rendered pages', () => {
  const shop = shopSuite(testBackend(), {}, { serveWeb: true });

  const page = async () => {
    const reply = await shop().app.inject({ url: PAGE });
    expect(reply.statusCode).toBe(200);
    return { html: reply.body, cacheControl: String(reply.headers['cache-control']) };
  };
  it('drops the cached page when a flash sale starts and when it ends, and never lets it be kept past them', async () => {
    // The sale's start and end are reached by moving the clock (Date and the timeouts), not by
    // waiting them out (decision 044, twenty-sixth addendum): faked timers still advance with real
    // time, so the shop's lookups and renders run as usual, and the clock's own timeout (made after
    // the announce, on the faked clock) fires when the clock is moved past the boundary. Without
    // that timeout the page cached before the start is still served during the sale, and fails.
    // The timers the shop made before (the seeded promotions' boundary) stay real and are cleared
    // as the clock clears them.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      shouldAdvanceTime: true,
      shouldClearNativeTimers: true,
    });
    try {
      await passesThroughTheSale();
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  /** The page asked again until its reply tells a boundary (max-age of seconds), or `deadline`. */
  const untilABoundaryIsTold = async (first: Awaited<ReturnType<typeof page>>, deadline: number) => {
    let reply = first;
    while (!/max-age=[1-9]$/.test(reply.cacheControl) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reply = await page();
    }
    return reply;
  };
  /** Moves the faked clock to `time`, firing the timeouts due before it. */
  const moveTo = (time: number) => vi.advanceTimersByTimeAsync(Math.max(0, time - Date.now()));

  async function passesThroughTheSale() {
    // Windows of seconds, wide enough that a render or the clock's lookup on a loaded machine
    // does not outlast them before the clock is moved.
    const start = Date.now() + 8_000;
    const end = start + 4_000;
    await insertDocument(
      shop().db,
      { idApp: shop().env.ID_APP, collection: 'dmchietkhau' },
      {
        ma_cs: 'ecompromotion_flashsales',
        ten_cs: 'Flash sale: thử',
        ma_vt: 'CPH-009',
        gia_ban: 123_000,
        sl_ap_dung: 1,
        sl_tu: 1,
        hieu_luc_tu: new Date(start).toISOString(),
        hieu_luc_den: new Date(end).toISOString(),
      },
    );
    announcePageChange(shop().app, ['dmchietkhau']);
    // The clock looks the new window up in the background: wait until replies carry it.
    const before = await untilABoundaryIsTold(await page(), start - 2_000);
    expect(before.html, before.cacheControl).not.toContain('123.000');
    expect(before.cacheControl).toMatch(/max-age=[1-9]$/);

    await moveTo(start + 300);
    const during = await page();
    expect(during.html).toContain('123.000');
    expect(during.html).toContain('Flash sale kết thúc lúc');
    expect(during.html).toContain(`dateTime="${new Date(end).toISOString()}"`);
    // The clock looks the end up after the start (in the background): the clock is moved past the
    // end only once replies carry it, as a real end comes seconds later.
    const untilEnd = await untilABoundaryIsTold(during, end - 1_000);
    expect(untilEnd.cacheControl).toMatch(/max-age=[1-4]$/);

    await moveTo(end + 300);
    const after = await page();
    expect(after.html).not.toContain('123.000');
    expect(after.html).not.toContain('Flash sale kết thúc lúc');
    expect(after.cacheControl).toContain('max-age=60');
  }
});
