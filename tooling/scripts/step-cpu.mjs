// Where the test command's CPU goes (decision 044, tenth addendum): each step's wall time, the CPU
// seconds (user + system) of its processes (its command and every process below it, by kind) and the
// machine's busy share over the step (all cores, every process: /proc/stat), so that the summary
// shows both where the CPU goes and where cores sit idle.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { log, ROOT } from './run.mjs';

/**
 * The shell a step's command runs under: it runs the command (without the pipe on fd 3), then writes
 * its `times` to fd 3 (its own user and system time, then its children's: the command and every
 * process below it that was waited for), and exits with the command's code. The command's own last
 * moments are after any sample: its CPU is known exactly only from the process that waited for it.
 */
const TIMES_SCRIPT = '"$@" 3>&-; code=$?; times >&3; exit $code';

/** The children's user + system seconds from the output of the shell's `times` (its second line). */
export function parseTimes(text) {
  const line = text.trim().split('\n')[1] ?? '';
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, min, sec]) => Number(min) * 60 + Number(sec),
  );
  return seconds.length === 2 ? seconds[0] + seconds[1] : undefined;
}

/** Busy and total clock ticks of all cores since boot, from /proc/stat's first line (idle and iowait are not busy). */
export function parseProcStat(text) {
  const fields = text.split('\n', 1)[0].trim().split(/\s+/);
  if (fields[0] !== 'cpu') return undefined;
  // user nice system idle iowait irq softirq steal (guest and guest_nice are inside user and nice).
  const ticks = fields.slice(1, 9).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: total - ticks[3] - ticks[4], total };
}

/** The machine's ticks now; undefined where there is no /proc (not Linux). */
export function machineTicks(read = () => readFileSync('/proc/stat', 'utf8')) {
  try {
    return parseProcStat(read());
  } catch {
    return undefined;
  }
}

/** The share of the machine's cores busy between two readings (0 to 1). */
export function busyShare(before, after) {
  if (!before || !after || after.total <= before.total) return undefined;
  return (after.busy - before.busy) / (after.total - before.total);
}

let clockTicks;
/** Clock ticks a second (getconf CLK_TCK; 100 on Linux). */
function ticksPerSecond() {
  clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  return clockTicks;
}

/**
 * One process from its /proc/<pid>/stat line: parent, start time (with the pid, its identity: pids are
 * reused), its own user + system ticks and those of the children it waited for.
 */
export function parsePidStat(text) {
  const close = text.lastIndexOf(')');
  const rest = text.slice(close + 2).split(' ');
  // After the name: state, ppid (4th field), …, utime stime cutime cstime (14th–17th), …, starttime (22nd).
  return {
    comm: text.slice(text.indexOf('(') + 1, close),
    ppid: Number(rest[1]),
    own: Number(rest[11]) + Number(rest[12]),
    reaped: Number(rest[13]) + Number(rest[14]),
    start: rest[19],
  };
}

/** Every process of the machine now: pid → parsePidStat. */
function readProcesses() {
  const processes = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return processes;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.set(Number(entry), parsePidStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // It ended while being read.
    }
  }
  return processes;
}

/** What kind of process a command line is, for a step's CPU by kind. */
export function processKind(comm, cmdline) {
  if (/chrom|headless_shell/i.test(comm) || /chrom/.test(cmdline.split(' ', 1)[0])) return 'Chromium';
  if (/postgres|postmaster/.test(comm)) return 'PostgreSQL';
  if (/server\/dist\/main\.js/.test(cmdline)) return 'shop server';
  // A Node process may rename itself (Vitest's main process, `process.title`): its command names node.
  if (comm.startsWith('node') || comm === 'MainThread' || /(^|\/)node$/.test(cmdline.split(' ', 1)[0]))
    return 'Node';
  return 'other';
}

const commandLine = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/**
 * Follows the processes of one step (its command and every process below it) in samples of the
 * machine's processes, and sums their CPU. A process stays the step's when its parent ends and it is
 * handed to another (Playwright's runner does not wait for Chromium's processes nor the shop's server:
 * the shell's `times` saw 19 of their 68 CPU-s). A process that lived between two samples is counted
 * through its parent's waited-for children; what a process used after its last sample, when nobody of
 * the step waited for it, is not (a sample every half second).
 */
export class StepProcesses {
  constructor(rootPid) {
    this.rootPid = rootPid;
    /** `pid:start` → { pid, parent (key), own, reaped, kind } */
    this.members = new Map();
    /** Ticks of children waited for that no sample saw, by the kind of the parent that waited. */
    this.unseen = new Map();
  }

  /** Takes one sample of the machine's processes (`readProcesses()`). */
  sample(processes) {
    const keyOf = (pid) => {
      const found = processes.get(pid);
      return found && `${pid}:${found.start}`;
    };
    // New members: the root and every process whose parent is a member.
    let grew = true;
    while (grew) {
      grew = false;
      for (const [pid, found] of processes) {
        const key = `${pid}:${found.start}`;
        if (this.members.has(key)) continue;
        const parentKey = keyOf(found.ppid);
        if (pid === this.rootPid || (parentKey && this.members.has(parentKey))) {
          this.members.set(key, {
            pid,
            parent: parentKey,
            own: 0,
            reaped: 0,
            kind: processKind(found.comm, commandLine(pid)),
            alive: true,
          });
          grew = true;
        }
      }
    }
    // Members that ended since the last sample, and what they and their ended children had used.
    const ended = [...this.members.entries()].filter(
      ([key, member]) => member.alive && keyOf(member.pid) !== key,
    );
    for (const [, member] of ended) member.alive = false;
    const accounted = (key) =>
      this.members.get(key).own +
      this.members.get(key).reaped +
      ended
        .filter(([, child]) => child.parent === key)
        .reduce((sum, [childKey]) => sum + accounted(childKey), 0);
    for (const [key, member] of this.members) {
      if (!member.alive) continue;
      const found = processes.get(member.pid);
      member.parent = keyOf(found.ppid);
      const waited = found.reaped - member.reaped;
      const seen = ended
        .filter(([, child]) => child.parent === key)
        .reduce((sum, [childKey]) => sum + accounted(childKey), 0);
      if (waited > seen) this.unseen.set(member.kind, (this.unseen.get(member.kind) ?? 0) + waited - seen);
      member.own = found.own;
      member.reaped = found.reaped;
    }
  }

  /**
   * The last sample, once the root has ended: `rootReaped`, the ticks of the children the root waited
   * for (its shell's `times`), stand for the root's last reading.
   */
  finish(processes, rootReaped) {
    const root = [...this.members.entries()].find(([, member]) => member.pid === this.rootPid);
    if (root && rootReaped !== undefined && !processes.has(this.rootPid)) {
      const [key, member] = root;
      processes.set(this.rootPid, {
        comm: 'sh',
        ppid: process.pid,
        own: member.own,
        reaped: Math.max(rootReaped, member.reaped),
        start: key.split(':')[1],
      });
    }
    this.sample(processes);
  }

  /** CPU seconds of the step's processes so far, in all and by kind. */
  cpu(hz = ticksPerSecond()) {
    const byKind = new Map(this.unseen);
    for (const member of this.members.values())
      byKind.set(member.kind, (byKind.get(member.kind) ?? 0) + member.own);
    const kinds = Object.fromEntries([...byKind].map(([kind, ticks]) => [kind, ticks / hz]));
    return { cpuSeconds: Object.values(kinds).reduce((sum, value) => sum + value, 0), byKind: kinds };
  }
}

/** The samples: one reading of /proc every half second for all the steps running. */
const followed = new Set();
let timer;
function sampleAll() {
  const processes = readProcesses();
  for (const step of followed) step.sample(processes);
}
function follow(step) {
  followed.add(step);
  step.sample(readProcesses());
  timer ??= setInterval(sampleAll, 500);
}
function unfollow(step, rootReaped) {
  step.finish(readProcesses(), rootReaped);
  followed.delete(step);
  if (followed.size === 0) {
    clearInterval(timer);
    timer = undefined;
  }
}

/**
 * Runs a step's command and measures it: resolves `{ code, output, cpuSeconds, byKind }`, `output`
 * the command's stdout and stderr in order when `buffered` (steps side by side print theirs whole),
 * else the command writes to this process's own.
 */
export function runMeasured(command, args, { buffered = false, ...options } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const times = [];
    const output = buffered ? 'pipe' : 'inherit';
    const child = spawn('sh', ['-c', TIMES_SCRIPT, 'sh', command, ...args], {
      cwd: ROOT,
      ...options,
      stdio: [buffered ? 'ignore' : 'inherit', output, output, 'pipe'],
      env: { ...process.env, ...options.env },
    });
    const processes = child.pid ? new StepProcesses(child.pid) : undefined;
    if (processes) follow(processes);
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.stdio[3]?.on('data', (chunk) => times.push(chunk));
    const done = (code) => {
      const waited = parseTimes(Buffer.concat(times).toString());
      if (processes)
        unfollow(processes, waited === undefined ? undefined : Math.round(waited * ticksPerSecond()));
      resolve({ code, output: Buffer.concat(chunks), ...(processes?.cpu() ?? { cpuSeconds: undefined }) });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `work` (resolving `{ code, cpuSeconds, byKind }`) as the step `name`: its result `{ name, ok,
 * seconds, cpuSeconds, byKind, busy }` (busy: the machine's busy share over the step) is pushed to
 * `results` and returned.
 */
export async function measureStep(name, work, results) {
  const begin = Date.now();
  const before = machineTicks();
  let code = 1;
  let cpuSeconds;
  let byKind = {};
  try {
    ({ code, cpuSeconds, byKind = {} } = await work());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  const result = {
    name,
    ok: code === 0,
    seconds: (Date.now() - begin) / 1000,
    cpuSeconds,
    byKind,
    busy: busyShare(before, machineTicks()),
  };
  results.push(result);
  return result;
}

/** A step run with its output inherited: `[name, command, args, options]`. */
export async function measuredStep([name, command, args, options], results) {
  log(name);
  return measureStep(name, () => runMeasured(command, args, options), results);
}

const seconds = (value) => (value === undefined ? '–' : value.toFixed(1)).padStart(6);
const percent = (value) => (value === undefined ? '–' : `${Math.round(value * 100)}`).padStart(3);

/**
 * The summary's header and a step's line: wall seconds, the step's CPU seconds, the machine's busy
 * share over it, and the kinds of process that used a tenth or more of the step's CPU.
 */
export const SUMMARY_HEADER = `  ${'step'.padEnd(58)} ${'wall s'.padStart(6)} ${'CPU s'.padStart(6)}  busy  CPU s by process`;
export function summaryLine({ name, ok, seconds: wall, cpuSeconds, byKind = {}, busy }) {
  const kinds = Object.entries(byKind)
    .filter(([, value]) => cpuSeconds && value >= cpuSeconds / 10)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, value]) => `${kind} ${value.toFixed(0)}`);
  const line = `${ok ? '✔' : '✘'} ${name.padEnd(58)} ${seconds(wall)} ${seconds(cpuSeconds)}  ${percent(busy)} %`;
  return kinds.length > 0 ? `${line}  ${kinds.join(' · ')}` : line;
}

/**
 * The whole run's line: its wall time, the CPU seconds of every step, and the machine's busy share
 * with the core-seconds it used and left idle (every process of the machine, between two readings).
 */
export function totalLine({ wallSeconds, results, before, after, hz = ticksPerSecond() }) {
  const cpu = results.reduce((sum, result) => sum + (result.cpuSeconds ?? 0), 0);
  const busy = busyShare(before, after);
  const machine =
    busy === undefined
      ? ''
      : `; the machine ${Math.round(busy * 100)} % busy: ${Math.round((after.busy - before.busy) / hz)} core-s used, ${Math.round(
          (after.total - before.total - (after.busy - before.busy)) / hz,
        )} idle`;
  return `total ${wallSeconds.toFixed(0)} s; the steps' CPU ${cpu.toFixed(0)} s${machine}`;
}
