/** Search params of the account screens, parsed without throwing (decision 010). */

/** A path of this site to return to after logging in: in-app only, never another origin. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export type LoginSearch = { redirect?: string; account?: string };

/** /dang-nhap?redirect=/user-profile/my-profile&account=an@example.vn */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  return { redirect: safeRedirect(search.redirect), account: text(search.account) };
}

export type VerifySearch = { account?: string; id?: string; redirect?: string };

/** /xac-thuc?account=an@example.vn&id={code record}&redirect=… */
export function parseVerifySearch(search: Record<string, unknown>): VerifySearch {
  return { account: text(search.account), id: text(search.id), redirect: safeRedirect(search.redirect) };
}
