import assert from 'node:assert/strict';
import { test } from 'node:test';
import serverConfig from '../../apps/server/vitest.config.ts';
import { SERVER_PROJECTS, unitSteps } from './unit-steps.mjs';

const ARGS = ['--retry=1'];
const steps = unitSteps('pnpm', ARGS, { env: {} });
const projectOf = ([, , args]) => args[args.indexOf('--project') + 1];

test("every project of the server's Vitest config is run, once, and the server's project first", () => {
  const names = serverConfig.test.projects.map((project) => project.test.name);
  assert.deepEqual([...names].sort(), [...SERVER_PROJECTS].sort());
  assert.equal(projectOf(steps.alone), 'server');
  assert.deepEqual(
    [steps.alone, ...steps.sideBySide.flatMap((entry) => (typeof entry[0] === 'string' ? [entry] : entry))]
      .filter(([, , args]) => args.includes('--project'))
      .map(projectOf),
    SERVER_PROJECTS,
  );
});

const filtersOf = ([, , args]) => args.filter((arg) => arg.startsWith('--filter='));

test('the files of several processes run beside every other package, then the console: each package once, never the server twice', () => {
  const [processes, [others, admin]] = steps.sideBySide;
  assert.equal(projectOf(processes), 'server processes');
  assert.deepEqual(admin[2].slice(0, 4), ['exec', 'turbo', 'run', 'test']);
  assert.deepEqual(filtersOf(admin), ['--filter=@shop/admin']);
  assert.deepEqual(filtersOf(others), ['--filter=!@shop/server', '--filter=!@shop/admin']);
  for (const [, , args] of [steps.alone, processes, admin, others])
    assert.deepEqual(args.slice(-ARGS.length), ARGS);
});

test("the packages' tests build nothing again: the build step built them (turbo --only)", () => {
  const [, [others, admin]] = steps.sideBySide;
  for (const [, , args] of [admin, others])
    assert.ok(args.indexOf('--only') > args.indexOf('test') && args.indexOf('--only') < args.indexOf('--'));
});
