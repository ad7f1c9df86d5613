import { ApiError } from '@shop/api-client';
import type { UserInfo } from '@shop/domain/accounts';
import { isConsoleRole } from '@shop/domain/console';
import { queryOptions } from '@tanstack/react-query';
import { getAuthApi, getConsoleApi } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';

/** The console user as the server sees them now (GET console/me); refused for shoppers. */
export const meQuery = () =>
  queryOptions({
    queryKey: ['console', 'me', useSessionStore.getState().token ?? ''],
    queryFn: async () => (await getConsoleApi()).me(),
    staleTime: 60_000,
  });

/** Thrown when an account that logged in is not a console account: nothing is kept. */
export class NotConsoleUserError extends Error {
  constructor() {
    super('CONSOLE_LOGIN_REQUIRED');
  }
}

/** Logs in through the shop's accounts service and keeps the session only for owners and staff. */
export async function logIn(account: string, password: string): Promise<UserInfo> {
  const auth = await getAuthApi();
  const user = await auth.login(account, password);
  if (!isConsoleRole(user.role)) {
    await auth.logout().catch(() => undefined);
    throw new NotConsoleUserError();
  }
  useSessionStore.getState().setUser(user);
  return user;
}

/** Ends the session on the server (best effort) and forgets it here. */
export async function logOut(): Promise<void> {
  try {
    await (await getAuthApi()).logout();
  } finally {
    useSessionStore.getState().clear();
  }
}

/** A refused token (expired, logged out elsewhere) ends the console session. */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 'CONSOLE_LOGIN_REQUIRED');
}
