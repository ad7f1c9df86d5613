import { loadSharp } from '../pictures/load-sharp.js';

/** The types an upload may have, told apart by their first bytes, never by the name or header. */
export type FileType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/avif'
  | 'image/gif'
  | 'application/pdf';

const IMAGE_FORMATS: Partial<Record<FileType, readonly string[]>> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['heif', 'avif'],
  'image/gif': ['gif'],
};

function startsWith(bytes: Buffer, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Buffer, from: number, to: number): string {
  return bytes.subarray(from, to).toString('latin1');
}

/** The type announced by the magic bytes, or undefined for anything outside the allow-list. */
export function sniffMagic(bytes: Buffer): FileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'image/avif';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

export interface SniffedFile {
  type: FileType;
  width?: number;
  height?: number;
}

/**
 * Checks the content of an upload: the magic bytes pick the type, and an image must also decode
 * (sharp reads its header), so a PDF renamed .png or a truncated JPEG is refused.
 */
export async function sniffFile(bytes: Buffer): Promise<SniffedFile | undefined> {
  const type = sniffMagic(bytes);
  if (!type) return undefined;
  const formats = IMAGE_FORMATS[type];
  if (!formats) return { type };
  const sharp = await loadSharp();
  try {
    // Only the header is read here (no pixels decoded), so no pixel limit: the caller compares the
    // size with MAX_PICTURE_PIXELS and says so, and every decode has the limit (pictures/variants.ts).
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!formats.includes(meta.format ?? '') || !meta.width || !meta.height) return undefined;
    return { type, width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}
