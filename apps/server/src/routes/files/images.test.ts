import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../files/image-path.js';
import { testBackends } from '../../testing.js';
import { frontEndAuth, shopSuite } from '../../suite.test-kit.js';

const IMAGE = 'products/cph-001.svg';

describe.each(testBackends())('images on %s', (backend) => {
  const shop = shopSuite(backend);

  const get = (url: string, headers: Record<string, string> = {}) =>
    shop().app.inject({ url, headers: { accept: 'image/webp,*/*', ...headers } });
  const auth = () => frontEndAuth(shop());

  it.each(Object.entries(IMAGE_SIZES))('renders size %s as WebP fitting a %i px box', async (size, box) => {
    const reply = await get(`/api/images/${IMAGE}?size=${size}&${auth()}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/webp');
    const meta = await sharp(reply.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(box);
  });

  it('sends AVIF when the browser accepts it, and varies on Accept', async () => {
    const reply = await get(`/api/images/${IMAGE}?size=s`, { accept: 'image/avif,image/webp,*/*' });
    expect(reply.headers['content-type']).toBe('image/avif');
    expect(reply.headers.vary).toContain('Accept');
    const meta = await sharp(reply.rawPayload).metadata();
    expect(meta.format).toBe('heif');
    expect(Math.max(meta.width!, meta.height!)).toBe(IMAGE_SIZES.s);
  });

  it('sets long cache headers and answers a revalidation with 304', async () => {
    const first = await get(`/api/images/${IMAGE}?size=m`);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await get(`/api/images/${IMAGE}?size=m`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherFormat = await get(`/api/images/${IMAGE}?size=m`, {
      accept: 'image/avif',
      'if-none-match': etag,
    });
    expect(otherFormat.statusCode).toBe(200);
  });

  it('serves the original without a size', async () => {
    const reply = await get(`/api/images/${IMAGE}`);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    const original = await readFile(path.join(shop().env.PUBLIC_DIR, 'images', IMAGE));
    expect(reply.rawPayload.equals(original)).toBe(true);
    expect(reply.headers['cache-control']).toContain('immutable');
    const again = await get(`/api/images/${IMAGE}`, { 'if-none-match': reply.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/api/images/../package.json',
    '/api/images/%2e%2e/%2e%2e/package.json',
    '/api/images/products/..%2f..%2f..%2fpackage.json',
    '/api/images/..%5c..%5cpackage.json',
    '/api/images/%2fetc%2fpasswd',
    '/api/images//etc/hostname',
    '/api/images/products/cph-001.svg%00.png',
    '/api/images/.hidden.svg',
    '/api/images/products/missing.svg?size=m',
    '/api/images/products/cph-001.txt',
    '/api/images/products',
  ])('never serves %s', async (url) => {
    const reply = await get(url);
    expect([400, 404]).toContain(reply.statusCode);
    expect(reply.headers['content-type']).toContain('application/json');
  });

  it('refuses an unknown size and a wrong trust key', async () => {
    const bad = await get(`/api/images/${IMAGE}?size=huge`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      'Kích thước ảnh phải là một trong: x, s, m, l, xl, 2K',
    );
    expect((await get(`/api/images/${IMAGE}?size=m&trust_key=wrong`)).statusCode).toBe(403);
  });
});
