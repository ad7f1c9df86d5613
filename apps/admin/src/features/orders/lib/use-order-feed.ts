import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConsoleApi } from '@shop/api-client';
import { getConsoleApi } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';
import { orderQueries } from '../api/order-queries';

/**
 * The new-order feed (decision 016): an event stream on GET console/orders/events, opened by the
 * API client over fetch so the token travels in a header, not the URL (its addendum); each
 * `order-placed` event refetches the console's order queries (inbox, badge), so a new order shows
 * at once, whichever server process it was placed through. The client reconnects by itself after a
 * dropped connection, as a browser's EventSource does; polling (INBOX_POLL_MS) stays on as the fallback for browsers, proxies or
 * sessions where the stream cannot be opened. One stream per signed-in user.
 */
export function useOrderFeed(): void {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?._id);
  useEffect(() => {
    if (!userId || typeof fetch === 'undefined' || typeof ReadableStream === 'undefined') return;
    let source: ReturnType<ConsoleApi['openOrderEvents']> | undefined;
    let isClosed = false;
    getConsoleApi()
      .then((api) => {
        if (isClosed) return;
        source = api.openOrderEvents();
        source.addEventListener('order-placed', () => {
          void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
        });
        // The server ended the stream with its session (decision 039): reconnecting would be refused.
        source.addEventListener('session-ended', () => source?.close());
      })
      .catch(() => {
        // No config yet or no network: polling keeps the lists current.
      });
    return () => {
      isClosed = true;
      source?.close();
    };
  }, [queryClient, userId]);
}
