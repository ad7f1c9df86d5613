import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { acceptSettledQueriesOnly, sendSettledQueriesOnly } from './query-stream';

const routerWith = (options: Record<string, unknown>) => ({ options }) as unknown as AnyRouter;

describe('the query data of a render in one pass', () => {
  it('is sent without the query stream, the settled queries and the rest kept', async () => {
    const stream = new ReadableStream();
    const router = routerWith({
      dehydrate: async () => ({ query: { initial: [{ queryHash: 'a' }], stream }, other: 1 }),
    });
    sendSettledQueriesOnly(router);
    expect(await router.options.dehydrate?.()).toEqual({
      query: { initial: [{ queryHash: 'a' }] },
      other: 1,
    });
  });

  it('is hydrated in the browser from an empty, closed stream', async () => {
    const hydrate = vi.fn();
    const router = routerWith({ hydrate });
    acceptSettledQueriesOnly(router);
    await router.options.hydrate?.({ query: { initial: [] } });
    const given = hydrate.mock.calls[0]?.[0] as { query: { initial: unknown[]; stream: ReadableStream } };
    expect(given.query.initial).toEqual([]);
    expect(await given.query.stream.getReader().read()).toEqual({ done: true, value: undefined });
  });

  it('leaves a page that brought its stream as it came', async () => {
    const hydrate = vi.fn();
    const router = routerWith({ hydrate });
    acceptSettledQueriesOnly(router);
    const dehydrated = { query: { initial: [], stream: new ReadableStream() } };
    await router.options.hydrate?.(dehydrated);
    expect(hydrate).toHaveBeenCalledWith(dehydrated);
  });
});
