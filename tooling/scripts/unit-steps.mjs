// The test command's unit, property and server tests (decision 044, fifth addendum): the server's
// files alone first, one per core; then, side by side, its files that start processes of their own
// (one at a time: a core) and the other packages' tests on the core they leave.

/** The server's Vitest projects (apps/server/vitest.config.ts), in the order the command runs them. */
export const SERVER_PROJECTS = ['server', 'server processes'];

/**
 * The step that runs alone (`[name, command, args, options]`) and the two that then run side by
 * side, for `pnpm` and the arguments every Vitest run takes (retry, reporters).
 */
export function unitSteps(pnpm, vitestArgs, options) {
  const [alone, beside] = SERVER_PROJECTS;
  const serverProject = (project) => [
    pnpm,
    ['--filter', '@shop/server', 'exec', 'vitest', 'run', '--project', project, ...vitestArgs],
    options,
  ];
  return {
    alone: ['server tests (PGlite + PostgreSQL)', ...serverProject(alone)],
    sideBySide: [
      ['server tests of several processes (PostgreSQL, Redis)', ...serverProject(beside)],
      [
        'domain, content-render, api-client, web and admin tests',
        pnpm,
        [
          'exec',
          'turbo',
          'run',
          'test',
          '--filter=!@shop/server',
          // The tests only: the build step built every package already. Without it Turbo builds the
          // libraries again (domain, content-render, server, api-client: the arguments after `--`
          // change every task's hash, its dependencies' builds' too), beside the server's process
          // files that start the server's build (decision 044, eighth addendum).
          '--only',
          '--concurrency=1',
          '--continue',
          '--',
          ...vitestArgs,
        ],
        options,
      ],
    ],
  };
}
