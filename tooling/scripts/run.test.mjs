import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  EMBEDDED_DATABASE_NODE_FLAGS,
  findChromium,
  HEADLESS_SHELL,
  ROOT,
  SERVER_NODE_FLAGS,
  serverNodeFlags,
} from './run.mjs';

describe("the server's Node flags", () => {
  it('run the embedded database with the WebAssembly baseline compiler only, PostgreSQL without it', () => {
    assert.deepEqual(serverNodeFlags({}), [...SERVER_NODE_FLAGS, '--liftoff-only']);
    assert.deepEqual(serverNodeFlags({ DATABASE_URL: 'postgres://shop@db/shop' }), SERVER_NODE_FLAGS);
  });

  it("are the server package's start script's", () => {
    // `pnpm --filter @shop/server start` and `npm start` must run the server alike.
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8'));
    assert.equal(scripts.start, `node ${SERVER_NODE_FLAGS.join(' ')} dist/main.js`);
  });

  it('are flags this Node takes', () => {
    // A flag V8 no longer knows stops the server at its first line: check it on the Node we run on.
    const probe = spawnSync(process.execPath, [
      ...SERVER_NODE_FLAGS,
      ...EMBEDDED_DATABASE_NODE_FLAGS,
      '-e',
      '0',
    ]);
    assert.equal(probe.status, 0, String(probe.stderr));
  });
});

describe("the journeys' Chromium", () => {
  const on =
    (...paths) =>
    (file) =>
      paths.includes(file);
  it("is Debian's headless shell when it is there, beside the whole browser or not", () => {
    assert.equal(findChromium({ env: {}, exists: on('/usr/bin/chromium', HEADLESS_SHELL) }), HEADLESS_SHELL);
    assert.equal(findChromium({ env: {}, exists: on('/usr/bin/chromium') }), '/usr/bin/chromium');
    assert.equal(findChromium({ env: {}, exists: on() }), undefined);
  });

  it('is PLAYWRIGHT_CHROMIUM_PATH when that file exists', () => {
    const env = { PLAYWRIGHT_CHROMIUM_PATH: '/opt/chrome' };
    assert.equal(findChromium({ env, exists: on('/opt/chrome', HEADLESS_SHELL) }), '/opt/chrome');
    assert.equal(findChromium({ env, exists: on(HEADLESS_SHELL) }), HEADLESS_SHELL);
  });
});

describe('a command run beside others (run, buffered)', () => {
  it('writes its output whole, once, after it ends, and resolves with its exit code', () => {
    // A script that starts the command, writes a line of its own meanwhile, then the code it got.
    const script = `import { run } from ${JSON.stringify(path.join(ROOT, 'tooling/scripts/run.mjs'))};
      const ran = run('sh', ['-c', 'echo out; echo err >&2; exit 3'], { buffered: true });
      process.stdout.write('beside\\n');
      const code = await ran;
      const missing = await run('shop-no-such-command', [], { buffered: true });
      process.stdout.write('code ' + code + ' ' + missing + '\\n');`;
    const probe = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(probe.stdout, 'beside\nout\nerr\nspawn shop-no-such-command ENOENT\ncode 3 127\n');
  });
});
