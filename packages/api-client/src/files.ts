import type { Transport } from './client.js';

/** The reply of an upload (and of GET …/file?q={id}&json=1). Links are paths on the API origin. */
export interface UploadedFile {
  _id: string;
  /** The id used in `GET /api/{id_app}/file?q={id_link}`. */
  id_link: string;
  name: string;
  size: number;
  type: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/gif' | 'application/pdf';
  group: string | null;
  date_created: string;
  /** Shows the file (inline). */
  link: string;
  /** Downloads the file (attachment). */
  download_link: string;
  /**
   * A picture's WebP variants (decision 032): `w240`…`w1440` by width, `share` at 1200 × 630.
   * Absent for a PDF.
   */
  variants?: Record<'w240' | 'w480' | 'w720' | 'w960' | 'w1440' | 'share', string>;
}

export interface UploadOptions {
  /** Display name; defaults to the file's own name. */
  name?: string;
  group?: string;
  /** Refuse anything that is not a picture (415 FILE_NOT_PICTURE), judged by the content. */
  picturesOnly?: boolean;
}

/** Image sizes of SPEC §7: the longest side fits 96, 240, 480, 960, 1440 or 2048 px. */
export type ImageSize = 'x' | 's' | 'm' | 'l' | 'xl' | '2K';

/** Files the server takes: at most 5 MB, JPEG, PNG, WebP, AVIF, GIF or PDF (checked by content). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

function apiOrigin(transport: Transport): string {
  const { baseUrl } = transport.options;
  if (baseUrl !== '') return baseUrl.replace(/\/+$/, '');
  return typeof globalThis.location === 'undefined' ? '' : globalThis.location.origin;
}

/**
 * POST /api/{id_app}/file?json=1 (multipart: id_app, group, name, return=JSON, file). Needs a
 * logged-in user: guests get an ApiError 401.
 */
export function uploadFile(
  transport: Transport,
  file: Blob,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  const { idApp } = transport.options;
  const form = new FormData();
  form.append('id_app', idApp);
  form.append('group', options.group ?? '');
  form.append('name', options.name ?? (file instanceof File ? file.name : ''));
  form.append('return', 'JSON');
  if (options.picturesOnly) form.append('accept', 'image');
  form.append('file', file, file instanceof File ? file.name : (options.name ?? 'file'));
  return transport.http
    .post(`api/${idApp}/file`, { body: form, searchParams: { ...transport.authParams(), json: '1' } })
    .json<UploadedFile>();
}

/** POST `path` with one multipart field, `file` (a Blob without a name goes as `fallbackName`). */
export function postFileField<T>(
  transport: Transport,
  path: string,
  file: Blob,
  fallbackName: string,
): Promise<T> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : fallbackName);
  return transport.http.post(path, { body: form, searchParams: transport.authParams() }).json<T>();
}

/** The absolute URL of an uploaded file's link (to show, or `download` to save it). */
export function fileUrl(transport: Transport, id: string, download = false): string {
  const params = new URLSearchParams({ q: id, trust_key: transport.options.trustKey });
  if (download) params.set('download', '1');
  return `${apiOrigin(transport)}/api/${transport.options.idApp}/file?${params}`;
}

/**
 * The URL of a document's picture. Relative paths (`/images/products/x.svg`, `products/x.svg`) go
 * to GET /api/images/{path}?size=…, resized and cached by the server as WebP or AVIF; absolute
 * URLs (http, https, data, blob) come back unchanged. Only the public token is ever put in an image
 * URL (pass it when the deployment wants it), never a user's own token.
 */
export function imageUrl(transport: Transport, path: string, size?: ImageSize, publicToken?: string): string {
  if (path === '' || /^(https?:|data:|blob:|\/\/)/i.test(path)) return path;
  const relative = path.replace(/^\/+/, '').replace(/^images\//, '');
  const encoded = relative.split('/').map(encodeURIComponent).join('/');
  const params = new URLSearchParams();
  if (size) params.set('size', size);
  if (publicToken) params.set('access_token', publicToken);
  params.set('trust_key', transport.options.trustKey);
  return `${apiOrigin(transport)}/api/images/${encoded}?${params}`;
}

/** File and image calls bound to one transport (spread into the client object). */
export function fileCalls(transport: Transport) {
  return {
    uploadFile: (file: Blob, options?: UploadOptions) => uploadFile(transport, file, options),
    fileUrl: (id: string, download?: boolean) => fileUrl(transport, id, download),
    imageUrl: (path: string, size?: ImageSize, publicToken?: string) =>
      imageUrl(transport, path, size, publicToken),
  };
}
