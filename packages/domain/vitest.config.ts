import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One file per core (Vitest's default is one fewer than the cores: one at a time on two; decision 044).
    maxWorkers: availableParallelism(),
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  },
});
