import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type ClientHttp2Session, type OutgoingHttpHeaders } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from './accounts/seed-accounts.js';
import { readEnv } from './env.js';
import { createShop, readTlsFiles } from './server.js';
import { startTestShop, testBackend, type TestShop } from './testing.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on an HTTP/2 session; the body is sent as is (a JSON text or multipart bytes). */
function h2(session: ClientHttp2Session, headers: OutgoingHttpHeaders, body?: Buffer | string) {
  return new Promise<Reply>((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let head: Reply['headers'] = {};
    stream.on('response', (received) => {
      head = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
    stream.end(body);
  });
}

const ADMIN_PASSWORD = 'QuanTri12345';

describe('HTTPS with HTTP/2 and HTTP/1.1', () => {
  let dir: string;
  let shop: TestShop;
  let origin: string;
  let session: ClientHttp2Session;
  let auth: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-tls-'));
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
    });
    await writeFile(path.join(dir, 'cert.pem'), pems.cert);
    await writeFile(path.join(dir, 'key.pem'), pems.private);
    shop = await startTestShop(testBackend(), {
      TLS_CERT_FILE: path.join(dir, 'cert.pem'),
      TLS_KEY_FILE: path.join(dir, 'key.pem'),
      ADMIN_PASSWORD,
    });
    // What the e-wallet return links are built from when PUBLIC_ORIGIN is not set.
    shop.app.get('/test/origin', async (request) => ({ protocol: request.protocol, host: request.host }));
    origin = await shop.listen();
    session = connect(origin, { rejectUnauthorized: false });
    auth = `access_token=${shop.env.PUBLIC_TOKEN}&trust_key=${shop.env.TRUST_KEY}`;
  });
  afterAll(async () => {
    session?.close();
    await shop?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: OutgoingHttpHeaders = {}) => h2(session, { ':path': url, ...headers });

  it('listens on https and negotiates HTTP/2', async () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const reply = await get('/config.json');
    expect(reply.status).toBe(200);
    expect(session.alpnProtocol).toBe('h2');
    expect(JSON.parse(reply.body.toString())).toMatchObject({ id_app: shop.env.ID_APP });
    // Served over TLS: browsers are told to keep to HTTPS (plugins/security-headers.ts).
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a product list compressed with brotli or gzip, as asked, and the uid cookie', async () => {
    const url = `/api/${shop.env.ID_APP}/dmvt?${auth}&limit=20`;
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const products = JSON.parse(brotliDecompressSync(br.body).toString());
    expect(products).toHaveLength(20);
    expect(String(br.headers['set-cookie'])).toMatch(/^uid=[0-9a-f]{24};/);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(products);
  });

  it('takes a JSON body over HTTP/2', async () => {
    const reply = await h2(
      session,
      {
        ':method': 'POST',
        ':path': `/api/${shop.env.ID_APP}/ecomsubscribe?${auth}`,
        'content-type': 'application/json',
      },
      JSON.stringify({ email: 'h2@example.vn' }),
    );
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body.toString())).toMatchObject({
      email: 'h2@example.vn',
      already_subscribed: false,
    });
  });

  it('logs in under the rate limit, uploads a file (multipart) and streams it back', async () => {
    const basic = Buffer.from(`${DEMO_CUSTOMER.email}:${DEMO_CUSTOMER.password}`).toString('base64');
    const login = await get(`/auth/local?id_app=${shop.env.ID_APP}&group_id=${shop.env.GROUP_ID}`, {
      authorization: `Basic ${basic}`,
    });
    expect(login.status).toBe(200);
    expect(login.headers['x-ratelimit-limit']).toBeDefined();
    const { token } = JSON.parse(login.body.toString()) as { token: string };

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = new FormData();
    form.append('id_app', shop.env.ID_APP);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'hoa-don.pdf');
    const encoded = new Response(form);
    const upload = await h2(
      session,
      {
        ':method': 'POST',
        ':path': `/api/${shop.env.ID_APP}/file?json=1&trust_key=${shop.env.TRUST_KEY}&access_token=${token}`,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      Buffer.from(await encoded.arrayBuffer()),
    );
    expect(upload.status).toBe(200);
    const { link } = JSON.parse(upload.body.toString()) as { link: string };
    const download = await get(`${link}&trust_key=${shop.env.TRUST_KEY}`);
    expect(download.status).toBe(200);
    expect(download.body.equals(pdf)).toBe(true);
  });

  it('downloads a backup for the administrator', async () => {
    const basic = Buffer.from(`${shop.env.ADMIN_EMAIL}:${ADMIN_PASSWORD}`).toString('base64');
    const login = await get(`/auth/local?id_app=${shop.env.ID_APP}&group_id=${shop.env.GROUP_ID}`, {
      authorization: `Basic ${basic}`,
    });
    const { token } = JSON.parse(login.body.toString()) as { token: string };
    const backup = await get(`/api/app/backup/${shop.env.ID_APP}?access_token=${token}`, {
      'accept-encoding': 'gzip',
    });
    expect(backup.status).toBe(200);
    expect(backup.headers['content-disposition']).toMatch(/^attachment; filename="backup-/);
    expect(JSON.parse(gunzipSync(backup.body).toString())).toHaveProperty('created_at');
  });

  it('sees the request as https with the :authority host (payment return links)', async () => {
    const reply = await get('/test/origin');
    expect(JSON.parse(reply.body.toString())).toEqual({
      protocol: 'https',
      host: new URL(origin).host,
    });
  });

  it('still serves HTTP/1.1 clients over TLS', async () => {
    const reply = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      const request = httpsRequest(`${origin}/config.json`, { rejectUnauthorized: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }),
        );
      });
      request.on('error', reject);
      request.end();
    });
    expect(reply).toMatchObject({ status: 200, version: '1.1' });
    expect(JSON.parse(reply.body)).toMatchObject({ id_app: shop.env.ID_APP });
  });
});

describe('the TLS environment', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-tls-env-'));
    await writeFile(path.join(dir, 'not-a-cert.pem'), 'hello');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes the certificate and the key together or not at all, listed with other problems', () => {
    expect(() => readEnv({ TLS_CERT_FILE: '/etc/shop/cert.pem' })).toThrow(
      /TLS_CERT_FILE: TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither/,
    );
    expect(() => readEnv({ PORT: 'eighty', TLS_KEY_FILE: '/etc/shop/key.pem' })).toThrow(
      /PORT[\s\S]*TLS_CERT_FILE and TLS_KEY_FILE go together/,
    );
    expect(readEnv({}).TLS_CERT_FILE).toBeUndefined();
  });

  it('stops start-up naming the variable when a file cannot be read', async () => {
    const missing = path.join(dir, 'missing.pem');
    const env = readEnv({
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      TLS_CERT_FILE: path.join(dir, 'not-a-cert.pem'),
      TLS_KEY_FILE: missing,
    });
    await expect(createShop(env)).rejects.toThrow(`TLS_KEY_FILE: cannot read ${missing} (ENOENT)`);
  });

  it('refuses files that are not a PEM certificate and key', async () => {
    const file = path.join(dir, 'not-a-cert.pem');
    await expect(readTlsFiles(readEnv({ TLS_CERT_FILE: file, TLS_KEY_FILE: file }))).rejects.toThrow(
      /^TLS_CERT_FILE, TLS_KEY_FILE: not a PEM certificate and its private key/,
    );
  });
});
