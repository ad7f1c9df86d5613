// The Node the start and test commands run on (decision 043): the machine's own when it is Node 24
// (>= 24.11) or newer, else Node 24 from the npm registry (Node's official builds, the package
// `node-<platform>-<arch>`), installed once into the repository's tooling cache (tooling/.cache,
// not committed) and used from there without the network afterwards. Plain Node, no dependencies:
// it runs before `pnpm install`, on whatever Node the machine has.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { log, ROOT, run } from './run.mjs';

/** The oldest Node the shop runs on (engines in package.json). */
export const NODE_MINIMUM = '24.11.0';
/** The Node 24 installed when the machine's own is older: an exact version, as the lockfile pins. */
export const NODE_VERSION = '24.22.3';
export const NODE_CACHE = path.join(ROOT, 'tooling/.cache');
/** Set in the environment of what runs on the chosen Node: its path (a binary that lies stops the command). */
const SWITCHED = 'SHOP_NODE_SWITCHED';

/** `v20.20.2` or `20.20.2` as numbers; NaN parts compare as 0. */
function parse(version) {
  return version
    .replace(/^v/, '')
    .split('.')
    .slice(0, 3)
    .map((part) => Number.parseInt(part, 10) || 0);
}

export function isAtLeast(version, minimum) {
  const [a, b] = [parse(version), parse(minimum)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

/** The registry package holding Node's official build for this machine, or undefined when there is none. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  const os = { linux: 'linux', darwin: 'darwin' }[platform];
  if (!os || !['x64', 'arm64'].includes(arch)) return undefined;
  return `node-${os}-${arch}`;
}

/**
 * What to run on, decided from the running Node's version and the platform:
 * `{ use: 'current' }`, or `{ use: 'cache', packageName, version, dir, binary }`.
 */
export function chooseNode({
  version = process.version,
  platform = process.platform,
  arch = process.arch,
  cache = NODE_CACHE,
} = {}) {
  if (isAtLeast(version, NODE_MINIMUM)) return { use: 'current' };
  const packageName = nodePackageName(platform, arch);
  if (!packageName) {
    throw new Error(
      `Node ${version} is older than ${NODE_MINIMUM}, and the npm registry has no Node build for ${platform}-${arch}: install Node 24 and run again`,
    );
  }
  const dir = path.join(cache, `${packageName}-${NODE_VERSION}`);
  return {
    use: 'cache',
    packageName,
    version: NODE_VERSION,
    dir,
    binary: path.join(dir, 'node_modules', packageName, 'bin', 'node'),
  };
}

/** The version a Node binary prints, or undefined when it does not run. */
export function binaryVersion(binary) {
  if (!existsSync(binary)) return undefined;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** `npm install` of the package into `dir`, from npm's own cache when it has it. */
export function npmInstall({ packageName, version }, dir) {
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      `${packageName}@${version}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return result.status === 0;
}

/**
 * The Node binary to run on, installed into the cache when it is not there yet. Installs into a
 * folder of its own, then renames it into place: a command stopped half-way, or two commands at
 * once, never leave a half-installed Node that a later run would take.
 */
export function ensureNode({ install = npmInstall, report = () => {}, ...machine } = {}) {
  const choice = chooseNode(machine);
  if (choice.use === 'current') return { ...choice, binary: process.execPath, installed: false };
  const wanted = `v${choice.version}`;
  if (binaryVersion(choice.binary) === wanted) return { ...choice, installed: false };
  report(`installing Node ${choice.version} (${choice.packageName}) into ${path.relative(ROOT, choice.dir)}`);
  const partial = `${choice.dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    if (!install(choice, partial))
      throw new Error(`npm install ${choice.packageName}@${choice.version} failed`);
    const got = binaryVersion(path.join(partial, path.relative(choice.dir, choice.binary)));
    if (got !== wanted) throw new Error(`the installed Node printed ${got ?? 'nothing'}, not ${wanted}`);
    if (binaryVersion(choice.binary) !== wanted) {
      rmSync(choice.dir, { recursive: true, force: true });
      renameSync(partial, choice.dir);
    }
  } catch (error) {
    throw new Error(
      `could not install Node ${choice.version} from the npm registry (${error instanceof Error ? error.message : error}); install Node 24 (>= ${NODE_MINIMUM}) and run again`,
    );
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return { ...choice, installed: true };
}

/**
 * The environment of a process run on `binary`: its folder first on PATH, so every child `node`
 * (pnpm and npm's scripts, turbo's tasks, vitest, Playwright's webServer) is the same Node.
 */
export function envFor(binary, env = process.env) {
  return {
    ...env,
    PATH: [path.dirname(binary), env.PATH].filter(Boolean).join(path.delimiter),
    // npm's script runner points these at the Node that started it.
    NODE: binary,
    npm_node_execpath: binary,
    [SWITCHED]: binary,
  };
}

/**
 * Runs the current script again on Node 24 when the running Node is older, and exits with its code;
 * returns when the running Node will do (its folder put first on PATH if another `node` is there).
 */
export async function runOnNode24() {
  if (isAtLeast(process.version, NODE_MINIMUM)) {
    // Started on Node 24 by its path while an older `node` comes first on PATH: the children follow.
    const onPath = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout?.trim();
    if (onPath !== process.version) Object.assign(process.env, envFor(process.execPath));
    return;
  }
  if (process.env[SWITCHED] === process.execPath) {
    throw new Error(`${process.execPath} was chosen as Node 24, yet it runs Node ${process.version}`);
  }
  const node = ensureNode({ report: log });
  process.stdout.write(
    `Node ${process.version} is older than ${NODE_MINIMUM}: running on Node ${node.version} (${path.relative(ROOT, node.binary)})\n`,
  );
  // Ctrl-C reaches the whole process group, the child included: this one waits for it. A SIGTERM
  // or SIGHUP sent to this process alone (kill PID) is passed on.
  process.on('SIGINT', () => {});
  const code = await run(node.binary, [...process.execArgv, ...process.argv.slice(1)], {
    cwd: process.cwd(),
    env: envFor(node.binary),
    forwardSignals: true,
  });
  process.exit(code);
}
