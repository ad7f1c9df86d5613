// A throw-away PostgreSQL cluster on a free loopback port, for the server's test suite.
// PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgresBinaries, isRoot, log, runQuiet } from './run.mjs';

/** A port nobody listens on now (the test servers' ports). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function userIds(name) {
  const result = runQuiet('id', ['-u', name]);
  if (result.status !== 0) return undefined;
  return { uid: Number(result.stdout.trim()), gid: Number(runQuiet('id', ['-g', name]).stdout.trim()) };
}

/**
 * A cluster thrown away at the end of the run keeps nothing through a crash: no flush to disk
 * (fsync), no wait for the WAL at commit, no full pages in the WAL after a checkpoint, the least WAL
 * (`minimal`: a table created or truncated in the transaction that fills it is not logged row by
 * row) and no checkpoint forced by the WAL's size. Queries, plans, locks and errors are the
 * production server's. The test databases are file copies of the run's template
 * (apps/server/src/test-database.ts: `STRATEGY FILE_COPY`, one WAL record, where PostgreSQL 15's
 * default wrote every page of the template to the WAL). Measured (decision 044, thirtieth
 * addendum): the server project's WAL 1.11 GB → 0.09 GB, the cluster's CPU 32.7 → 27.5 s.
 * The test command's cluster only (`throwaway: true`): the benches (`with-postgres.mjs`) measure
 * commits as a production server makes them, with `fsync` alone off, as before. PG_CLUSTER_OPTIONS
 * comes after these: `-c synchronous_commit=on` there puts one back.
 */
const THROWAWAY = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'wal_level=minimal',
  'max_wal_senders=0',
  'max_wal_size=4GB',
  'checkpoint_timeout=1h',
]
  .map((setting) => `-c ${setting}`)
  .join(' ');

export async function startPostgresCluster({ throwaway = false } = {}) {
  const binDir = await ensurePostgresBinaries();
  const bin = (name) => (binDir ? path.join(binDir, name) : name);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let asUser = [];
  if (isRoot) {
    const ids = userIds('postgres');
    if (!ids) throw new Error('running as root, but there is no postgres user to run the test cluster');
    chownSync(dir, ids.uid, ids.gid);
    chmodSync(dir, 0o700);
    asUser = ['runuser', '-u', 'postgres', '--'];
  }
  const exec = (args) => {
    const [command, ...rest] = [...asUser, ...args];
    const result = runQuiet(command, rest);
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };
  // Without blocking the caller's event loop (a test restarting the cluster under load).
  const execAsync = (args) =>
    new Promise((resolve, reject) => {
      const [command, ...rest] = [...asUser, ...args];
      const child = spawn(command, rest, { stdio: 'ignore' });
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: exit ${code}`)),
      );
    });
  const startArgs = [
    bin('pg_ctl'),
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log.txt'),
    '-w',
    '-o',
    // PG_CLUSTER_OPTIONS: more server settings, for a profile (tooling/bench/README.md:
    // `-c shared_preload_libraries=pg_stat_statements`).
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 ${throwaway ? THROWAWAY : '-c fsync=off'} ${process.env.PG_CLUSTER_OPTIONS ?? ''}`.trim(),
  ];
  log(`starting a PostgreSQL test cluster on 127.0.0.1:${port}`);
  exec([bin('initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  exec([...startArgs, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Fault tests: stops the server (fast: open connections are terminated), keeping the data. */
    pause: () => execAsync([bin('pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop']),
    /** Starts it again after pause(), on the same port and data. */
    resume: () => execAsync([...startArgs, 'start']),
    /** `pg_ctl restart -m fast`: what an operator's restart does to the connected servers. */
    restart: () => execAsync([...startArgs, '-m', 'fast', 'restart']),
    stop() {
      try {
        exec([bin('pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
