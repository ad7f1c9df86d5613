import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { insertDocument } from '../db/documents.js';
import { shopSuite } from '../suite.test-kit.js';
import { announcePageChange } from './page-changes.js';

// A product page around a flash sale's window (decision 025): no write happens when the sale
// starts or ends, yet the cached page must change then. Needs the web build (dist/, dist-ssr/).
const PAGE = '/mua-hang/san-pham/CPH-009';
const webBuilt = existsSync(new URL('../../../web/dist-ssr/entry-server.js', import.meta.url));

describe.skipIf(!webBuilt)('promotion clock of the rendered pages', () => {
  const shop = shopSuite('pglite', {}, { serveWeb: true });

  const page = async () => {
    const reply = await shop().app.inject({ url: PAGE });
    expect(reply.statusCode).toBe(200);
    return { html: reply.body, cacheControl: String(reply.headers['cache-control']) };
  };
  const waitUntil = (time: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

  it('drops the cached page when a flash sale starts and when it ends, and never lets it be kept past them', async () => {
    // Windows of seconds, wide enough that a render or the clock's lookup on a loaded machine
    // does not outlast them.
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
    let before = await page();
    while (!/max-age=[1-9]$/.test(before.cacheControl) && Date.now() < start - 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      before = await page();
    }
    expect(before.html, before.cacheControl).not.toContain('123.000');
    expect(before.cacheControl).toMatch(/max-age=[1-9]$/);

    await waitUntil(start + 300);
    const during = await page();
    expect(during.html).toContain('123.000');
    expect(during.html).toContain('Flash sale kết thúc lúc');
    expect(during.html).toContain(`dateTime="${new Date(end).toISOString()}"`);

    await waitUntil(end + 300);
    const after = await page();
    expect(after.html).not.toContain('123.000');
    expect(after.html).not.toContain('Flash sale kết thúc lúc');
    expect(after.cacheControl).toContain('max-age=60');
  }, 30_000);
});
