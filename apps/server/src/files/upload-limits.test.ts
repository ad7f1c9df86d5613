import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic } from '../accounts/auth.test-kit.js';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_STAFF } from '../accounts/seed-accounts.js';
import { bothBackends, startTestShop, testBackends } from '../testing.js';

type Json = Record<string, unknown>;

const png = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#2f7d32' } })
    .png()
    .toBuffer();
/** A PDF of about `bytes` bytes (the API keeps PDFs as they are). */
const pdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);

async function multipart(file: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  form.append('group', 'avatar');
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** Starts a shop with these upload limits in a data folder of its own; logs in the given accounts. */
async function startShop(backend: Parameters<typeof startTestShop>[0], limits: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-upload-limits-'));
  const shop = await startTestShop(backend, { DATA_DIR: dataDir, ...limits });
  const tokenOf = async (account: { email: string; password: string }) =>
    (
      await shop.app.inject({
        url: `/auth/local?id_app=${shop.env.ID_APP}&group_id=${shop.env.GROUP_ID}`,
        headers: { authorization: basic(account.email, account.password) },
      })
    ).json<{ token: string }>().token;
  const upload = async (
    token: string,
    file: { name: string; bytes: Buffer; type: string },
    remoteAddress = '203.0.113.10',
    lang = 'vi',
  ) => {
    const body = await multipart(file);
    return shop.app.inject({
      method: 'POST',
      url: `/api/${shop.env.ID_APP}/file?json=1&lang=${lang}`,
      remoteAddress,
      payload: body.payload,
      headers: { ...body.headers, 'x-access-token': token },
    });
  };
  const filesNow = async () => (await readdir(path.join(dataDir, 'files')).catch(() => [])).length;
  return {
    shop,
    tokenOf,
    upload,
    filesNow,
    async close() {
      await shop.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Limits of no engine: on the test command's engine only; the race for the last place on both.
describe.each(testBackends())('upload limits per account on %s', (backend) => {
  let kit: Awaited<ReturnType<typeof startShop>>;
  let customer: string;
  let owner: string;
  let staff: string;

  beforeAll(async () => {
    kit = await startShop(backend, {
      RATE_LIMIT_UPLOAD: '5',
      UPLOAD_QUOTA_FILES: '3',
      UPLOAD_QUOTA_MB: '1',
    });
    customer = await kit.tokenOf(DEMO_CUSTOMER);
    owner = await kit.tokenOf(DEMO_OWNER);
    staff = await kit.tokenOf(DEMO_STAFF);
  });
  afterAll(() => kit?.close());

  it('counts uploads per account, whatever the address: the sixth in a minute is refused from a new one', async () => {
    const small = { name: 'a.png', bytes: await png(20), type: 'image/png' };
    for (let index = 0; index < 5; index += 1)
      expect((await kit.upload(owner, small, `198.51.100.${index + 1}`)).statusCode).toBe(200);
    const sixth = await kit.upload(owner, small, '198.51.100.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<Json>().error).toBe('RATE_LIMITED');
    // Another account from the same addresses has its own count.
    expect((await kit.upload(customer, small, '198.51.100.1')).statusCode).toBe(200);
  });

  it("caps a shopper's files and bytes with a coded message in both languages, and writes nothing refused", async () => {
    // One file so far (the test above); the quota is 3 files and 1 MB.
    expect(
      (await kit.upload(customer, { name: 'a.pdf', bytes: pdf(700_000), type: 'application/pdf' }))
        .statusCode,
    ).toBe(200);
    const before = await kit.filesNow();
    const tooHeavy = await kit.upload(customer, {
      name: 'b.pdf',
      bytes: pdf(400_000),
      type: 'application/pdf',
    });
    expect(tooHeavy.statusCode).toBe(403);
    expect(tooHeavy.json<Json>()).toEqual({
      error: 'UPLOAD_QUOTA_EXCEEDED',
      message: 'Tài khoản đã đạt giới hạn tải lên (tối đa 3 tệp, 1 MB)',
    });
    expect(await kit.filesNow()).toBe(before);
    const small = { name: 'c.png', bytes: await png(20), type: 'image/png' };
    expect((await kit.upload(customer, small)).statusCode).toBe(200);
    const fourth = await kit.upload(customer, small, '203.0.113.10', 'en');
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json<Json>().message).toBe(
      'This account has reached its upload limit (3 files, 1 MB at most)',
    );
    // The owner and staff keep the catalogue's pictures: twenty times a shopper's quota.
    expect(
      (
        await kit.upload(
          staff,
          { name: 'd.pdf', bytes: pdf(1_500_000), type: 'application/pdf' },
          '192.0.2.1',
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe.each(bothBackends())('the last place of a quota on %s', (backend) => {
  let kit: Awaited<ReturnType<typeof startShop>>;
  beforeAll(async () => {
    kit = await startShop(backend, { UPLOAD_QUOTA_FILES: '1' });
  });
  afterAll(() => kit?.close());

  it('goes to one of several uploads sent at once', async () => {
    const customer = await kit.tokenOf(DEMO_CUSTOMER);
    const bytes = await png(200);
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => kit.upload(customer, { name: 'a.png', bytes, type: 'image/png' })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403, 403, 403]);
    // The winner's original and its 240 px variant; the refused left nothing behind.
    expect(await kit.filesNow()).toBe(2);
  });
});
