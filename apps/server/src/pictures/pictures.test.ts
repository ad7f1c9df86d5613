import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../accounts/seed-accounts.js';
import { GLOBAL_APP, mergeDocument } from '../db/documents.js';
import { openFileStore } from '../files/file-store.js';
import { startTestShop, type TestShop, testBackends } from '../testing.js';
import { createVariantStore } from './variant-store.js';
import { PICTURE_WIDTHS, renderVariant } from './variants.js';

type Json = Record<string, unknown>;

/** A noisy photo-like JPEG (noise does not compress, like a real photo). */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#8a5a2b',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 1-bit PNG of width × height black pixels, a few KB on the wire,
 * width × height pixels (and ×4 bytes in RGBA) once decoded.
 */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, not interlaced
  const row = Math.ceil(width / 8) + 1; // a filter byte, then the packed pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(row * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function multipart(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

describe.each(testBackends())('pictures on %s', (backend) => {
  let shop: TestShop;
  let dataDir: string;
  let token: string;
  const filesDir = () => path.join(dataDir, 'files');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-pictures-test-'));
    shop = await startTestShop(backend, { DATA_DIR: dataDir });
    const basic = Buffer.from(`${DEMO_CUSTOMER.email}:${DEMO_CUSTOMER.password}`).toString('base64');
    const login = await shop.app.inject({
      url: `/auth/local?id_app=${shop.env.ID_APP}&group_id=${shop.env.GROUP_ID}`,
      headers: { authorization: `Basic ${basic}` },
    });
    token = login.json<{ token: string }>().token;
  });
  afterAll(async () => {
    await shop?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (
    file: { name: string; bytes: Buffer; type: string },
    fields: Record<string, string> = {},
  ) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/${shop.env.ID_APP}/file?json=1&access_token=${token}`,
      ...(await multipart({ id_app: shop.env.ID_APP, group: 'dmvt', name: '', ...fields }, file)),
    });
  const filesNow = async () => (await readdir(filesDir()).catch(() => [] as string[])).sort();

  it('makes the smallest variant at upload, the others on first request, beside the original, served with immutable caching', async () => {
    const bytes = await photo(2000, 1500);
    const before = await filesNow();
    const reply = await upload({ name: 'cà phê.jpg', bytes, type: 'image/jpeg' });
    expect(reply.statusCode).toBe(200);
    const meta = reply.json<Json & { _id: string; link: string; variants: Record<string, string> }>();
    expect(meta.variants.share).toBe(`${meta.link}&share=1`);
    expect(meta.variants.w480).toBe(`${meta.link}&w=480`);
    // Before the reply only the 240 px variant is made (it proves the pixels decode): the five
    // others cost nothing until someone asks for them (decision 040).
    const added = (await filesNow()).filter((name) => !before.includes(name));
    expect(added).toEqual([meta._id, `${meta._id}.w240.webp`].sort());
    for (const width of PICTURE_WIDTHS) {
      const variant = await shop.app.inject(`${meta.link}&w=${width}`);
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = await sharp(variant.rawPayload).metadata();
      expect(size).toMatchObject({ format: 'webp', width, height: Math.round((width * 1500) / 2000) });
      expect(variant.rawPayload.length).toBeLessThan(bytes.length);
      const again = await shop.app.inject({
        url: `${meta.link}&w=${width}`,
        headers: { 'if-none-match': variant.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    // The share picture is a JPEG: not every link preview (Zalo, LinkedIn, Messenger) draws WebP.
    const share = await shop.app.inject(`${meta.link}&share=1`);
    expect(meta.variants.share).toBe(`${meta.link}&share=1`);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // The original is kept as it was.
    expect((await shop.app.inject(meta.link)).rawPayload.equals(bytes)).toBe(true);
    // Each variant was made once, on its first request, and kept beside the original.
    expect((await filesNow()).filter((name) => !before.includes(name))).toEqual(
      [
        meta._id,
        ...PICTURE_WIDTHS.map((width) => `${meta._id}.w${width}.webp`),
        `${meta._id}.share.jpg`,
      ].sort(),
    );
  });

  it('never enlarges a small picture', async () => {
    const meta = (
      await upload({ name: 'nho.jpg', bytes: await photo(300, 300), type: 'image/jpeg' })
    ).json<Json>();
    const large = await shop.app.inject(`${meta.link}&w=1440`);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
  });

  it('refuses a file that is not a picture when a picture is asked for, by its content, in both languages', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const before = await filesNow();
    const reply = await upload({ name: 'anh.png', bytes: pdf, type: 'image/png' }, { accept: 'image' });
    expect(reply.statusCode).toBe(415);
    expect(reply.json<Json>()).toMatchObject({
      error: 'FILE_NOT_PICTURE',
      message: 'Tệp này không phải là ảnh (JPEG, PNG, WebP, AVIF hoặc GIF)',
    });
    const english = await shop.app.inject({
      method: 'POST',
      url: `/api/${shop.env.ID_APP}/file?json=1&access_token=${token}&lang=en`,
      ...(await multipart(
        { id_app: shop.env.ID_APP, accept: 'image' },
        { name: 'a.png', bytes: pdf, type: 'image/png' },
      )),
    });
    expect(english.statusCode).toBe(415);
    expect(english.json<Json>().message).toBe('This file is not a picture (JPEG, PNG, WebP, AVIF or GIF)');
    expect(await filesNow()).toEqual(before);
    // A PDF is still a file the API keeps (price lists), with no variants.
    const kept = (await upload({ name: 'bang-gia.pdf', bytes: pdf, type: 'application/pdf' })).json<Json>();
    expect(kept.variants).toBeUndefined();
    expect((await shop.app.inject(`${kept.link}&w=480`)).json<Json>().error).toBe('FILE_NOT_PICTURE');
  });

  it('refuses a decompression bomb before decoding it, and writes nothing', async () => {
    const bomb = pngBomb(12_000, 12_000);
    expect(bomb.length).toBeLessThan(100_000);
    const before = await filesNow();
    const reply = await upload({ name: 'bomb.png', bytes: bomb, type: 'image/png' });
    expect(reply.statusCode).toBe(413);
    expect(reply.json<Json>()).toMatchObject({
      error: 'PICTURE_TOO_MANY_PIXELS',
      message: 'Ảnh quá lớn (tối đa 24 triệu điểm ảnh)',
    });
    expect(await filesNow()).toEqual(before);
    // The decoder's own limit holds too, wherever a variant is made.
    await expect(renderVariant({ input: bomb }, 'w240')).rejects.toMatchObject({
      code: 'PICTURE_TOO_MANY_PIXELS',
    });
  });

  it("refuses a 36-megapixel PNG of 100 KB (the attacker's 600 ms of CPU) from its header, and writes nothing", async () => {
    const large = pngBomb(6_000, 6_000);
    expect(large.length).toBeLessThan(120_000);
    const before = await filesNow();
    const started = process.cpuUsage();
    const reply = await upload({ name: 'lon.png', bytes: large, type: 'image/png' });
    const spent = process.cpuUsage(started);
    expect(reply.statusCode).toBe(413);
    expect(reply.json<Json>()).toMatchObject({
      error: 'PICTURE_TOO_MANY_PIXELS',
      message: 'Ảnh quá lớn (tối đa 24 triệu điểm ảnh)',
    });
    expect(await filesNow()).toEqual(before);
    // No pixel was decoded: far below the 600 ms the six variants took.
    expect((spent.user + spent.system) / 1000).toBeLessThan(200);
  });

  it('refuses a damaged picture whose header reads but whose pixels do not, and writes nothing', async () => {
    const whole = await photo(800, 600);
    const damaged = whole.subarray(0, Math.floor(whole.length / 2));
    const before = await filesNow();
    const reply = await upload({ name: 'hong.jpg', bytes: damaged, type: 'image/jpeg' });
    expect(reply.statusCode).toBe(415);
    expect(reply.json<Json>().error).toBe('PICTURE_UNREADABLE');
    expect(await filesNow()).toEqual(before);
  });

  it('refuses a width that is not one of the variants', async () => {
    const meta = (
      await upload({ name: 'a.jpg', bytes: await photo(100, 100), type: 'image/jpeg' })
    ).json<Json>();
    const reply = await shop.app.inject(`${meta.link}&w=500`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<Json>().message).toBe('Chiều rộng ảnh phải là một trong: 240, 480, 720, 960, 1440');
  });

  it("gives the seed's pictures the same variants, made once on first request and kept on disk", async () => {
    const url = `/api/images/products/cph-001.svg?trust_key=${shop.env.TRUST_KEY}`;
    const replies = await Promise.all([1, 2, 3].map(() => shop.app.inject(`${url}&w=480`)));
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/webp');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(reply.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
    }
    const share = await shop.app.inject(`${url}&share=1`);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const kept = await readdir(path.join(dataDir, 'cache', 'pictures'));
    expect(kept.filter((name) => name.endsWith('.webp'))).toHaveLength(1);
    expect(kept.filter((name) => name.endsWith('.jpg'))).toHaveLength(1);
    expect(kept.filter((name) => !/\.(webp|jpg)$/.test(name))).toEqual([]);
  });

  it("draws the shop's branded share card from the company's name, a JPEG made once per name", async () => {
    const first = await shop.app.inject('/api/share-card.jpg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const picture = sharp(first.rawPayload);
    expect(await picture.metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The name is drawn: white letters on the shop's green in the band under the mark.
    const { data, info } = await picture
      .extract({ left: 100, top: 300, width: 1000, height: 160 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! > 230 && data[i + 1]! > 230 && data[i + 2]! > 230) white += 1;
    expect(white).toBeGreaterThan(5_000);
    const again = await shop.app.inject({
      url: '/api/share-card.jpg',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // A new company name is a new card (and a new ETag); each is kept with the other variants.
    await mergeDocument(shop.db, { idApp: GLOBAL_APP, collection: 'app' }, shop.env.ID_APP, {
      name: 'Công ty TNHH Thương mại Nông sản Mộc Lam Việt Nam',
    });
    const renamed = await shop.app.inject('/api/share-card.jpg');
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);
    const kept = await readdir(path.join(dataDir, 'cache', 'pictures'));
    expect(kept.filter((name) => name.startsWith('share-card.') && name.endsWith('.jpg'))).toHaveLength(2);
  });
});

describe('variant store', () => {
  it('makes a variant once when two processes ask for it at once, and leaves no lock or partial file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-variants-'));
    try {
      // Two stores over one folder stand for two processes sharing DATA_DIR.
      const first = createVariantStore(await openFileStore(dir, 'shared'));
      const second = createVariantStore(await openFileStore(dir, 'shared'));
      let renders = 0;
      const make = async () => {
        renders += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return Buffer.from('variant');
      };
      const results = await Promise.all([
        first.get('a.w240.webp', make),
        second.get('a.w240.webp', make),
        first.get('a.w240.webp', make),
      ]);
      expect(results.map(String)).toEqual(['variant', 'variant', 'variant']);
      expect(renders).toBe(1);
      expect(await readdir(path.join(dir, 'shared'))).toEqual(['a.w240.webp']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes nothing when a render fails, and the next request tries again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-variants-'));
    try {
      const store = createVariantStore(await openFileStore(dir, 'shared'));
      await expect(store.get('b.webp', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
      expect(await readdir(path.join(dir, 'shared'))).toEqual([]);
      expect(String(await store.get('b.webp', async () => Buffer.from('ok')))).toBe('ok');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
