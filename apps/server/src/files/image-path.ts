import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** Sizes of SPEC §7 and the box (in pixels) each fits into; the image keeps its proportions. */
export const IMAGE_SIZES = { x: 96, s: 240, m: 480, l: 960, xl: 1440, '2K': 2048 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export function isImageSize(value: unknown): value is ImageSize {
  return typeof value === 'string' && Object.hasOwn(IMAGE_SIZES, value);
}

export const ORIGINAL_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

// Each segment starts with a letter or digit: no '.', '..', hidden files or empty segments.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

export interface ImageFile {
  /** The path under the images folder, with '/' separators (part of every cache key). */
  relative: string;
  absolute: string;
  type: string;
  mtimeMs: number;
  size: number;
}

/**
 * Resolves a relative image path inside `root`, or undefined. Refuses anything that could leave the
 * folder: '..', absolute paths, backslashes, NUL, odd characters, other extensions, and symbolic
 * links that point outside (the real path is checked too).
 */
export async function resolveImage(root: string, relative: string): Promise<ImageFile | undefined> {
  if (relative.length > 400) return undefined;
  const segments = relative.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) return undefined;
  const type = ORIGINAL_TYPES[path.extname(relative).toLowerCase()];
  if (!type) return undefined;
  try {
    const base = await realpath(root);
    const absolute = await realpath(path.join(base, ...segments));
    if (!absolute.startsWith(`${base}${path.sep}`)) return undefined;
    const info = await stat(absolute);
    if (!info.isFile()) return undefined;
    return { relative: segments.join('/'), absolute, type, mtimeMs: info.mtimeMs, size: info.size };
  } catch {
    return undefined;
  }
}
