import { useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { getAuthApi } from '@/lib/api';

/** Local storage keys holding any of these survive a logout (SPEC §4 "Logout"). */
export const LOGOUT_KEPT_KEY_PARTS = ['labelinfo', 'listinfo', 'reportinfo'] as const;

type ClearableStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes every entry of `storage` whose key contains none of {@link LOGOUT_KEPT_KEY_PARTS}. */
export function clearStorageForLogout(storage: ClearableStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  // Collected first: removing while walking the indexes would skip entries.
  for (const key of keys) {
    if (!LOGOUT_KEPT_KEY_PARTS.some((part) => key.includes(part))) storage.removeItem(key);
  }
}

/**
 * Logout (SPEC §4): tells the server (a failure is only logged, SPEC §8), clears local storage but
 * the kept keys, forgets the token and reloads, so every cache starts again as a guest's. Used by
 * the header's account menu, the drawer and the profile pages' menu.
 */
export async function logOut(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await (await getAuthApi()).logout();
  } catch (error) {
    console.warn('logout failed', error);
  }
  try {
    clearStorageForLogout(globalThis.localStorage);
  } catch (error) {
    console.warn('local storage could not be cleared', error);
  }
  useSessionStore.getState().clear();
  reload();
}

/** Logout for a button: `leave` runs it once, `isLeaving` says it is under way (until the reload). */
export function useLogout() {
  const [isLeaving, setIsLeaving] = useState(false);
  const leave = () => {
    if (isLeaving) return;
    setIsLeaving(true);
    void logOut();
  };
  return { isLeaving, leave };
}
