// Memory sampler for a bench's server (issue 28): loaded into the server process with
// `BENCH_MEMORY_LOG=<file> BENCH_SERVER_FLAGS=--require=<this file>`, it reads
// process.memoryUsage() and V8's heap spaces every BENCH_MEMORY_EVERY_MS (100) and, when the process
// ends, writes to the file (one JSON line, appended) the sample taken at the highest resident size,
// the process's peak (VmHWM) and the resident size's parts at that sample (/proc/self/smaps_rollup:
// anonymous, file-backed), with the time since start, so a run tells heap from off-heap at its peak.
// BENCH_HEAP_SNAPSHOT_AT_MIB=<n>: writes one heap snapshot (next to the log) the first time the
// resident size passes n MiB.
const { appendFileSync, readFileSync } = require('node:fs');
const v8 = require('node:v8');
const { PerformanceObserver } = require('node:perf_hooks');

const file = process.env.BENCH_MEMORY_LOG;
const every = Number(process.env.BENCH_MEMORY_EVERY_MS ?? 100);
const snapshotAt = Number(process.env.BENCH_HEAP_SNAPSHOT_AT_MIB ?? 0) * 1024 * 1024;
const MIB = 1024 * 1024;
const started = performance.now();
let top;
let snapshotTaken = false;
/** Garbage collections by kind (minor, major, incremental marking, weak callbacks): count and ms. */
const gc = {};
const KINDS = { 1: 'minor', 4: 'major', 8: 'incremental', 16: 'weak' };
/** Resident size and V8 heap in use, MiB, once a second. */
const timeline = [];
let ticks = 0;

function rollup() {
  try {
    const text = readFileSync('/proc/self/smaps_rollup', 'utf8');
    const kib = (field) => Number(text.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
    return { anonymous: kib('Anonymous') / 1024, fileBacked: (kib('Rss') - kib('Anonymous')) / 1024 };
  } catch {
    return undefined;
  }
}

function sample() {
  const usage = process.memoryUsage();
  if (!top || usage.rss > top.usage.rss) {
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((space) => [space.space_name, +(space.space_size / MIB).toFixed(1)]),
    );
    const heap = v8.getHeapStatistics();
    top = {
      seconds: +((performance.now() - started) / 1000).toFixed(1),
      usage,
      spaces,
      parts: rollup(),
      v8: {
        physical: +(heap.total_physical_size / MIB).toFixed(1),
        malloced: +(heap.malloced_memory / MIB).toFixed(1),
        peakMalloced: +(heap.peak_malloced_memory / MIB).toFixed(1),
      },
    };
  }
  if (ticks++ % Math.round(1000 / every) === 0)
    timeline.push([
      Math.round(usage.rss / MIB),
      Math.round(usage.heapUsed / MIB),
      Math.round(usage.heapTotal / MIB),
    ]);
  if (snapshotAt && !snapshotTaken && usage.rss > snapshotAt) {
    snapshotTaken = true;
    v8.writeHeapSnapshot(`${file}.${process.pid}.heapsnapshot`);
  }
}

function peakMiB() {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(status.match(/^VmHWM:\s+(\d+)/m)?.[1] ?? 0) / 1024;
}

if (file) {
  setInterval(sample, every).unref();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KINDS[entry.detail?.kind] ?? 'other';
      gc[kind] ??= { count: 0, ms: 0 };
      gc[kind].count += 1;
      gc[kind].ms = +(gc[kind].ms + entry.duration).toFixed(1);
    }
  }).observe({ entryTypes: ['gc'] });
  process.once('exit', () => {
    const mib = (bytes) => +(bytes / MIB).toFixed(1);
    const usage = Object.fromEntries(
      Object.entries(top?.usage ?? {}).map(([key, value]) => [key, mib(value)]),
    );
    appendFileSync(
      file,
      `${JSON.stringify({ pid: process.pid, peak: +peakMiB().toFixed(1), atTop: { ...top, usage }, gc, timeline })}\n`,
    );
  });
}
