import type { UserInfo } from '@shop/api-client';
import { create } from 'zustand';

/** Local storage key of the logged-in user's token (SPEC §4 "Login"). */
export const TOKEN_STORAGE_KEY = 'token';
/** Local storage key of the flag a login sets: the next route change reloads the page once. */
export const UPDATE_FLAG_STORAGE_KEY = 'isUpdate';

/**
 * - `unknown`: a token was found at start-up and the user has not been fetched yet;
 * - `guest`: no token (the shared public token and the uid cookie identify the browser);
 * - `user`: logged in, `user` holds the user info.
 */
export type SessionStatus = 'unknown' | 'guest' | 'user';

type SessionState = {
  token: string | undefined;
  user: UserInfo | undefined;
  status: SessionStatus;
  /** Keeps a token (login, code verification, password change) and persists it. */
  setToken: (token: string | undefined) => void;
  /** The user info of the current token: the session is now a user's. */
  setUser: (user: UserInfo) => void;
  /** Forgets the token and the user: a guest again. Local storage is the caller's (logout rules). */
  clear: () => void;
};

function readStoredToken(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

function storeToken(token: string | undefined): void {
  try {
    if (token) globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
    else globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage disabled: the session lives until the page closes
  }
}

const initialToken = readStoredToken();

/**
 * The session of SPEC §4: the token restored from local storage at start-up, the user fetched with
 * it. Server data about the user stays in Query; this store only says who the caller is, so the
 * api-client can send the user's token instead of the public one.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  // The state a server render sees, and so the first (hydrating) render of the browser: a guest.
  // The stored token is applied right below, so the first render matches the server's HTML and the
  // header switches to the account's state just after.
  token: undefined,
  user: undefined,
  status: 'guest',
  setToken: (token) => {
    storeToken(token);
    set(token ? { token } : { token: undefined, user: undefined, status: 'guest' });
  },
  setUser: (user) => set({ user, status: 'user' }),
  clear: () => {
    storeToken(undefined);
    set({ token: undefined, user: undefined, status: 'guest' });
  },
}));
if (initialToken) useSessionStore.setState({ token: initialToken, status: 'unknown' });

/** The token the api-client sends: the user's when logged in, else none (the caller adds the public one). */
export function currentUserToken(): string | undefined {
  return useSessionStore.getState().token;
}
