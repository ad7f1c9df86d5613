import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import { RETURN_MEDIA_LIMITS, type ReturnMedia } from '@shop/domain/returns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { newId } from '../../db/documents.js';
import { appError } from '../../errors.js';
import { findFileRecord, insertFileRecord, type FileRecord } from '../../files/file-records.js';
import { sniffFile } from '../../files/sniff.js';
import { cleanFileName, FILE_SIZE_LIMIT, readUploadForm } from '../../files/upload-form.js';
import { ownerOf } from '../../plugins/app-scope.js';
import { contentDisposition, dispositionType } from '../../files/content-disposition.js';
import { createVariantStore } from '../../pictures/variant-store.js';
import {
  MAX_PICTURE_PIXELS,
  PICTURE_VARIANTS,
  type PictureVariant,
  readVariant,
  renderVariant,
  UPLOAD_VARIANT,
  variantFormat,
} from '../../pictures/variants.js';
import { perAccountPerMinute } from '../../accounts/rate-limit.js';
import { checkUploadQuota, insertUnderQuota, quotaOf, type UploadQuota } from '../../files/upload-quota.js';
import { REVIEW_PHOTO_GROUP, REVIEW_PHOTO_TYPES, reencodePhoto } from '../../pictures/review-photo.js';
import { RETURN_MEDIA_GROUP, returnMediaUrl, sniffReturnMedia } from '../../returns/return-media.js';
import { optionalTexts, schemaOf, UPLOAD } from '../../plugins/route-schema.js';

export interface FileRouteOptions {
  db: Database;
  idApp: string;
  /** Uploads a minute per account (RATE_LIMIT_UPLOAD). */
  uploadsPerMinute: number;
  /** What one shopper may keep (UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_MB); the team's is larger. */
  quota: UploadQuota;
}

const ID = /^[0-9a-f]{24}$/;

/**
 * One byte range of a `Range` header (RFC 9110 §14.1.2: `bytes=a-b`, `bytes=a-`, `bytes=-n`),
 * clipped to the file; null when there is none or it is not one range of bytes (the whole file
 * then), 'unsatisfiable' when it starts past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const last = Math.min(Number(match[2]), size);
    return last === 0 ? 'unsatisfiable' : { start: size - last, end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}

/** An upload judged its own way (review photos, a return's media): pictures are re-encoded. */
interface SpecialUpload {
  /** The file row's group, which the review or the return checks its files by. */
  group: string;
  /** The type by the bytes (a picture with its size), or a coded refusal. */
  sniff(bytes: Buffer): Promise<{ type: string; width?: number; height?: number }>;
  /** A larger limit than FILE_SIZE_LIMIT, and its refusal. */
  size?: { bytes: number; tooLarge: 'RETURN_MEDIA_TOO_LARGE' };
}

/** The stored name's extension of a type a special upload keeps. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** Where a picture's variant is kept: beside the original, in the same folder. */
const variantName = (id: string, variant: PictureVariant) =>
  `${id}.${variant}.${variantFormat(variant).extension}`;
const isPicture = (type: string) => type.startsWith('image/');

function variantLinks(link: string): Record<PictureVariant, string> {
  return Object.fromEntries(
    PICTURE_VARIANTS.map((variant) => [
      variant,
      variant === 'share' ? `${link}&share=1` : `${link}&w=${variant.slice(1)}`,
    ]),
  ) as Record<PictureVariant, string>;
}

function linksOf(record: FileRecord) {
  const link = `/api/${record.id_app}/file?q=${record._id}`;
  return { link, download_link: `${link}&download=1` };
}

/** What the upload and `?json=1` reply: metadata and the links, never the owner. */
function describe(record: FileRecord) {
  const { link } = linksOf(record);
  return {
    _id: record._id,
    id_link: record._id,
    name: record.name,
    size: record.size,
    type: record.type,
    group: record.group,
    date_created: record.created_at,
    ...linksOf(record),
    // A picture's variants (decision 032): WebP `&w=` one of PICTURE_WIDTHS, the JPEG `&share=1`.
    ...(isPicture(record.type) ? { variants: variantLinks(link) } : {}),
  };
}

/** `q` is the file's id (id_link); `{"_id": …}` or `{"id_link": …}` as JSON are taken too. */
function readFileId(q: unknown): string {
  let id = q;
  if (typeof q === 'string' && q.startsWith('{')) {
    try {
      const parsed = JSON.parse(q) as Record<string, unknown>;
      id = parsed.id_link ?? parsed._id;
    } catch {
      id = undefined;
    }
  }
  if (typeof id !== 'string' || !ID.test(id)) throw appError('FILE_ID_INVALID');
  return id;
}

function requireUser(request: FastifyRequest): void {
  if (request.identity.kind !== 'user') throw appError('LOGIN_REQUIRED');
}

/** Uploads (logged-in users) and downloads (anyone holding the link) of SPEC §7. */
export async function fileRoutes(app: FastifyInstance, options: FileRouteOptions): Promise<void> {
  const { db } = options;
  // The app's upload folder (app.uploads, closed with the app).
  const store = app.uploads;
  const variants = createVariantStore(store);
  await app.register(fastifyMultipart, {
    limits: { fileSize: FILE_SIZE_LIMIT, files: 1, fields: 10, fieldSize: 1_000, parts: 12 },
  });

  /**
   * Stores one uploaded file: quota checked before any decoding and again under a lock when the
   * row is inserted; a picture decodes whole (its 240 px variant is made) before the reply.
   * `special` (review photos, decision 047; a return's photos and video, decision 077) judges the
   * bytes its own way and replaces a picture's bytes first: rotated upright and written anew
   * without EXIF, GPS or any other metadata; a video is kept as sent.
   */
  async function storeUpload(request: FastifyRequest, special?: SpecialUpload) {
    const form = await readUploadForm(request, special?.size);
    const key = { idApp: options.idApp, owner: ownerOf(request) };
    const quota = quotaOf(request.identity, options.quota);
    // An account at its quota costs no decoding; checked again under a lock when inserting.
    await checkUploadQuota(db, key, quota, form.bytes.length);
    let sniffed = special ? await special.sniff(form.bytes) : await sniffFile(form.bytes);
    if (!sniffed) throw appError('FILE_TYPE_REFUSED');
    const picture = isPicture(sniffed.type);
    if (!picture && form.fields.accept === 'image') throw appError('FILE_NOT_PICTURE');
    if (picture && (sniffed.width ?? 0) * (sniffed.height ?? 0) > MAX_PICTURE_PIXELS)
      throw appError('PICTURE_TOO_MANY_PIXELS', { max: MAX_PICTURE_PIXELS / 1_000_000 });
    const bytes = special && picture ? await reencodePhoto(form.bytes) : form.bytes;
    if (special && picture) sniffed = { type: 'image/jpeg' };
    // One variant before the reply proves every pixel decodes (a picture that does not leaves
    // nothing); the others are made on their first request (decision 040).
    const first = picture ? await renderVariant({ input: bytes }, UPLOAD_VARIANT) : undefined;
    const id = newId();
    const written: string[] = [];
    try {
      for (const [name, content] of [
        [id, bytes],
        ...(first ? [[variantName(id, UPLOAD_VARIANT), first] as const] : []),
      ] as const) {
        written.push(name);
        await store.write(name, content);
      }
      const fallback = special ? `${id}.${EXTENSIONS[sniffed.type] ?? 'bin'}` : `${id}`;
      const record = await insertUnderQuota(db, key, quota, bytes.length, (tx) =>
        insertFileRecord(tx, {
          _id: id,
          id_app: options.idApp,
          group: special ? special.group : form.fields.group?.slice(0, 100) || null,
          name: special ? fallback : cleanFileName(form.fields.name || form.fileName, fallback),
          type: sniffed.type,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          owner: key.owner,
        }),
      );
      return describe(record);
    } catch (error) {
      await Promise.all(written.map((name) => store.remove(name)));
      throw error;
    }
  }

  const upload = {
    preValidation: async (request: FastifyRequest) => requireUser(request),
    config: perAccountPerMinute(options.uploadsPerMinute, 'upload'),
  };
  app.post<{ Params: { idApp: string } }>(
    '/api/:idApp/file',
    { ...upload, schema: schemaOf({ summary: 'Uploads a file', body: UPLOAD }) },
    async (request) => storeUpload(request),
  );
  // A review's photo (decision 047): the same limits, then re-encoded as a JPEG without metadata.
  app.post<{ Params: { idApp: string } }>(
    '/api/:idApp/reviews/photos',
    { ...upload, schema: schemaOf({ summary: "Uploads a review's photo", body: UPLOAD }) },
    async (request) =>
      storeUpload(request, {
        group: REVIEW_PHOTO_GROUP,
        sniff: async (bytes) => {
          const sniffed = await sniffFile(bytes);
          if (!sniffed || !REVIEW_PHOTO_TYPES.includes(sniffed.type)) throw appError('REVIEW_PHOTO_TYPE');
          return sniffed;
        },
      }),
  );
  // A return's photo or video (decision 077): its kind by its bytes; a photo ≤ 10 MB re-encoded
  // without metadata, a video (MP4, MOV, WebM) ≤ 50 MB kept as sent.
  app.post<{ Params: { idApp: string } }>(
    '/api/:idApp/returns/media',
    { ...upload, schema: schemaOf({ summary: "Uploads a return's photo or video", body: UPLOAD }) },
    async (request): Promise<ReturnMedia> => {
      const stored = await storeUpload(request, {
        group: RETURN_MEDIA_GROUP,
        sniff: sniffReturnMedia,
        size: { bytes: RETURN_MEDIA_LIMITS.videoBytes, tooLarge: 'RETURN_MEDIA_TOO_LARGE' },
      });
      return {
        id: stored._id,
        url: returnMediaUrl(options.idApp, stored._id),
        kind: stored.type.startsWith('video/') ? 'video' : 'photo',
      };
    },
  );

  app.get<{
    Params: { idApp: string };
    Querystring: { q?: unknown; json?: string; download?: string; w?: unknown; share?: unknown };
  }>(
    '/api/:idApp/file',
    { schema: schemaOf({ query: optionalTexts('q', 'json', 'download', 'w', 'share') }) },
    async (request, reply) => {
      const variant = readVariant(request.query);
      const record = await findFileRecord(db, options.idApp, readFileId(request.query.q));
      if (!record) throw appError('FILE_NOT_FOUND');
      if (request.query.json === '1' || request.query.json === 'true') return describe(record);
      if (variant) {
        if (!isPicture(record.type)) throw appError('FILE_NOT_PICTURE');
        const { extension, type } = variantFormat(variant);
        const etag = `"${record.sha256.slice(0, 32)}-${variant}-${extension}"`;
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox");
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        // Made on its first request (once, under a lock), then read from the folder (decision 040).
        const bytes = await variants.get(variantName(record._id, variant), () =>
          renderVariant({ input: store.pathOf(record._id) }, variant),
        );
        return reply.type(type).send(bytes);
      }
      const etag = `"${record.sha256}"`;
      const disposition = dispositionType(record.type, request.query.download === '1');
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', contentDisposition(disposition, record.name));
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      // A video plays by ranges (Safari asks for nothing else): one range of bytes, 206.
      const range = record.type.startsWith('video/') ? byteRange(request.headers.range, record.size) : null;
      if (range === 'unsatisfiable')
        return reply.status(416).header('content-range', `bytes */${record.size}`).send();
      if (range) {
        return reply
          .status(206)
          .type(record.type)
          .header('accept-ranges', 'bytes')
          .header('content-range', `bytes ${range.start}-${range.end}/${record.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(createReadStream(store.pathOf(record._id), range));
      }
      if (record.type.startsWith('video/')) reply.header('accept-ranges', 'bytes');
      return reply
        .type(record.type)
        .header('content-length', record.size)
        .send(createReadStream(store.pathOf(record._id)));
    },
  );
}
