import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that start server processes of their own, stop and restart a PostgreSQL or Redis, or share
 * the test command's Redis between processes (its counters and signal channels are not per
 * database): they run one at a time, after the others (decision 044).
 */
const ONE_AT_A_TIME = [
  'src/builds.test.ts',
  'src/log-format.test.ts',
  'src/start-command.test.ts',
  'src/ops/graceful-shutdown.test.ts',
  'src/ops/postgres-restart.test.ts',
  'src/ops/two-processes.test.ts',
  'src/schedules/schedules-processes.test.ts',
  'src/signals/redis-signals.test.ts',
];

const shared = {
  // A folder of the run for the seeded copies every suite starts from (src/testing.ts).
  globalSetup: ['src/test-run.setup.ts'],
  // PGlite takes about 3 s to start and seed; a PostgreSQL database is a copy of a seeded template.
  // Two files start at once on a machine of two cores: a start may take twice as long as alone.
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: ONE_AT_A_TIME,
          // Each file has its own shop and database (a PGlite in memory, or a copy of the seeded
          // template on the test cluster): as many at once as the machine has cores.
          maxWorkers: availableParallelism(),
          // A worker runs file after file on the modules it imported once (the server's graph took
          // about 2 s of a file's import, a third of the project's CPU; decision 044, ninth
          // addendum). Nothing of a file outlives it: each starts and closes its own shops and
          // databases, restores the timers and globals it stubs, and changes no environment.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'server processes',
          include: ONE_AT_A_TIME,
          fileParallelism: false,
          // One worker runs the files one after another on the modules it imported once, as the
          // project above does: none replaces a module, a global or the environment, and each stops
          // the processes, clusters and shops it started (decision 044, twenty-second addendum).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
