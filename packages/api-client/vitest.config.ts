import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The server's run setup (apps/server/src/test-run.setup.ts): the shop is migrated and seeded
    // once per run, and each file's shop starts from a copy of that data folder instead of migrating
    // and seeding its own (seconds a file).
    globalSetup: [fileURLToPath(import.meta.resolve('@shop/server/test-run-setup'))],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
