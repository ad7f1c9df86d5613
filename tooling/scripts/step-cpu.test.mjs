import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  busyShare,
  parsePidStat,
  parseProcStat,
  parseTimes,
  processKind,
  runMeasured,
  StepProcesses,
  summaryLine,
  totalLine,
} from './step-cpu.mjs';

/** Node spinning until it has used `ms` milliseconds of CPU, then exiting with `code`. */
const spin = (ms, code = 0) => [
  '-e',
  `const used = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
   while (used() < ${ms}); process.stdout.write('spun '); process.exit(${code});`,
];

describe("a step's CPU seconds and the machine's busy share (tooling/scripts/step-cpu.mjs)", () => {
  it("reads the children's user + system time from the shell's `times`, as dash and bash write it", () => {
    assert.equal(parseTimes('0m0.004000s 0m0.000000s\n1m2.500000s 0m0.250000s\n'), 62.75);
    assert.equal(parseTimes('0m0.004s 0m0.000s\n0m3.120s 0m1.000s\n'), 4.12);
    assert.equal(parseTimes(''), undefined);
  });

  it("reads a process's parent, start and CPU ticks from /proc/<pid>/stat, a name with spaces and ) included", () => {
    const line =
      '4242 (Web Content (x)) S 4000 4242 4000 0 -1 4194560 100 0 0 0 250 50 30 20 20 0 1 0 777 1000 10';
    assert.deepEqual(parsePidStat(line), {
      comm: 'Web Content (x)',
      ppid: 4000,
      own: 300,
      reaped: 50,
      start: '777',
    });
    assert.equal(
      processKind('chromium-headle', '/usr/lib/chromium/chromium-headless-shell --type=renderer'),
      'Chromium',
    );
    assert.equal(processKind('node', 'node ../server/dist/main.js'), 'shop server');
    assert.equal(processKind('node', 'node vitest.mjs run'), 'Node');
    assert.equal(processKind('vitest', '/usr/local/bin/node ./node_modules/vitest/vitest.mjs run'), 'Node');
    assert.equal(processKind('postgres', 'postgres: shop shop_test'), 'PostgreSQL');
  });

  it("keeps a process that outlived its parent, and counts children nobody saw through their parent's waited time", () => {
    const step = new StepProcesses(10);
    const at = (entries) =>
      new Map(
        entries.map(([pid, ppid, own, reaped]) => [
          pid,
          { comm: 'x', ppid, own, reaped, start: String(pid) },
        ]),
      );
    // The root (10) starts a runner (11), which starts a browser (12).
    step.sample(
      at([
        [1, 0, 0, 0],
        [10, 1, 5, 0],
        [11, 10, 20, 0],
        [12, 11, 100, 0],
      ]),
    );
    // The runner ends without waiting for the browser (handed to pid 1); the root waited for it, and
    // for a short child no sample saw (7 ticks more than the runner's last seen 30 + 0).
    step.sample(
      at([
        [1, 0, 0, 0],
        [10, 1, 6, 37],
        [12, 1, 300, 0],
      ]),
    );
    step.sample(
      at([
        [1, 0, 0, 0],
        [10, 1, 6, 37],
      ]),
    );
    const { cpuSeconds, byKind } = step.cpu(100);
    // Root 6, runner 20 (its last sample: what it used after is in the 7 unseen), browser 300, unseen 17.
    assert.equal(Math.round(cpuSeconds * 100), 6 + 20 + 300 + 17);
    assert.deepEqual(Object.keys(byKind), ['other']);
  });

  it("reads /proc/stat's busy and total ticks (idle and iowait are not busy)", () => {
    const ticks = parseProcStat('cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\n');
    assert.deepEqual(ticks, { busy: 160, total: 1000 });
    assert.equal(busyShare({ busy: 160, total: 1000 }, { busy: 310, total: 1200 }), 0.75);
    assert.equal(busyShare(undefined, ticks), undefined);
  });

  it('counts the CPU of the command and of the processes it starts, and keeps its exit code', async () => {
    // The command spins 400 ms itself and waits for a child that spins 400 ms more.
    const child = JSON.stringify([process.execPath, ...spin(400)]);
    const { code, output, cpuSeconds } = await runMeasured(
      process.execPath,
      [
        '-e',
        `const { spawnSync } = require('node:child_process'); const [cmd, ...args] = ${child};
         spawnSync(cmd, args, { stdio: 'inherit' }); ${spin(400, 3)[1]}`,
      ],
      { buffered: true },
    );
    assert.equal(code, 3);
    assert.equal(output.toString(), 'spun spun ');
    // 0.8 s by each process's own clock; the kernel's accounts, in ticks of 10 ms, may read a tick
    // less a process (0.7999999999999999 in a preview): still twice what the command alone spins.
    assert.ok(cpuSeconds >= 0.75 && cpuSeconds < 3, `CPU ${cpuSeconds} s`);
  });

  it('answers 127 with a message for a command that does not exist', async () => {
    const { code, output } = await runMeasured('shop-no-such-command', [], { buffered: true });
    assert.equal(code, 127);
    assert.match(output.toString(), /shop-no-such-command/);
  });

  it('prints wall, CPU and busy share in the summary, and the whole run with the idle core-seconds', () => {
    assert.equal(
      summaryLine({
        name: 'journeys',
        ok: true,
        seconds: 138.04,
        cpuSeconds: 201.26,
        byKind: { Chromium: 150.2, 'shop server': 31, Node: 20.6, other: 5 },
        busy: 0.861,
      }),
      `✔ ${'journeys'.padEnd(58)}  138.0  201.3   86 %  Chromium 150 · shop server 31 · Node 21`,
    );
    assert.match(
      summaryLine({ name: 'x', ok: false, seconds: 1, cpuSeconds: undefined, busy: undefined }),
      /^✘ x +1\.0 +– +– %$/,
    );
    assert.equal(
      totalLine({
        wallSeconds: 100,
        results: [{ cpuSeconds: 120 }, { cpuSeconds: 30.4 }, {}],
        before: { busy: 0, total: 0 },
        after: { busy: 15_000, total: 20_000 },
        hz: 100,
      }),
      "total 100 s; the steps' CPU 150 s; the machine 75 % busy: 150 core-s used, 50 idle",
    );
  });
});
