import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ensurePgliteSnapshot, PGLITE_SNAPSHOT } from './test-run.setup.js';

describe("the run's seeded PGlite copy (decision 044, fifth addendum)", () => {
  it('is made once, by the first of the shops that ask for it together, and left whole', async () => {
    const runDir = process.env.SHOP_TEST_RUN_DIR ?? '';
    expect(runDir).not.toBe('');
    const files = await Promise.all([ensurePgliteSnapshot(runDir), ensurePgliteSnapshot(runDir)]);
    expect(files[0]).toBe(files[1]);
    expect(files[0]?.endsWith(PGLITE_SNAPSHOT)).toBe(true);
    expect(existsSync(files[0] ?? '')).toBe(true);
    // Neither the lock nor a half-written copy is left behind.
    expect(readdirSync(runDir).filter((name) => name.startsWith(PGLITE_SNAPSHOT))).toEqual([PGLITE_SNAPSHOT]);
    // As the shops' start (the hook timeout): the first to ask migrates and seeds, two files at once.
  }, 120_000);
});
