import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from './env.js';
import { createShop } from './server.js';

describe('start-up on the embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('creates, migrates and seeds once; a restart keeps the data', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-start-'));
    dirs.push(dir);
    const env = readEnv({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const countProducts = async () => {
      const shop = await createShop(env, { serveWeb: false });
      try {
        const rows = await shop.db.query<{ n: string | number }>(
          "SELECT count(*) AS n FROM documents WHERE collection = 'dmvt'",
        );
        await shop.db.query(
          "UPDATE documents SET data = jsonb_set(data, '{ton}', '7') WHERE collection = 'dmvt' AND data->>'ma_vt' = 'TRA-001'",
        );
        return Number(rows[0]?.n);
      } finally {
        await shop.close();
      }
    };
    const first = await countProducts();
    expect(first).toBeGreaterThanOrEqual(40);
    expect(await countProducts()).toBe(first);
    const shop = await createShop(env, { serveWeb: false });
    const rows = await shop.db.query<{ ton: unknown }>(
      "SELECT data->'ton' AS ton FROM documents WHERE collection = 'dmvt' AND data->>'ma_vt' = 'TRA-001'",
    );
    await shop.close();
    expect(Number(rows[0]?.ton)).toBe(7);
    // Three PGlite clusters opened from disk, the first created and seeded: slow on a busy machine.
  }, 180_000);

  it('refuses a malformed environment with every problem listed', () => {
    expect(() => readEnv({ PORT: 'eighty', ID_APP: 'xyz' })).toThrow(/PORT[\s\S]*ID_APP/);
  });
});
