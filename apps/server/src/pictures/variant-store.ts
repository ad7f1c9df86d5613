import { open, readFile, stat, unlink } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FileStore } from '../files/file-store.js';

/** A lock older than this belongs to a process that died while rendering: it is taken over. */
const STALE_LOCK_MS = 30_000;
const POLL_MS = 50;

/**
 * Variants made once and kept in a file store, shared by every process that uses the folder: in one
 * process, concurrent requests for the same variant share one render; across processes, the first
 * to create `{name}.lock` (exclusive create) renders while the others wait for the file. A render
 * that fails removes its lock and writes nothing (the store writes through a temporary name).
 */
export function createVariantStore(store: FileStore) {
  const pending = new Map<string, Promise<Buffer>>();

  const readIfThere = (name: string) => readFile(store.pathOf(name)).catch(() => undefined);

  async function takeLock(lock: string): Promise<boolean> {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      return true;
    } catch {
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await unlink(lock).catch(() => {});
      return false;
    }
  }

  async function makeOnce(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const lock = `${store.pathOf(name)}.lock`;
    for (;;) {
      const ready = await readIfThere(name);
      if (ready) return ready;
      if (await takeLock(lock)) break;
      await sleep(POLL_MS);
    }
    try {
      const ready = await readIfThere(name);
      if (ready) return ready;
      const bytes = await make();
      await store.write(name, bytes);
      return bytes;
    } finally {
      await unlink(lock).catch(() => {});
    }
  }

  return {
    /** The stored variant `name`, made by `make` the first time it is asked for. */
    get(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const running = pending.get(name);
      if (running) return running;
      const work = makeOnce(name, make).finally(() => pending.delete(name));
      pending.set(name, work);
      return work;
    },
  };
}

export type VariantStore = ReturnType<typeof createVariantStore>;
