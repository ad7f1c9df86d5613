import type { ProfileInput, UserInfo } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { getAuthApi } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';
import { sessionQueries } from './session-queries';

/** POST /api/updateprofile; the reply is the user as saved, which the header and this page then show. */
export async function updateProfile(queryClient: QueryClient, input: ProfileInput): Promise<UserInfo> {
  const reply = await (await getAuthApi()).updateProfile(input);
  useSessionStore.getState().setUser(reply);
  queryClient.setQueryData(sessionQueries.user().queryKey, reply);
  return reply;
}

/** POST /api/changepassword with the current password; the new token the server returns is kept. */
export async function changePassword(input: {
  old_password: string;
  password: string;
  repeat_password: string;
}) {
  return (await getAuthApi()).changePassword(input);
}
