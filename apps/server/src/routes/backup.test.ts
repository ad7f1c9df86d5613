import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppArchive } from '../admin/app-archive.js';
import { bothBackends } from '../testing.js';
import { backupRoutes } from './backup.js';
import { ADMIN, ALICE, type DataTestApp, startDataTestApp } from './data.test-kit.js';

const EMPTY_APP = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** A multipart body with one file part, as a browser's form or curl -F sends it. */
function multipart(fileText: string) {
  const boundary = '----shopbackup';
  const payload =
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="backup.json"\r\n` +
    `content-type: application/json\r\n\r\n${fileText}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The archive's rows without what a restore rightly changes (the app id, the archive's date). */
function comparable(archive: AppArchive) {
  const strip = (data: Record<string, unknown> | null) => (data ? { ...data, id_app: undefined } : data);
  return {
    order_number: archive.order_number,
    documents: archive.documents.map((row) => ({ ...row, data: strip(row.data) })),
    versions: archive.versions.map((row) => ({ ...row, data: strip(row.data) })),
  };
}

describe.each(bothBackends())('backup and restore on %s', (backend) => {
  let context: DataTestApp;
  let idApp: string;
  const call = (method: 'GET' | 'POST', url: string, token: string, extra: Record<string, unknown> = {}) =>
    context.app.inject({ method, url, query: { access_token: token }, ...extra });

  beforeAll(async () => {
    context = await startDataTestApp(backend, async (app, shop) => {
      await app.register(backupRoutes, { db: shop.db });
    });
    idApp = context.shop.env.ID_APP;
  }, 60_000);
  afterAll(() => context?.close());

  it('is for administrators only', async () => {
    for (const token of [context.shop.env.PUBLIC_TOKEN, ALICE]) {
      expect((await call('GET', `/api/app/backup/${idApp}`, token)).statusCode).toBe(403);
      const restore = await call('POST', `/api/app/restore/${EMPTY_APP}`, token, { payload: {} });
      expect(restore.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/app/backup/not-an-id', ADMIN)).statusCode).toBe(400);
  });

  it('archives every document and version of the app, and a restore into an empty app reproduces it', async () => {
    const reply = await call('POST', `/api/app/backup/${idApp}`, ADMIN);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="backup-[0-9a-f]{24}-/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    const archive: AppArchive = reply.json();
    const [row] = await context.shop.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM documents WHERE id_app = $1',
      [idApp],
    );
    expect(archive.documents.length).toBe(Number(row?.n));
    expect(archive.documents.some((document) => document.collection === 'dmvt')).toBe(true);
    expect(archive.versions.length).toBeGreaterThanOrEqual(archive.documents.length);

    const restored = await call('POST', `/api/app/restore/${EMPTY_APP}`, ADMIN, multipart(reply.body));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      id_app: EMPTY_APP,
      documents: archive.documents.length,
      message: 'Khôi phục dữ liệu thành công',
    });
    const copy: AppArchive = (await call('GET', `/api/app/backup/${EMPTY_APP}`, ADMIN)).json();
    expect(comparable(copy)).toEqual(comparable(archive));
    const product = copy.documents.find((document) => document.collection === 'dmvt');
    expect(product?.data.id_app ?? EMPTY_APP).toBe(EMPTY_APP);
  });

  it('refuses an app that holds data, and a file that is not a backup, changing nothing', async () => {
    const archive = (await call('GET', `/api/app/backup/${idApp}`, ADMIN)).json();
    const intoItself = await call('POST', `/api/app/restore/${idApp}`, ADMIN, { payload: archive });
    expect(intoItself.statusCode).toBe(409);
    expect(intoItself.json().error).toBe('APP_NOT_EMPTY');

    const target = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    const duplicated = { ...archive, documents: [...archive.documents, archive.documents[0]] };
    for (const payload of [duplicated, { format: 'other' }]) {
      const refused = await call('POST', `/api/app/restore/${target}`, ADMIN, { payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('BACKUP_INVALID');
    }
    expect((await call('POST', `/api/app/restore/${target}`, ADMIN, multipart('{not json'))).statusCode).toBe(
      400,
    );
    // A multipart form without its boundary cannot even be parsed: refused, not a 500.
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const unreadable = await call('POST', `/api/app/restore/${target}`, ADMIN, {
        payload: 'not a form',
        headers: { 'content-type': contentType },
      });
      expect(unreadable.statusCode, contentType).toBe(400);
      expect(unreadable.json().error, contentType).toBe('BACKUP_INVALID');
    }
    const left = await context.shop.db.query('SELECT 1 FROM documents WHERE id_app = $1', [target]);
    expect(left).toHaveLength(0);
  });
});
