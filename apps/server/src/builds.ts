import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Env, StartupError } from './env.js';

/** A build the server serves: where it is read from, the variable that moves it, what builds it. */
interface ServedBuild {
  name: string;
  variable: 'WEB_DIST' | 'WEB_SSR_ENTRY' | 'ADMIN_DIST';
  file(env: Env): string;
  command: string;
}

const buildCommand = (pkg: string) => `pnpm exec turbo run build --filter=${pkg}`;

/** Every part the server serves from a build; `npm start` (tooling/scripts/start.mjs) builds them all. */
export const SERVED_BUILDS: readonly ServedBuild[] = [
  {
    name: 'the shop (web build)',
    variable: 'WEB_DIST',
    file: (env) => path.join(env.WEB_DIST, 'index.html'),
    command: buildCommand('@shop/web'),
  },
  {
    name: "the pages' server renderer (web server build)",
    variable: 'WEB_SSR_ENTRY',
    file: (env) => env.WEB_SSR_ENTRY,
    command: buildCommand('@shop/web'),
  },
  {
    name: 'the owner console (console build)',
    variable: 'ADMIN_DIST',
    file: (env) => path.join(env.ADMIN_DIST, 'index.html'),
    command: buildCommand('@shop/admin'),
  },
];

/** The command that builds what a variable names, for the warnings of development and test mode. */
export function buildCommandOf(variable: ServedBuild['variable']): string {
  return SERVED_BUILDS.find((build) => build.variable === variable)?.command ?? 'npm start';
}

/**
 * In production every build is there, or the start stops listing each missing one with the command
 * that builds it: a shop without its console (the owner's setup link answering 404) or without its
 * server-rendered pages must not start quietly. Development and test mode start without them, the
 * app warning once for each (the API-only tests build none).
 */
export function assertServedBuilds(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = SERVED_BUILDS.filter((build) => !existsSync(build.file(env)));
  if (missing.length === 0) return;
  const lines = missing.map(
    (build) =>
      `${build.name}: ${build.file(env)} is missing (${build.variable}); build it with \`${build.command}\``,
  );
  throw new StartupError(
    `Missing builds, which production serves:\n  ${lines.join('\n  ')}\n` +
      '`npm start` builds them all (NODE_ENV=development starts without them, with a warning).',
  );
}
