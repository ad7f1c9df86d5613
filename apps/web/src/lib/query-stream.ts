import type { AnyRouter } from '@tanstack/react-router';

/**
 * The query data a server render sends with its page (decision 035). TanStack's query integration
 * sends the queries settled before the render (`initial`) and a stream of those that settle during
 * it (a render that waits for them). A render in one pass (entry-server.tsx's `renderAtOnce`) has
 * all its data before it starts and closes the stream first: the stream carries nothing, yet the
 * router's serializer wrote a stream implementation into every page (about 1.5 KB of script) and
 * spent about a twentieth of the render's dehydration on it. Such a render leaves the stream out;
 * the browser then hydrates from an empty one.
 */
type QueryPayload = { initial?: unknown[]; stream?: ReadableStream<unknown[]> };
type Dehydrated = { query?: QueryPayload } & Record<string, unknown>;

/** The server side, for a render in one pass: its page carries the settled queries only. */
export function sendSettledQueriesOnly(router: AnyRouter): void {
  const dehydrate = router.options.dehydrate as (() => Promise<Dehydrated | undefined>) | undefined;
  if (!dehydrate) return;
  router.options.dehydrate = async () => {
    const dehydrated = await dehydrate();
    if (!dehydrated?.query) return dehydrated;
    const query: QueryPayload = dehydrated.query.initial ? { initial: dehydrated.query.initial } : {};
    return Object.assign({}, dehydrated, { query });
  };
}

/** The browser side: a page whose render left the stream out is hydrated from an empty one. */
export function acceptSettledQueriesOnly(router: AnyRouter): void {
  const hydrate = router.options.hydrate as ((dehydrated: Dehydrated) => void | Promise<void>) | undefined;
  if (!hydrate) return;
  router.options.hydrate = (dehydrated: Dehydrated) => {
    const query = dehydrated.query;
    if (!query || query.stream) return hydrate(dehydrated);
    const stream = new ReadableStream<unknown[]>({ start: (controller) => controller.close() });
    return hydrate(Object.assign({}, dehydrated, { query: Object.assign({}, query, { stream }) }));
  };
}
