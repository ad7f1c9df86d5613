import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFileStore } from './file-store.js';
import { createImageCache } from './image-cache.js';
import { resolveImage } from './image-path.js';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#2f7d32"/></svg>';

describe('image paths and the disk cache', () => {
  let dir: string;
  let root: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'image-path-'));
    root = path.join(dir, 'images');
    await mkdir(path.join(root, 'news'), { recursive: true });
    await writeFile(path.join(root, 'news', 'a.svg'), SVG);
    await writeFile(path.join(dir, 'secret.svg'), SVG);
    await symlink(path.join(dir, 'secret.svg'), path.join(root, 'news', 'link.svg'));
    await symlink(dir, path.join(root, 'up'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('resolves a plain relative path inside the folder', async () => {
    const image = await resolveImage(root, 'news/a.svg');
    expect(image).toMatchObject({ relative: 'news/a.svg', type: 'image/svg+xml' });
  });

  it.each([
    '../secret.svg',
    'news/../../secret.svg',
    'news/link.svg',
    'up/secret.svg',
    '/etc/hostname',
    'news\\a.svg',
    'news//a.svg',
    '',
  ])('refuses %j', async (relative) => {
    expect(await resolveImage(root, relative)).toBeUndefined();
  });

  it('renders once and keeps the rendition on disk', async () => {
    const store = await openFileStore(dir, 'cache');
    const cache = createImageCache(store);
    const image = (await resolveImage(root, 'news/a.svg'))!;
    const [first, second] = await Promise.all([cache.get(image, 'x', 'webp'), cache.get(image, 'x', 'webp')]);
    expect(second).toBe(first);
    const files = await readdir(store.dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{40}\.webp$/);
    expect((await readFile(path.join(store.dir, files[0]!))).equals(first)).toBe(true);
    expect((await cache.get(image, 'x', 'webp')).equals(first)).toBe(true);
  });
});
