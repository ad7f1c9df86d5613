import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppArchive } from '../../admin/app-archive.js';
import { bothBackends } from '../../testing.js';
import { backupRoutes } from './backup.js';
import { ADMIN, ALICE, type DataTestApp, startDataTestApp } from '../data/data.test-kit.js';

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

  it("carries the app's side tables (bank transfers, carrier events) and restores them under the new app", async () => {
    const db = context.shop.db;
    await db.query(
      `INSERT INTO bank_transfers (id, id_app, provider, transaction_id, raw_body, amount, note, account_number,
         reference, transferred_at, outcome, missing, handled_at)
       VALUES ('aaaaaaaaaaaaaaaaaaaaaa01', $1, 'sepay', '92704', '{"id":92704}', 2277000, 'DH000123 chuyen tien',
         '0123499999', 'MBVCB.3278907687', '2023-03-25 14:02:37', 'part', 23000, '2026-11-29T04:00:00.000Z')`,
      [idApp],
    );
    await db.query(
      `INSERT INTO carrier_events (id_app, carrier, event_id, tracking_code, order_code, carrier_status, raw_body)
       VALUES ($1, 'ghn', 'ev-1', 'GHN123', 'DH000123', 'delivered', '{}')`,
      [idApp],
    );
    // Rows of another app stay out of this app's backup.
    await db.query(
      `INSERT INTO carrier_events (id_app, carrier, event_id, tracking_code, order_code, carrier_status, raw_body)
       VALUES ('dddddddddddddddddddddddd', 'ghn', 'ev-2', 'GHN999', 'DH000999', 'picked', '{}')`,
    );
    const archive: AppArchive = (await call('GET', `/api/app/backup/${idApp}`, ADMIN)).json();
    expect(archive.tables.bank_transfers).toEqual([
      expect.objectContaining({ transaction_id: '92704', amount: 2277000, outcome: 'part', missing: 23000 }),
    ]);
    expect(archive.tables.carrier_events?.map((row) => row.event_id)).toEqual(['ev-1']);
    expect(archive.tables.carrier_events?.[0]).not.toHaveProperty('id_app');

    const target = 'cccccccccccccccccccccccc';
    const restored = await call('POST', `/api/app/restore/${target}`, ADMIN, { payload: archive });
    expect(restored.statusCode, restored.body).toBe(200);
    const copy: AppArchive = (await call('GET', `/api/app/backup/${target}`, ADMIN)).json();
    expect(copy.tables).toEqual(archive.tables);
    const [transfer] = await db.query<{ id_app: string; handled_at: unknown }>(
      `SELECT id_app, handled_at FROM bank_transfers WHERE id_app = $1`,
      [target],
    );
    expect(transfer?.id_app).toBe(target);
    expect(new Date(transfer?.handled_at as string).toISOString()).toBe('2026-11-29T04:00:00.000Z');

    // Two rows under one key: refused as any other duplicate, nothing restored.
    const twice = 'eeeeeeeeeeeeeeeeeeeeeeee';
    const rows = archive.tables.carrier_events ?? [];
    const doubled = { ...archive, tables: { ...archive.tables, carrier_events: [...rows, ...rows] } };
    const refused = await call('POST', `/api/app/restore/${twice}`, ADMIN, { payload: doubled });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('BACKUP_INVALID');
    expect(await db.query('SELECT 1 FROM documents WHERE id_app = $1', [twice])).toHaveLength(0);
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
