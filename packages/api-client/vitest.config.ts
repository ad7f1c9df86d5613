import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One file per core (Vitest's default is one fewer than the cores: one at a time on two; decision 044).
    maxWorkers: availableParallelism(),
    // A worker runs file after file on the modules it imported once: each file imports the whole
    // server to start its shop, and closes that shop when it ends (decision 044, ninth addendum).
    isolate: false,
    // The server's run setup (apps/server/src/test-run.setup.ts): the shop is migrated and seeded
    // once per run (a PostgreSQL template, or a PGlite data folder made when a file first asks), and
    // each file's shop starts from a copy of it instead of migrating and seeding its own.
    globalSetup: [fileURLToPath(import.meta.resolve('@shop/server/test-run-setup'))],
    testTimeout: 30_000,
    // Two files start their shops at once on a machine of two cores (as the server's files do).
    hookTimeout: 120_000,
  },
});
