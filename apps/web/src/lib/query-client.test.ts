import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, rereadAfterWrite } from './query-client';

describe('rereadAfterWrite', () => {
  it('reads again after a write even when the first read, begun before it, is still in flight', async () => {
    const queryClient = createQueryClient();
    const server: string[] = [];
    let releaseFirstRead: (() => void) | undefined;
    // Every read answers what the server held when it began; the first one is held back.
    const read = () => {
      const answer = [...server];
      if (releaseFirstRead) return Promise.resolve(answer);
      return new Promise<string[]>((resolve) => {
        releaseFirstRead = () => resolve(answer);
      });
    };
    const observer = new QueryObserver(queryClient, { queryKey: ['wishlist', 'list'], queryFn: read });
    const unsubscribe = observer.subscribe(() => {});
    expect(releaseFirstRead).toBeDefined();

    server.push('TRA-004'); // the write lands while the first read is in flight
    const reread = rereadAfterWrite(queryClient, ['wishlist']);
    releaseFirstRead?.();
    await reread;

    expect(queryClient.getQueryData(['wishlist', 'list'])).toEqual(['TRA-004']);
    unsubscribe();
  });
});

// @tanstack/query-core is patched (patches/@tanstack__query-core@*.patch, decision 034): a query
// function's `signal` is one getter shared by every context, not a closure made for each fetch,
// which on Node 20 kept every server render's queries alive until a full collection.
describe('a query function context (patched query-core)', () => {
  it('shares one signal getter between fetches, and the signal still aborts a cancelled fetch', async () => {
    const queryClient = createQueryClient();
    const contexts: object[] = [];
    await queryClient.fetchQuery({
      queryKey: ['first'],
      queryFn: (context) => {
        contexts.push(context);
        return 1;
      },
    });
    let seen: AbortSignal | undefined;
    const second = queryClient.fetchQuery({
      queryKey: ['second'],
      queryFn: (context) => {
        contexts.push(context);
        seen = context.signal;
        return new Promise<number>(() => {});
      },
    });
    const getters = contexts.map((context) => Object.getOwnPropertyDescriptor(context, 'signal')?.get);
    expect(getters[0]).toBeTypeOf('function');
    expect(getters[1]).toBe(getters[0]);
    expect(Object.keys(contexts[0] ?? {})).toContain('signal');
    await queryClient.cancelQueries({ queryKey: ['second'] });
    await expect(second).rejects.toThrow();
    expect(seen?.aborted).toBe(true);
  });
});
