/**
 * Where the console shows a product picture: an upload of the file API as it is, one of the shop's
 * own images (`/images/…`) through the resizing route at thumbnail size.
 */
export function pictureUrl(path: string | undefined, size: 'x' | 's' = 's'): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('/images/')) {
    const relative = path.slice('/images/'.length).split('/').map(encodeURIComponent).join('/');
    return `/api/images/${relative}?size=${size}`;
  }
  return path;
}
