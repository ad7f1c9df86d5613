import {
  RETURN_MEDIA_LIMITS,
  RETURN_PHOTO_TYPES,
  type RETURN_VIDEO_TYPES,
  type ReturnMedia,
  type ReturnMediaKind,
} from '@shop/domain/returns';
import type { Queryable } from '../db/database.js';
import { appError } from '../errors.js';
import { sniffFile } from '../files/sniff.js';

/** The group a return's photo or video file row carries: the request checks its media are of it. */
export const RETURN_MEDIA_GROUP = 'return';

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** ISO base media brands of an MP4 a phone or camera writes; 'qt  ' is QuickTime (MOV). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'mmp4',
  'dash',
  'MSNV',
  '3gp4',
  '3gp5',
  '3g2a',
]);

/** A video's type by its first bytes (never its name): MP4, MOV or WebM; anything else undefined. */
export function sniffVideo(bytes: Buffer): (typeof RETURN_VIDEO_TYPES)[number] | undefined {
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
    return undefined;
  }
  // WebM: an EBML header whose DocType, within its first bytes, is "webm".
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return ascii(bytes, 4, 64).includes('webm') ? 'video/webm' : undefined;
  return undefined;
}

/** What an upload is, by its bytes: a photo of RETURN_PHOTO_TYPES or a video; else 415 RETURN_MEDIA_TYPE. */
export async function sniffReturnMedia(
  bytes: Buffer,
): Promise<{ kind: ReturnMediaKind; type: string; width?: number; height?: number }> {
  const video = sniffVideo(bytes);
  if (video) {
    if (bytes.length > RETURN_MEDIA_LIMITS.videoBytes) throw appError('RETURN_MEDIA_TOO_LARGE');
    return { kind: 'video', type: video };
  }
  const picture = await sniffFile(bytes);
  if (!picture || !(RETURN_PHOTO_TYPES as readonly string[]).includes(picture.type))
    throw appError('RETURN_MEDIA_TYPE');
  if (bytes.length > RETURN_MEDIA_LIMITS.photoBytes) throw appError('RETURN_MEDIA_TOO_LARGE');
  return { kind: 'photo', ...picture };
}

/** Where a return's file is shown: the file API's link (anyone holding it, like review photos). */
export const returnMediaUrl = (idApp: string, id: string) => `/api/${idApp}/file?q=${id}`;

const kindOfType = (type: string): ReturnMediaKind => (type.startsWith('video/') ? 'video' : 'photo');

/**
 * The media a request names, in its order: each a return file of the same shopper (400
 * RETURN_MEDIA_UNKNOWN otherwise), at most 5 photos and 1 video (400 RETURN_MEDIA_TOO_MANY).
 */
export async function requestMedia(
  db: Queryable,
  idApp: string,
  owner: string,
  ids: readonly string[],
): Promise<ReturnMedia[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.query<{ id: string; type: string }>(
    `SELECT id, type FROM files WHERE id_app = $1 AND owner = $2 AND grp = $3 AND id = ANY($4::text[])`,
    [idApp, owner, RETURN_MEDIA_GROUP, unique],
  );
  const media = unique.map((id) => {
    const row = rows.find((item) => item.id.trim() === id);
    if (!row) throw appError('RETURN_MEDIA_UNKNOWN');
    return { id, url: returnMediaUrl(idApp, id), kind: kindOfType(row.type) };
  });
  const photos = media.filter((item) => item.kind === 'photo').length;
  if (photos > RETURN_MEDIA_LIMITS.photos || media.length - photos > RETURN_MEDIA_LIMITS.videos)
    throw appError('RETURN_MEDIA_TOO_MANY');
  return media;
}
