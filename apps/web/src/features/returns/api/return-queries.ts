import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import { apiQuery } from '@/lib/api-query';

/** The shopper's returns and the shop's return window (issue 33), under ['returns', …]. */
export const returnQueries = {
  all: () => ['returns'] as const,
  /** The logged-in shopper's requests, newest first, each with its media, steps and exchange order. */
  mine: () => apiQuery([...returnQueries.all(), 'mine'], (client) => client.myReturns(), { staleTime: 0 }),
  /** How many hours after delivery a request may be made (the shop's setting). */
  settings: () =>
    apiQuery([...returnQueries.all(), 'settings'], (client) => client.returnSettings(), {
      staleTime: 5 * 60_000,
    }),
};

/** Uploads one photo (re-encoded by the server without EXIF or GPS) or video of a request. */
export function useReturnMediaUpload() {
  return useMutation({
    mutationFn: async (file: File) => (await getApiClient()).uploadReturnMedia(file),
  });
}
