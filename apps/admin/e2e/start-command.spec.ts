import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort } from '../../server/src/ops/spawned-server.test-kit.js';

/**
 * Issue 26, item 1: the owner's first day. The README's start command (`npm start`), on a clean
 * copy of the repository (what a clone of this working tree holds: tracked files and new ones git
 * would commit, no node_modules, no builds) with a fresh DATA_DIR, as an operator's shell runs it
 * (no NODE_ENV: production). The owner opens the setup link it prints, creates the account and
 * reaches the console's dashboard. Its own config (playwright.start-command.config.ts) and step
 * of the test command: it installs (pnpm's store makes that quick) and builds every package through
 * Turbo, which replays the outputs of the test command's build step from the checkout's Turbo cache
 * (read only) when the inputs are the same (decision 044, seventeenth addendum).
 */

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SETUP_LINK = /owner setup: open (https?:\/\/[^\s"]+\/admin\/setup\?token=[\w-]+)/;
/** The line set apart once the server listens (decision 041). */
const OPEN = /open (http:\/\/localhost:\d+) \(shop\) and (http:\/\/localhost:\d+)\/admin \(console\)/;

/** The working tree's files as git would commit them, copied into `target`. */
function copyWorkingTree(target: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPOSITORY,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(path.join(target, path.dirname(file)), { recursive: true });
    try {
      copyFileSync(path.join(REPOSITORY, file), path.join(target, file));
    } catch (error) {
      // Deleted in the working tree, still in git's index: a clone of the change would not have it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * The checkout's Turbo cache, where its build step left every package's outputs: `.turbo/cache` beside
 * the main worktree's `.git` (Turbo shares one cache between a repository's git worktrees). A clean
 * copy's build with the same inputs has the same hashes and replays them instead of building again.
 */
function checkoutTurboCache(repository: string): string | undefined {
  const common = spawnSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
    cwd: repository,
    encoding: 'utf8',
  });
  if (common.status !== 0) return undefined;
  const cache = path.join(path.dirname(common.stdout.trim()), '.turbo', 'cache');
  return existsSync(cache) ? cache : undefined;
}

interface StartedShop {
  child: ChildProcess;
  output(): string;
  /** Resolves with the output once it matches, rejects when the command stops first. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

/** `npm start` in `cwd`, in a process group of its own (npm, the start script, the server). */
function npmStart(cwd: string, env: Record<string, string>): StartedShop {
  const child = spawn('npm', ['start'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    for (const listener of listeners) listener();
  });
  return {
    child,
    output: () => output,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) done(() => resolve(match));
          else if (child.exitCode !== null || child.signalCode !== null)
            done(() => reject(new Error(`npm start stopped (${child.exitCode}):\n${output.slice(-4_000)}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no ${pattern} in ${timeoutMs} ms:\n${output.slice(-4_000)}`))),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGTERM');
      const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

test('npm start on a clean clone serves the setup link it prints; the owner reaches the dashboard', async ({
  page,
}) => {
  test.setTimeout(20 * 60_000);
  const clone = mkdtempSync(path.join(os.tmpdir(), 'shop-clean-clone-'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-clean-data-'));
  let shop: StartedShop | undefined;
  try {
    copyWorkingTree(clone);
    const port = await freePort();
    // An operator's shell: no NODE_ENV (production), none of the test command's variables.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      LANG: process.env.LANG ?? 'C.UTF-8',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    };
    // The build step's outputs, read only (TURBO_CACHE=local:r: the copy's own builds are not kept
    // there). A package whose inputs differ from the checkout's build, or a run without it, builds.
    const turboCache = checkoutTurboCache(REPOSITORY);
    if (turboCache) Object.assign(env, { TURBO_CACHE_DIR: turboCache, TURBO_CACHE: 'local:r' });
    shop = npmStart(clone, env);
    const [, link] = await shop.waitFor(SETUP_LINK, 15 * 60_000);
    const [, shopAddress, consoleOrigin] = await shop.waitFor(OPEN, 60_000);
    expect([shopAddress, consoleOrigin]).toEqual([`http://localhost:${port}`, `http://localhost:${port}`]);
    expect(link).toMatch(new RegExp(`^http://localhost:${port}/admin/setup\\?token=`));
    // Every part the server serves was built: no "build not found" warning, no plain shell.
    expect(shop.output()).not.toMatch(/not found/);
    // How much of the build Turbo replayed from the checkout's cache (Turbo's own summary line),
    // in the annotations and in the step's output.
    const cached = /Cached:\s+(\d+ cached, \d+ total)/.exec(shop.output());
    const build = `the clean copy's build: ${cached?.[1] ?? 'no Turbo summary'}`;
    test.info().annotations.push({ type: 'build', description: build });
    console.log(build);

    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { name: 'Tạo tài khoản chủ cửa hàng' })).toBeVisible();
    await page.getByLabel('Họ và tên').fill('Chủ Quán Mới');
    await page.getByLabel('Email').fill('chuquan.moi@example.vn');
    await page.getByLabel('Mật khẩu').fill('ChuQuanMoi2026');
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await page.getByRole('link', { name: 'Tổng quan' }).click();
    await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
    await expect(page).toHaveURL(`http://localhost:${port}/admin/`);

    // The shop beside it, rendered on the server.
    const home = await page.request.get(`http://localhost:${port}/`);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<main');
  } finally {
    await shop?.stop();
    rmSync(clone, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
