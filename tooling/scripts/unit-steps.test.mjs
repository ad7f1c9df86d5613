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
    [steps.alone, ...steps.sideBySide].filter(([, , args]) => args.includes('--project')).map(projectOf),
    SERVER_PROJECTS,
  );
});

test('the files of several processes run beside every other package, never the server twice', () => {
  const [processes, others] = steps.sideBySide;
  assert.equal(projectOf(processes), 'server processes');
  assert.deepEqual(others[2].slice(0, 5), ['exec', 'turbo', 'run', 'test', '--filter=!@shop/server']);
  for (const [, , args] of [steps.alone, ...steps.sideBySide])
    assert.deepEqual(args.slice(-ARGS.length), ARGS);
});

test("the other packages' tests build nothing again: the build step built them (turbo --only)", () => {
  const [, others] = steps.sideBySide;
  const args = others[2];
  assert.ok(args.indexOf('--only') > args.indexOf('test') && args.indexOf('--only') < args.indexOf('--'));
});
