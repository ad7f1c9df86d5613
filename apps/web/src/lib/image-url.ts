/**
 * URL of an image stored by the shop. Relative paths (`/images/products/tra-001.svg`) are served by
 * the server on the same origin; absolute URLs are used as they are.
 */
export function getImageUrl(path: string | undefined | null): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return path.startsWith('/') ? path : `/${path}`;
}
