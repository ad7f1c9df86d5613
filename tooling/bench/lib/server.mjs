// What the bench scripts share: free ports, starting and stopping the built server (or any Node
// script) as a child process, its memory, a scratch folder, and a fresh database on the PostgreSQL
// test cluster.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../../scripts/pg-cluster.mjs';
import { serverNodeFlags } from '../../scripts/run.mjs';

/** A free loopback port, so a bench never collides with a running shop (the test scripts' helper). */
export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * The server the benches start: this checkout's build, or BENCH_BUILD's (another checkout, built:
 * an older commit measured by today's benches, in runs alternated with this one's).
 */
export const mainJs = path.join(path.resolve(process.env.BENCH_BUILD ?? root), 'apps/server/dist/main.js');

/** Exits with a hint when the server has not been built. */
export function requireServerBuild() {
  if (!existsSync(mainJs)) {
    console.error(`No server build at ${mainJs}: run \`pnpm --filter @shop/server build\` first.`);
    process.exit(1);
  }
}

/**
 * A server bench's command line: its `options` as node:util's parseArgs reads them; the values are
 * returned once the server build is known to be there (else it exits with the hint).
 */
export function serverBenchArgs(options) {
  const { values } = parseArgs({ options });
  requireServerBuild();
  return values;
}

/**
 * The command line of an autocannon bench: --duration (seconds a target, 10) and --connections
 * (at once, `connections` by default) as numbers, beside the bench's own `options`.
 */
export function loadBenchArgs(connections, options = {}) {
  const values = serverBenchArgs({
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: String(connections) },
    ...options,
  });
  return { ...values, duration: Number(values.duration), connections: Number(values.connections) };
}

/** --processes: server processes on the one PostgreSQL database, a whole number from 1 to 8 (else exit 2). */
export function processCount(value) {
  const processes = Number(value);
  if (!Number.isInteger(processes) || processes < 1 || processes > 8) {
    console.error('--processes must be a whole number from 1 to 8');
    process.exit(2);
  }
  return processes;
}

/** Resident and peak resident memory of a process, in MiB (Linux /proc VmRSS and VmHWM). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
export function cpuSecondsOf(pid, part = 'all') {
  try {
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime in clock ticks (USER_HZ 100); `part` 'system': the kernel's share alone.
    const system = Number(fields[12]) / 100;
    return part === 'system' ? system : Number(fields[11]) / 100 + system;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by the PostgreSQL backends serving `database` (their process title
 * names it), so a bench can tell the database's work from the server's on a shared machine.
 */
export function databaseCpuSeconds(database, part = 'all') {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `))
        total += cpuSecondsOf(entry, part);
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** Children started here; killed on the way out whatever happens. */
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `script` (the built server by default) with `env` and resolves once `readyPath` answers,
 * with the time it took and the JSON of that reply. It listens on loopback (HOST 127.0.0.1) on a
 * free port unless `env` names HOST or PORT. The server runs with the start
 * command's Node flags (serverNodeFlags: the embedded database's too without DATABASE_URL); `nodeArgs`: more of them (such as --cpu-prof, which
 * NODE_OPTIONS does not take). `showOutput`: the server's stdout goes to ours (a --trace-gc log).
 * BENCH_SERVER_FLAGS (space-separated) adds Node or V8 flags to every server a bench starts, for an
 * A/B of a flag without editing the benches (`BENCH_SERVER_FLAGS=--liftoff-only node …/orders.mjs`).
 */
export async function startServer(
  env,
  {
    script = mainJs,
    readyPath = '/config.json',
    timeoutMs = 120_000,
    nodeArgs = [],
    showOutput = false,
  } = {},
) {
  const serverEnv = { HOST: '127.0.0.1', ...env, PORT: env.PORT ?? String(await freePort()) };
  const startedAt = performance.now();
  const benchFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...serverNodeFlags({ ...process.env, ...serverEnv }), ...benchFlags, ...nodeArgs, script],
    {
      env: { ...process.env, ...serverEnv },
      stdio: ['ignore', showOutput ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  const base = `http://127.0.0.1:${serverEnv.PORT}`;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${path.basename(script)} exited with code ${child.exitCode}`);
    try {
      const reply = await fetch(`${base}${readyPath}`);
      if (reply.ok)
        return { child, base, config: await reply.json(), startMs: performance.now() - startedAt };
    } catch {
      // Not listening yet.
    }
    if (performance.now() - startedAt > timeoutMs) throw new Error(`${path.basename(script)} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * A fresh temporary folder `shop-bench-<name>-…` (data folders, the files a bench serves) for
 * `run`, removed when it ends, whether it succeeds or throws; `run`'s result is returned.
 */
export async function withScratch(name, run) {
  const scratch = mkdtempSync(path.join(tmpdir(), `shop-bench-${name}-`));
  try {
    return await run(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The PostgreSQL part of a bench that runs on PGlite and PostgreSQL: `run` on a fresh database
 * (createPostgresDatabase), dropped when it ends. Without a test cluster it says so and returns
 * undefined.
 */
export async function onPostgres(run) {
  const database = await createPostgresDatabase();
  if (!database) {
    console.log('PostgreSQL left out: run under tooling/scripts/with-postgres.mjs to include it.');
    return undefined;
  }
  try {
    return await run(database);
  } finally {
    await database.drop();
  }
}

/**
 * The built server serving the built web app (apps/web/dist) on `port` with a fresh embedded
 * database (a scratch DATA_DIR), as the browser benches measure the shop; `env` adds to its
 * environment. `stop()` ends the server, then removes the data folder.
 */
export async function startWebShop(port, env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-web-'));
  const server = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    ...env,
  });
  const stop = async () => {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...server, stop };
}

/**
 * A new empty database on the cluster of TEST_DATABASE_URL (run the bench under
 * tooling/scripts/with-postgres.mjs); `drop()` removes it. Undefined without a cluster.
 */
export async function createPostgresDatabase() {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const postgres = createRequire(path.join(root, 'apps/server/package.json'))('postgres');
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Sets the stock of every product sold without options (and of nothing else) to `stock`, straight
 * in the database at `url`: a checkout bench on PostgreSQL sells the seeded stock (about 2,300
 * units) in well under ten seconds, after which it would only measure refusals.
 */
export async function restockSimpleProducts(url, stock) {
  const postgres = createRequire(path.join(root, 'apps/server/package.json'))('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(
      `UPDATE documents SET data = jsonb_set(data, '{ton}', to_jsonb($1::int)), updated_at = now()
       WHERE collection = 'dmvt' AND jsonb_array_length(COALESCE(data->'thuoc_tinh', '[]')) = 0
       AND (data->>'ton')::int > 0`,
      [stock],
    );
  } finally {
    await sql.end();
  }
}
