import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the owner console's build (apps/admin/dist) under /admin: hashed assets for a year,
 * the rest checked on every visit, .br/.gz beside text files sent to browsers that take them.
 * False when there is no build (development and test mode: the shop and its API are served all
 * the same, with a warning naming the command that builds it; production refuses to start, builds.ts).
 */
export async function registerConsoleShell(
  app: FastifyInstance,
  adminDist: string,
  buildCommand: string,
): Promise<boolean> {
  if (!existsSync(path.join(adminDist, 'index.html'))) {
    app.log.warn({ dir: adminDist, build: buildCommand }, 'console build not found: /admin is not served');
    return false;
  }
  await app.register(fastifyStatic, {
    root: adminDist,
    prefix: '/admin/',
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: hashedAssetCache(adminDist),
  });
  return true;
}

/**
 * fastify-static's setHeaders for a build under `root`: its hashed assets (assets/) never change
 * (a year, immutable), the other files (index.html, favicon) are checked on every visit.
 */
export function hashedAssetCache(root: string) {
  return (reply: { header(name: string, value: string): unknown }, filePath: string) => {
    const isHashedAsset = path.relative(root, filePath).startsWith(`assets${path.sep}`);
    reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

/** The console's index.html, for every screen of it (/admin/orders/…): the router takes over there. */
export async function sendConsoleShell(reply: FastifyReply, adminDist: string) {
  const html = await readFile(path.join(adminDist, 'index.html'));
  return reply.type('text/html').header('cache-control', 'no-cache').send(html);
}
