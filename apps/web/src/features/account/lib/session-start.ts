import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session-store';
import { sessionQueries } from '../api/session-queries';

/**
 * Session start (SPEC §4): with a token restored from local storage, fetches the user; on any
 * failure the token is cleared and the visitor is a guest (only logged, SPEC §8).
 */
export async function startSession(queryClient: QueryClient): Promise<void> {
  if (!useSessionStore.getState().token) return;
  try {
    const user = await queryClient.fetchQuery(sessionQueries.user());
    useSessionStore.getState().setUser(user);
  } catch (error) {
    console.warn('session start: the stored token was refused', error);
    useSessionStore.getState().clear();
    queryClient.removeQueries({ queryKey: sessionQueries.all() });
  }
}
