import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // One file per core (Vitest's default is one fewer than the cores: one at a time on two; decision 044).
    maxWorkers: availableParallelism(),
    environment: 'node',
  },
});
