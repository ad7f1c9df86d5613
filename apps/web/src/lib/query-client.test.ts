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
