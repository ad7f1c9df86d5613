// Small process helpers shared by the start and test commands (plain Node, no dependencies:
// they run before `pnpm install`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.9';
/**
 * Node's flags for the shop's server (the start command, the benches, README's several processes):
 * a young generation of 16 MB semi-spaces. On Node 24 V8 picks 32 MB on a machine with this much
 * memory (about 105 MiB of new space at peak in the orders bench), and the 64 MB the server had
 * (for 10 to 15 % less CPU a page render on Node 20) buys nothing on Node 24: a product page render
 * costs 3.2–3.7 ms CPU with 16, 3.5–4.0 with 64, an order the same, and the process peaks 55 MiB
 * lower (decision 072, addendum of 30 November, late). And a full collection once the old
 * generation has grown 30 % past what the last one left live: V8 lets it grow up to four times on a
 * machine with this much memory, and the server's 55–65 MiB of live objects became 160–180 MiB of
 * old space (300–330 MiB resident) in the orders bench before it collected; at 30 % the bench's
 * peak is 190–200 MiB for the same CPU an order (decision 072, addendum of 30 November, evening).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=30'];
/**
 * Node's flags added when the server runs on the embedded database (no DATABASE_URL): V8 runs
 * PGlite's WebAssembly with its baseline compiler only. With the optimizing one, V8 recompiles
 * PGlite's largest functions a few seconds after the database opens and the process grows by about
 * 500 MB for those seconds (740 MiB against 200 at peak for PGlite alone, 917 against 387 in the
 * orders bench), more than a 1 GB server can spare; the steady state costs about 1.5 times the
 * CPU per query instead (decision 072, addendum of 30 November).
 */
export const EMBEDDED_DATABASE_NODE_FLAGS = ['--liftoff-only'];

/** The server's Node flags for an environment: the embedded database's when DATABASE_URL is unset. */
export function serverNodeFlags(env = process.env) {
  return env.DATABASE_URL ? SERVER_NODE_FLAGS : [...SERVER_NODE_FLAGS, ...EMBEDDED_DATABASE_NODE_FLAGS];
}
export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export function log(message) {
  process.stdout.write(`\n\x1b[1m▶ ${message}\x1b[0m\n`);
}

/**
 * Runs a command with inherited output; resolves with its exit code. `forwardSignals`: a SIGTERM or
 * SIGHUP sent to this process alone (kill PID) is passed on, and this one waits for the command.
 * `buffered`: its output (stdout and stderr, in order) kept and written whole when it ends, for a
 * command run beside others.
 */
export function run(command, args, { forwardSignals = false, buffered = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    const output = [];
    if (buffered)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    const forward = (signal) => child.kill(signal);
    const signals = forwardSignals ? ['SIGTERM', 'SIGHUP'] : [];
    for (const signal of signals) process.on(signal, forward);
    let ended = false;
    // Once: a command that cannot start gives 'error', then 'close'.
    const done = (code) => {
      if (ended) return;
      ended = true;
      for (const signal of signals) process.off(signal, forward);
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('error', (error) => {
      if (buffered) output.push(Buffer.from(`${error.message}\n`));
      else console.error(error.message);
      done(127);
    });
    // Buffered, once its pipes are drained too.
    child.on(buffered ? 'close' : 'exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

export function runQuiet(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', ...options });
}

export function hasCommand(command) {
  return runQuiet('sh', ['-c', `command -v ${command}`]).status === 0;
}

/**
 * Debian's `packages` with apt-get (as root only); resolves with whether it succeeded. `buffered`:
 * its output printed whole at the end, for a run beside other commands.
 */
async function aptInstall(packages, { buffered = false } = {}) {
  if (!isRoot) return false;
  log(`apt-get install ${packages.join(' ')}${buffered ? ' (beside the next steps)' : ''}`);
  if ((await run('apt-get', ['update', '-qq'], { buffered })) !== 0) return false;
  const code = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    buffered,
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (buffered)
    log(`apt-get install ${packages.join(' ')} (${code === 0 ? 'done' : `failed, exit ${code}`})`);
  return code === 0;
}

/**
 * Debian's packages the test command needs that this machine lacks (the ensure… functions below
 * each install their own when called alone): the journeys' headless shell with a font for its pages,
 * a font with Vietnamese letters, PostgreSQL's server binaries, redis-server.
 */
export function missingSystemPackages() {
  return [
    ...(isChromiumReady(findChromium()) ? [] : ['chromium-headless-shell', 'fonts-noto-core']),
    ...(hasVietnameseFont() ? [] : ['fontconfig', 'fonts-dejavu-core']),
    ...(findPostgresBinaries() === undefined ? ['postgresql'] : []),
    ...(hasCommand('redis-server') ? [] : ['redis-server']),
  ];
}

/**
 * `packages` in one apt-get run (one `apt-get update`, not one a package), its output printed whole
 * when it ends, so that it can run beside pnpm's install and the build, which need none of them
 * (decision 044, thirty-first addendum). Resolves when done; a failure is left to the ensure…
 * functions, which try their own package again and say what is missing.
 */
export async function installSystemPackages(packages) {
  if (packages.length > 0) await aptInstall(packages, { buffered: true });
}

/** pnpm at the pinned major: the global one when it is right, else installed with npm. */
export async function ensurePnpm() {
  const current = runQuiet('pnpm', ['--version']);
  if (current.status === 0 && current.stdout.trim().startsWith('10.')) return 'pnpm';
  log(`installing pnpm@${PNPM_VERSION}`);
  if (
    (await run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`])) === 0 &&
    runQuiet('pnpm', ['--version']).status === 0
  )
    return 'pnpm';
  throw new Error('could not install pnpm (npm install -g failed); install pnpm 10 and run again');
}

/** Dependencies exactly as locked; quick when they are already there. */
export async function ensureDependencies(pnpm) {
  const code = await run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);
  if (code !== 0) throw new Error('pnpm install failed');
}

/**
 * Debian's old headless shell first (package chromium-headless-shell, the same Chromium build without
 * the browser's window layer; Playwright's own default for headless runs): the journeys' Chromium
 * costs half the CPU in it (decision 044, eighth addendum). The whole browser when only it is there.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_CANDIDATES = [HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium the journeys run: PLAYWRIGHT_CHROMIUM_PATH when it exists, else the first candidate there. */
export function findChromium({ env = process.env, exists = existsSync } = {}) {
  const fromEnv = env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && exists(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((candidate) => exists(candidate));
}

/** Whether `found` serves the journeys as it is: the headless shell, or the Chromium the environment names. */
function isChromiumReady(found) {
  return found === HEADLESS_SHELL || (found !== undefined && process.env.PLAYWRIGHT_CHROMIUM_PATH === found);
}

/** Debian's Chromium for the browser tests (Playwright's own download cannot reach this network). */
export async function ensureChromium() {
  const found = findChromium();
  if (isChromiumReady(found)) return found;
  // The headless shell is installed beside a machine's whole Chromium too; without apt (not root),
  // the whole browser serves.
  if (!(await aptInstall(['chromium-headless-shell', 'fonts-noto-core'])) && !found) {
    throw new Error(
      "Chromium is missing: install Debian's chromium-headless-shell package (apt-get install chromium-headless-shell) or set PLAYWRIGHT_CHROMIUM_PATH",
    );
  }
  return findChromium();
}

/** A font with Vietnamese letters for the server's share card (fontconfig finds it; decision 032). */
export function hasVietnameseFont() {
  const found = runQuiet('fc-list', [':lang=vi', 'family']);
  return found.status === 0 && found.stdout.trim() !== '';
}

/** The tests draw the share card and read its name's pixels: install a font when none has the letters. */
export async function ensureVietnameseFont() {
  if (hasVietnameseFont()) return;
  if (!(await aptInstall(['fontconfig', 'fonts-dejavu-core'])) || !hasVietnameseFont()) {
    throw new Error(
      'No font with Vietnamese letters: install one (apt-get install fonts-dejavu-core) for the share card',
    );
  }
}

/** The folder of PostgreSQL's server binaries ('' when on PATH), or undefined when absent. */
function findPostgresBinaries() {
  if (hasCommand('initdb') && hasCommand('pg_ctl')) return '';
  const versions = runQuiet('sh', [
    '-c',
    'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1',
  ]).stdout.trim();
  return versions && existsSync(path.join(versions, 'initdb')) ? versions : undefined;
}

/** PostgreSQL server binaries (initdb, pg_ctl) for the throw-away test cluster. */
export async function ensurePostgresBinaries() {
  let dir = findPostgresBinaries();
  if (dir === undefined && (await aptInstall(['postgresql']))) dir = findPostgresBinaries();
  if (dir === undefined) throw new Error('PostgreSQL binaries are missing: apt-get install postgresql');
  return dir;
}

/** Debian's redis-server for the throw-away Redis of the tests (several processes share counters). */
export async function ensureRedisServer() {
  if (hasCommand('redis-server')) return 'redis-server';
  if (!(await aptInstall(['redis-server'])) || !hasCommand('redis-server')) {
    throw new Error(
      "redis-server is missing: install Debian's redis-server package (apt-get install redis-server)",
    );
  }
  return 'redis-server';
}
