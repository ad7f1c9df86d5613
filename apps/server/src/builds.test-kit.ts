import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where fakeBuilds writes each build: the variables a server started over them takes. */
export function fakeBuildPaths(root: string) {
  return {
    WEB_DIST: path.join(root, 'web'),
    WEB_SSR_ENTRY: path.join(root, 'web-ssr', 'entry-server.js'),
    ADMIN_DIST: path.join(root, 'admin'),
  };
}

/**
 * Stand-ins for the web build, its server renderer and the console build under `root` (emptied
 * first), those asked for only: enough for a production server to start and serve each.
 */
export async function writeFakeBuilds(
  root: string,
  which: { web?: boolean; ssr?: boolean; admin?: boolean },
): Promise<ReturnType<typeof fakeBuildPaths>> {
  const paths = fakeBuildPaths(root);
  await rm(root, { recursive: true, force: true });
  if (which.web) {
    await mkdir(paths.WEB_DIST, { recursive: true });
    await writeFile(
      path.join(paths.WEB_DIST, 'index.html'),
      '<!doctype html><title>shop</title><script type="module" src="/assets/index-abc.js"></script>',
    );
  }
  if (which.ssr) {
    await mkdir(path.dirname(paths.WEB_SSR_ENTRY), { recursive: true });
    await writeFile(
      paths.WEB_SSR_ENTRY,
      'export async function render() { return { status: 200, html: "<!doctype html><p>rendered</p>", scriptHashes: [] }; }',
    );
  }
  if (which.admin) {
    await mkdir(paths.ADMIN_DIST, { recursive: true });
    await writeFile(path.join(paths.ADMIN_DIST, 'index.html'), '<!doctype html><title>console</title>');
  }
  return paths;
}
