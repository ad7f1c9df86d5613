import { UPDATE_FLAG_STORAGE_KEY } from '@/stores/session-store';
import { notifyAccount, type ToastType } from '@/ui/toast';

/** Session storage key of a notice that must outlive the reload a login causes. */
const NOTICE_STORAGE_KEY = 'accountNotice';

type Notice = { type: ToastType; message: string };

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}

/**
 * After a login (or a code verification, which logs in): sets the update flag, so the next route
 * change reloads the page once (SPEC §4 "Login"), and keeps `notice` to show after that reload.
 */
export function markLoggedIn(notice: Notice): void {
  try {
    storageOf('localStorage')?.setItem(UPDATE_FLAG_STORAGE_KEY, '1');
    storageOf('sessionStorage')?.setItem(NOTICE_STORAGE_KEY, JSON.stringify(notice));
  } catch {
    // storage refused: the user is logged in all the same, the page just does not reload
  }
}

/**
 * Called after every resolved navigation: when the update flag is set, clears it and reloads, so
 * the whole app starts again with the user's token. Returns whether it reloaded.
 */
export function reloadOnceAfterLogin(reload: () => void = () => window.location.reload()): boolean {
  const storage = storageOf('localStorage');
  if (!storage?.getItem(UPDATE_FLAG_STORAGE_KEY)) return false;
  storage.removeItem(UPDATE_FLAG_STORAGE_KEY);
  reload();
  return true;
}

/** Start-up: a flag left from an earlier page life is moot, this page is already fresh. */
export function clearStaleUpdateFlag(): void {
  try {
    storageOf('localStorage')?.removeItem(UPDATE_FLAG_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/** Start-up: shows the notice a login kept for after its reload ('Đăng nhập thành công'). */
export function showNoticeKeptForReload(): void {
  const storage = storageOf('sessionStorage');
  const kept = storage?.getItem(NOTICE_STORAGE_KEY);
  if (!kept) return;
  storage?.removeItem(NOTICE_STORAGE_KEY);
  try {
    const notice = JSON.parse(kept) as Partial<Notice>;
    if (typeof notice.message === 'string') void notifyAccount(notice.type ?? 'success', notice.message);
  } catch {
    // a damaged entry is dropped
  }
}
