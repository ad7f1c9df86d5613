/** An open event stream over real HTTP, its events collected as they arrive. */
export interface EventStream {
  status: number;
  headers: Headers;
  /** Resolves with the first event of that name whose data passes `match`. */
  next(
    name: string,
    match?: (data: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  text(): string;
  close(): void;
}

export async function openEventStream(url: string): Promise<EventStream> {
  const controller = new AbortController();
  const reply = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  let text = '';
  const reading = (async () => {
    if (!reply.body || !reply.ok) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of reply.body) text += decoder.decode(chunk as Uint8Array, { stream: true });
    } catch {
      // aborted by close()
    }
  })();
  const events = () =>
    text
      .split('\n\n')
      .map((block) => {
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        return name && data ? { name, data: JSON.parse(data) as Record<string, unknown> } : undefined;
      })
      .filter((event) => event !== undefined);
  return {
    status: reply.status,
    headers: reply.headers,
    async next(name, match = () => true, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = events().find((event) => event.name === name && match(event.data));
        if (found) return found.data;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no ${name} event within ${timeoutMs} ms; received:\n${text}`);
    },
    text: () => text,
    close() {
      controller.abort();
      void reading;
    },
  };
}
