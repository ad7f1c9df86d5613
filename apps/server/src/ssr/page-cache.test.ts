import { describe, expect, it } from 'vitest';
import {
  type CachedPage,
  createPageCache,
  encodedBody,
  PAGE_CACHE_MAX_BYTES,
  pageBytes,
} from './page-cache.js';

const MIB = 1024 * 1024;

/** A page of `bytes` bytes of HTML. */
function page(bytes: number, fill = 'x'): CachedPage {
  return { status: 200, body: Buffer.alloc(bytes, fill), etag: 'W/"x"', policy: '' };
}

describe('the page cache', () => {
  it('holds 48 MiB at most, each page counted with room for its two encodings', async () => {
    const cache = createPageCache<number>(async (bytes) => page(bytes));
    for (let index = 0; index < 40; index++) await cache.fetch(`page ${index}`, { context: MIB });
    // 1 MiB of HTML takes 1.5 MiB: 32 pages fit in 48 MiB, the 8 used least recently are out.
    expect(cache.size).toBe(32);
    expect(cache.calculatedSize).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    expect(cache.has('page 7')).toBe(false);
    expect(cache.has('page 8')).toBe(true);
  });

  it("counts a page's br and gzip copies within the room it reserves for them", async () => {
    // Markup as the shop's pages repeat it: cards that differ by name, price and address.
    const cards = Array.from(
      { length: 120 },
      (_, index) =>
        `<li class="card"><a href="/mua-hang/san-pham/SP-${index}"><img src="/api/images/sp-${index}.webp" alt="Sản phẩm ${index}" width="240" height="240"></a><p class="price">${(index * 7919) % 100_000} ₫</p></li>`,
    ).join('');
    const shown = page(0);
    shown.body = Buffer.from(`<!doctype html><html lang="vi"><body><ul>${cards}</ul></body></html>`);
    const br = await encodedBody(shown, 'br');
    const gzip = await encodedBody(shown, 'gzip');
    expect(shown.body.length + br.length + gzip.length).toBeLessThanOrEqual(pageBytes(shown));
  });
});
