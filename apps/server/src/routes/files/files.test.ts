import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../accounts/seed-accounts.js';
import { startTestShop, type TestShop, testBackends } from '../../testing.js';

type Json = Record<string, unknown>;

async function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f7d32' } })
    .png()
    .toBuffer();

describe.each(testBackends())('files on %s', (backend) => {
  let shop: TestShop;
  let token: string;
  let url: string;

  beforeAll(async () => {
    shop = await startTestShop(backend);
    const basic = Buffer.from(`${DEMO_CUSTOMER.email}:${DEMO_CUSTOMER.password}`).toString('base64');
    const login = await shop.app.inject({
      url: `/auth/local?id_app=${shop.env.ID_APP}&group_id=${shop.env.GROUP_ID}`,
      headers: { authorization: `Basic ${basic}` },
    });
    token = login.json<{ token: string }>().token;
    url = `/api/${shop.env.ID_APP}/file?json=1&trust_key=${shop.env.TRUST_KEY}`;
  });
  afterAll(() => shop?.close());

  const upload = async (
    file: { name: string; bytes: Buffer; type: string } | undefined,
    as = token,
    fields: Record<string, string> = {},
  ) => {
    const body = await multipart(
      { id_app: shop.env.ID_APP, group: 'avatar', name: '', return: 'JSON', ...fields },
      file,
    );
    return shop.app.inject({
      method: 'POST',
      url: `${url}${as ? `&access_token=${as}` : ''}`,
      ...body,
    });
  };

  it('stores an image a user uploads and serves it back by its link', async () => {
    const bytes = await png(40, 30);
    const reply = await upload({ name: 'ảnh đại diện.png', bytes, type: 'image/png' });
    expect(reply.statusCode).toBe(200);
    const meta = reply.json<Json>();
    expect(meta).toMatchObject({
      name: 'ảnh đại diện.png',
      size: bytes.length,
      type: 'image/png',
      group: 'avatar',
    });
    expect(meta.link).toBe(`/api/${shop.env.ID_APP}/file?q=${meta._id}`);
    expect(meta.id_link).toBe(meta._id);

    const download = await shop.app.inject(`${meta.link}&trust_key=${shop.env.TRUST_KEY}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['cache-control']).toContain('immutable');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const again = await shop.app.inject({
      url: meta.link as string,
      headers: { 'if-none-match': download.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="anh dai dien.png"; filename*=UTF-8''%E1%BA%A3nh%20%C4%91%E1%BA%A1i%20di%E1%BB%87n.png`,
    );
    const attachment = await shop.app.inject(meta.download_link as string);
    expect(attachment.headers['content-disposition']).toMatch(
      /^attachment; filename="anh dai dien.png"; filename\*=UTF-8''/,
    );
    const described = await shop.app.inject(`${meta.link}&json=1`);
    expect(described.json()).toEqual(meta);
  });

  it('takes PDFs, and the type comes from the content, not the name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const reply = await upload({ name: 'bang-gia.jpg', bytes: pdf, type: 'image/jpeg' });
    expect(reply.json<Json>().type).toBe('application/pdf');
  });

  it('serves a PDF as an attachment under its Vietnamese name, never inline, not sniffed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const meta = (await upload({ name: 'Bảng giá.pdf', bytes: pdf, type: 'application/pdf' })).json<Json>();
    const download = await shop.app.inject(meta.link as string);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Bang gia.pdf"; filename*=UTF-8''B%E1%BA%A3ng%20gi%C3%A1.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>'), 'page.png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
    ],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), 'a.png'],
  ])('refuses %s with a 415', async (_label, bytes, name) => {
    const reply = await upload({ name, bytes, type: 'image/png' });
    expect(reply.statusCode).toBe(415);
    expect(reply.json<Json>().message).toBe('Chỉ nhận ảnh JPEG, PNG, WebP, AVIF, GIF hoặc tệp PDF');
  });

  it('refuses a form field PostgreSQL cannot store (a NUL) with a 400', async () => {
    const reply = await upload({ name: 'a.png', bytes: await png(4, 4), type: 'image/png' }, token, {
      group: 'avatar\u0000',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<Json>().error).toBe('TEXT_INVALID');
    expect(reply.json<Json>().message).toContain('form group');
  });

  it('refuses files over 5 MB with a 413', async () => {
    const bytes = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const reply = await upload({ name: 'big.png', bytes, type: 'image/png' });
    expect(reply.statusCode).toBe(413);
    expect(reply.json<Json>().error).toBe('FILE_TOO_LARGE');
  });

  it('refuses a form with two small files as unreadable, not as a file too large', async () => {
    const form = new FormData();
    const bytes = new Uint8Array(await png(4, 4));
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'a.png');
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'b.png');
    const response = new Response(form);
    const reply = await shop.app.inject({
      method: 'POST',
      url: `${url}&access_token=${token}`,
      payload: Buffer.from(await response.arrayBuffer()),
      headers: { 'content-type': response.headers.get('content-type')! },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<Json>()).toEqual({
      error: 'MULTIPART_INVALID',
      message: 'Dữ liệu tải lên không hợp lệ',
    });
  });

  it('refuses guests, a missing file, a non-multipart body and bad or unknown links', async () => {
    const guest = await upload(
      { name: 'a.png', bytes: await png(4, 4), type: 'image/png' },
      shop.env.PUBLIC_TOKEN,
    );
    expect(guest.statusCode).toBe(401);
    expect(guest.json<Json>().message).toBe('Vui lòng đăng nhập để tải tệp lên');
    expect((await upload(undefined)).json<Json>().error).toBe('FILE_REQUIRED');
    const json = await shop.app.inject({
      method: 'POST',
      url: `${url}&access_token=${token}`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect((await shop.app.inject(`/api/${shop.env.ID_APP}/file?q=../../etc/passwd`)).statusCode).toBe(400);
    expect((await shop.app.inject(`/api/${shop.env.ID_APP}/file`)).statusCode).toBe(400);
    expect((await shop.app.inject(`/api/${shop.env.ID_APP}/file?q=${'a'.repeat(24)}`)).statusCode).toBe(404);
    expect((await shop.app.inject(`/api/${'1'.repeat(24)}/file?q=${'a'.repeat(24)}`)).statusCode).toBe(404);
  });
});
