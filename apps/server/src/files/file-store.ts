import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Where upload bytes live: DATA_DIR/files, or a private temporary folder (removed on close) when the
 * data are in memory (tests). Several processes over one PostgreSQL need this folder shared
 * (a volume) or replaced by object storage: see decision 005.
 */
export interface FileStore {
  readonly dir: string;
  pathOf(id: string): string;
  /**
   * Writes atomically (a temporary name of its own, then rename), so a reader never sees half a
   * file, even when two processes write the same name at once.
   */
  write(id: string, bytes: Buffer): Promise<void>;
  remove(id: string): Promise<void>;
  /** Removes a file and everything kept beside it under its name (its variants, `{id}.…`). */
  removeWithVariants(id: string): Promise<void>;
  close(): Promise<void>;
}

export async function openFileStore(dataDir: string, subdir: string): Promise<FileStore> {
  const isMemory = dataDir.startsWith('memory://');
  const dir = isMemory
    ? await mkdtemp(path.join(os.tmpdir(), `shop-${subdir}-`))
    : path.resolve(dataDir, subdir);
  await mkdir(dir, { recursive: true });
  const pathOf = (id: string) => path.join(dir, id);
  return {
    dir,
    pathOf,
    async write(id, bytes) {
      const partial = `${pathOf(id)}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, pathOf(id));
      } catch (error) {
        await unlink(partial).catch(() => {});
        throw error;
      }
    },
    async remove(id) {
      await unlink(pathOf(id)).catch(() => {});
    },
    async removeWithVariants(id) {
      const names = (await readdir(dir)).filter((name) => name === id || name.startsWith(`${id}.`));
      await Promise.all(names.map((name) => unlink(pathOf(name)).catch(() => {})));
    },
    async close() {
      if (isMemory) await rm(dir, { recursive: true, force: true });
    },
  };
}
