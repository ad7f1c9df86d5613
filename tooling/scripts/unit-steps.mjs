// The test command's unit, property and server tests (decision 044, fifth and tenth addenda): the
// server's files alone first, one per core; then, side by side, its files that start processes of
// their own (one at a time: a core), and the other packages' tests followed by the console's on the
// core they leave.

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
  // The packages' test tasks through Turbo (each package's own `test` script: Lingui's compile before
  // the React apps' Vitest), one package at a time.
  const packageTests = (filters) => [
    pnpm,
    [
      'exec',
      'turbo',
      'run',
      'test',
      ...filters,
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
  ];
  return {
    alone: ['server tests (PGlite + PostgreSQL)', ...serverProject(alone)],
    // Two lanes of about the same length (decision 044, tenth addendum and its twenty-seventh): the
    // server's process files (one at a time, a core); beside them the other packages' (the shop's, one
    // file at a time, the libraries' one per core), then the console's tests (one file at a time).
    // On bdbb8da's preview the first lane took 129.8 s, the second 116.2 + 23.5.
    sideBySide: [
      ['server tests of several processes (PostgreSQL, Redis)', ...serverProject(beside)],
      [
        [
          'domain, content-render, api-client and web tests',
          ...packageTests(['--filter=!@shop/server', '--filter=!@shop/admin']),
        ],
        ['admin tests', ...packageTests(['--filter=@shop/admin'])],
      ],
    ],
  };
}
