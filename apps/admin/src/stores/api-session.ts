import type { ApiSession } from '@/lib/api';
import { useLanguageStore } from './language-store';
import { useSessionStore } from './session-store';

/** The API calls' session: the session store's token and the language store's language. */
export const storeApiSession: ApiSession = {
  tokenStore: {
    get: () => useSessionStore.getState().token,
    set: (token) => useSessionStore.getState().setToken(token),
  },
  language: () => useLanguageStore.getState().language,
};
