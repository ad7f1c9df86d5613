import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PictureVariant } from '../pictures/variants.js';
import type { FileStore } from './file-store.js';
import { IMAGE_SIZES, type ImageFile, type ImageSize } from './image-path.js';
import { loadSharp } from '../pictures/load-sharp.js';

export type ImageFormat = 'webp' | 'avif';
/** SPEC §9. */
export const IMAGE_QUALITY = 75;
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * The cache key and ETag of one rendition: the source (path, size, time), the size (SPEC §7) or
 * variant (decision 032) and the format.
 */
export function renditionKey(
  image: ImageFile,
  size: ImageSize | PictureVariant,
  format: ImageFormat | 'jpeg',
): string {
  return createHash('sha256')
    .update(`${image.relative}\n${image.mtimeMs}\n${image.size}\n${size}\n${format}\n${IMAGE_QUALITY}`)
    .digest('hex')
    .slice(0, 40);
}

/** Renders one image at a size: fits the box without enlarging; SVG is rasterised at a density that reaches it. */
export async function renderImage(image: ImageFile, size: ImageSize, format: ImageFormat): Promise<Buffer> {
  const box = IMAGE_SIZES[size];
  const sharp = await loadSharp();
  let density: number | undefined;
  if (image.type === 'image/svg+xml') {
    const meta = await sharp(image.absolute).metadata();
    const longest = Math.max(meta.width ?? box, meta.height ?? box);
    density = Math.min(2400, Math.max(1, Math.ceil((72 * box) / longest)));
  }
  const pipeline = sharp(image.absolute, { ...(density ? { density } : {}), limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true });
  return format === 'avif'
    ? pipeline.avif({ quality: IMAGE_QUALITY, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: IMAGE_QUALITY }).toBuffer();
}

/**
 * Renditions cached on disk (DATA_DIR/cache/images) or, for in-memory data, in a bounded map.
 * Concurrent requests for the same rendition share one render.
 */
export function createImageCache(store: FileStore | undefined) {
  const memory = new Map<string, Buffer>();
  let memoryBytes = 0;
  const pending = new Map<string, Promise<Buffer>>();

  function remember(key: string, bytes: Buffer): void {
    memory.set(key, bytes);
    memoryBytes += bytes.length;
    for (const [oldKey, oldBytes] of memory) {
      if (memoryBytes <= MEMORY_BUDGET_BYTES) break;
      memory.delete(oldKey);
      memoryBytes -= oldBytes.length;
    }
  }

  async function load(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    if (!store) {
      const hit = memory.get(key);
      if (hit) return hit;
      const bytes = await make();
      remember(key, bytes);
      return bytes;
    }
    const cached = await readFile(store.pathOf(key)).catch(() => undefined);
    if (cached) return cached;
    const bytes = await make();
    await store.write(key, bytes);
    return bytes;
  }

  return {
    get(image: ImageFile, size: ImageSize, format: ImageFormat): Promise<Buffer> {
      const key = `${renditionKey(image, size, format)}.${format}`;
      const running = pending.get(key);
      if (running) return running;
      const work = load(key, () => renderImage(image, size, format)).finally(() => pending.delete(key));
      pending.set(key, work);
      return work;
    },
  };
}
