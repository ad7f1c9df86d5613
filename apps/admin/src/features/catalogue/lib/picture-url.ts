/** A file API link (`/api/{id_app}/file?q=…`): its WebP variants are parameters of the link. */
const UPLOAD = /^\/api\/[^/?]+\/file\?/;

/**
 * Where the console shows a product picture: an upload of the file API as its smallest WebP variant
 * (240 px wide, decision 032), one of the shop's own images (`/images/…`) through the resizing route
 * at thumbnail size, anything else as it is.
 */
export function pictureUrl(path: string | undefined, size: 'x' | 's' = 's'): string | undefined {
  if (!path) return undefined;
  if (UPLOAD.test(path)) return `${path}&w=240`;
  if (path.startsWith('/images/')) {
    const relative = path.slice('/images/'.length).split('/').map(encodeURIComponent).join('/');
    return `/api/images/${relative}?size=${size}`;
  }
  return path;
}
