import type { TokenStore } from '@shop/api-client';
import type { ApiSession } from '@/lib/api';
import { useLanguageStore } from './language-store';
import { currentUserToken, useSessionStore } from './session-store';

/**
 * The session's token as the auth calls see it: login, code verification and password changes
 * keep their token in the session store (and so in local storage); logout forgets it.
 */
const sessionTokenStore: TokenStore = {
  get: () => useSessionStore.getState().token,
  set: (token) => {
    const session = useSessionStore.getState();
    if (!token) return session.clear();
    session.setToken(token);
    // A guest who just logged in: the user is fetched after the reload that follows (SPEC §4).
    if (session.status === 'guest') useSessionStore.setState({ status: 'unknown' });
  },
};

/** The API calls' session: the session store's token and the language store's language. */
export const storeApiSession: ApiSession = {
  userToken: currentUserToken,
  language: () => useLanguageStore.getState().language,
  tokenStore: sessionTokenStore,
};
