import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { appError } from '../errors.js';
import { assertCleanText } from '../plugins/input-guard.js';

export const FILE_SIZE_LIMIT = 5 * 1024 * 1024;

export interface UploadForm {
  bytes: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** A file over the size limit; a second file or too many parts is a malformed form, not a large file. */
function isTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Reads the multipart form of SPEC §7 (id_app, group, name, return, file): one file, a few fields. */
export async function readUploadForm(
  request: FastifyRequest,
  /** A larger limit than FILE_SIZE_LIMIT (a return's video, decision 077) and its refusal. */
  size?: { bytes: number; tooLarge: 'RETURN_MEDIA_TOO_LARGE' },
): Promise<UploadForm> {
  if (!request.isMultipart()) throw appError('MULTIPART_REQUIRED');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  const parts = size ? request.parts({ limits: { fileSize: size.bytes } }) : request.parts();
  try {
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { bytes, fileName: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error) && size) throw appError(size.tooLarge);
    if (isTooLarge(error)) throw appError('FILE_TOO_LARGE', { max: FILE_SIZE_LIMIT / (1024 * 1024) });
    throw appError('MULTIPART_INVALID');
  }
  // Multipart bodies are read here, after the central guard has run: their texts are checked here.
  assertCleanText(fields, 'form');
  if (file) assertCleanText(file.fileName, 'form filename');
  if (!file || file.bytes.length === 0) throw appError('FILE_REQUIRED');
  return { ...file, fields };
}

/** A display name: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter(
    (char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '"',
  );
  const clean = printable.join('').trim().slice(0, 200);
  return clean === '' ? fallback : clean;
}
