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

// A cancelled query's function sees its signal abort (the server render cancels what a page no
// longer needs; the context's signal is TanStack's own since decision 034's patch left, issue 27).
describe('a query function context', () => {
  it('gives each fetch a signal that aborts when its query is cancelled', async () => {
    const queryClient = createQueryClient();
    let seen: AbortSignal | undefined;
    const pending = queryClient.fetchQuery({
      queryKey: ['second'],
      queryFn: (context) => {
        seen = context.signal;
        return new Promise<number>(() => {});
      },
    });
    expect(seen?.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: ['second'] });
    await expect(pending).rejects.toThrow();
    expect(seen?.aborted).toBe(true);
  });
});
