import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { useOrderFeed } from './use-order-feed';

vi.mock('@/lib/api', () => ({
  getConsoleApi: async () => ({ orderEventsUrl: () => '/api/app/console/orders/events?access_token=t' }),
}));

/** A stand-in for the browser's EventSource: the test dispatches the server's events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  isClosed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.isClosed = true;
  }
}

describe('useOrderFeed', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    client = new QueryClient();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().setUser(undefined);
  });

  it('opens the feed for a signed-in user and refetches the order queries on each new order', async () => {
    useSessionStore.getState().setUser({ _id: 'u1' } as never);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = renderHook(() => useOrderFeed(), { wrapper });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0] as FakeEventSource;
    expect(source.url).toBe('/api/app/console/orders/events?access_token=t');
    expect(invalidate).not.toHaveBeenCalled();
    source.dispatchEvent(new MessageEvent('order-placed', { data: '{"orderId":"o1"}' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    unmount();
    expect(source.isClosed).toBe(true);
  });

  it('closes the feed when the server ends it with the session, so it does not reconnect', async () => {
    useSessionStore.getState().setUser({ _id: 'u1' } as never);
    renderHook(() => useOrderFeed(), { wrapper });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0] as FakeEventSource;
    expect(source.isClosed).toBe(false);
    source.dispatchEvent(new MessageEvent('session-ended', { data: '{"reason":"session-ended"}' }));
    expect(source.isClosed).toBe(true);
  });

  it('opens nothing without a signed-in user (polling stays)', async () => {
    renderHook(() => useOrderFeed(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeEventSource.opened).toEqual([]);
  });
});
