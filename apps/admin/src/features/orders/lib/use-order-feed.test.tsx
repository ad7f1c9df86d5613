import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { useOrderFeed } from './use-order-feed';
import { fakeApi } from '@/test/fake-api';

/** A stand-in for the client's event stream: the test dispatches the server's events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  isClosed = false;
  constructor() {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.isClosed = true;
  }
}

fakeApi({
  console: () => ({ openOrderEvents: () => new FakeEventSource() }),
});

describe('useOrderFeed', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  /** The addresses of the browser's own EventSource, which sends no headers: never used. */
  let browserSources: string[];
  beforeEach(() => {
    FakeEventSource.opened = [];
    browserSources = [];
    vi.stubGlobal(
      'EventSource',
      class {
        constructor(url: string) {
          browserSources.push(url);
        }
      },
    );
    client = new QueryClient();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().setUser(undefined);
  });

  it('opens the feed through the client (token in a header), refetching the orders on each new one', async () => {
    useSessionStore.getState().setUser({ _id: 'u1' } as never);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = renderHook(() => useOrderFeed(), { wrapper });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0] as FakeEventSource;
    // Not the browser's EventSource: it can only send the token in its address (decision 016).
    expect(browserSources).toEqual([]);
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
