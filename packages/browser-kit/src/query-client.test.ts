import { keepPreviousData, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { RereadingQueryClient } from './query-client.js';

/**
 * A server whose every read answers what it held when the read began; the reads given `held` are
 * answered only when the test releases them, as a slow network would.
 */
function slowServer(held: number) {
  const state = { done: false };
  const releases: Array<() => void> = [];
  let reads = 0;
  const read = () => {
    reads += 1;
    const answer = { done: state.done };
    if (reads > held) return Promise.resolve(answer);
    return new Promise<{ done: boolean }>((resolve) => releases.push(() => resolve(answer)));
  };
  return { state, read, release: () => releases.shift()?.() };
}

describe('RereadingQueryClient', () => {
  it("reads again after a write made while the query's first read was in flight", async () => {
    const queryClient = new RereadingQueryClient();
    const server = slowServer(1);
    const observer = new QueryObserver(queryClient, { queryKey: ['requests', 'all'], queryFn: server.read });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.error));

    server.state.done = true; // the write lands while the first read is in flight
    const reread = queryClient.invalidateQueries({ queryKey: ['requests'] });
    server.release();
    await reread;

    expect(queryClient.getQueryData(['requests', 'all'])).toEqual({ done: true });
    // The cancelled read is not shown to the screen as a failure.
    expect(seen.every((error) => error === null)).toBe(true);
    unsubscribe();
  });

  it('reads again a new key whose read was in flight while the last key’s data stood in for it', async () => {
    const queryClient = new RereadingQueryClient();
    const server = slowServer(2);
    const observer = new QueryObserver(queryClient, {
      queryKey: ['requests', 1],
      queryFn: server.read,
      placeholderData: keepPreviousData,
    });
    const unsubscribe = observer.subscribe(() => {});
    server.release();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ done: false }));

    // The next page: its read is held, the first page's data shown meanwhile.
    observer.setOptions({
      queryKey: ['requests', 2],
      queryFn: server.read,
      placeholderData: keepPreviousData,
    });
    expect(observer.getCurrentResult().isPlaceholderData).toBe(true);

    server.state.done = true;
    const reread = queryClient.invalidateQueries({ queryKey: ['requests'] });
    server.release();
    await reread;

    expect(queryClient.getQueryData(['requests', 2])).toEqual({ done: true });
    unsubscribe();
  });

  it('keeps the read in flight when the caller asks it to', async () => {
    const queryClient = new RereadingQueryClient();
    const server = slowServer(1);
    const observer = new QueryObserver(queryClient, { queryKey: ['requests'], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});

    server.state.done = true;
    const reread = queryClient.refetchQueries({ queryKey: ['requests'] }, { cancelRefetch: false });
    server.release();
    await reread;

    expect(queryClient.getQueryData(['requests'])).toEqual({ done: false });
    unsubscribe();
  });
});
