import type { UserInfo } from '@shop/domain/accounts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SessionState {
  token: string | undefined;
  user: UserInfo | undefined;
  setToken(token: string | undefined): void;
  setUser(user: UserInfo | undefined): void;
  clear(): void;
}

/** The console user's token and profile, kept in local storage under the console's own key. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: undefined,
      user: undefined,
      setToken: (token) => set({ token }),
      setUser: (user) => set({ user }),
      clear: () => set({ token: undefined, user: undefined }),
    }),
    { name: 'shop-console-session', storage: createJSONStorage(() => localStorage) },
  ),
);
