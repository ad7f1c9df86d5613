import { create } from 'zustand';

/** Session storage key of the referral code (SPEC §1). */
export const AFFLINK_STORAGE_KEY = 'afflinkValue';
/** The query parameter a referral code arrives in, and is passed on in. */
export const AFFLINK_PARAM = 'afflink';
/** The purchase catalogue, newest first: where the header's "Mua hàng" leads (SPEC §2). */
export const PURCHASE_CATALOGUE_HREF = '/mua-hang/san-pham?sort=newest';

type AfflinkState = { afflink: string | undefined };

/** The referral code held for this browser session; components read it from here, never from storage. */
export const useAfflinkStore = create<AfflinkState>()(() => ({ afflink: undefined }));

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SessionStore | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled: the code lives in memory for this page only
  }
}

/**
 * Start-up and every navigation: a `?afflink=` in the address replaces the held code and is kept
 * in session storage; without one, the code already kept this session stays. Blank values are
 * ignored, so `?afflink=` alone never erases a referral.
 */
export function captureAfflink(search: string, storage: SessionStore | undefined = sessionStore()): void {
  const fromUrl = new URLSearchParams(search).get(AFFLINK_PARAM)?.trim();
  let afflink = fromUrl || undefined;
  try {
    if (afflink) storage?.setItem(AFFLINK_STORAGE_KEY, afflink);
    else afflink = storage?.getItem(AFFLINK_STORAGE_KEY) ?? undefined;
  } catch {
    // storage full or refused: keep what the address or the store already had
  }
  afflink ??= useAfflinkStore.getState().afflink;
  if (afflink !== useAfflinkStore.getState().afflink) useAfflinkStore.setState({ afflink });
}

/** `href` with the referral code added as `afflink` (replacing any there); unchanged without a code. */
export function withAfflink(href: string, afflink: string | undefined): string {
  if (!afflink) return href;
  const [beforeHash = '', hash] = href.split('#', 2);
  const [path = '', query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(AFFLINK_PARAM, afflink);
  return `${path}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

/** A purchase-catalogue link carrying the session's referral code (SPEC §1). */
export function usePurchaseHref(href: string = PURCHASE_CATALOGUE_HREF): string {
  const afflink = useAfflinkStore((state) => state.afflink);
  return withAfflink(href, afflink);
}
