import { type ClientRequest, get, type IncomingMessage } from 'node:http';

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
  /** Resolves once the server has ended the stream (its last bytes received). */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Over node:http on a connection of its own (agent: false), closed for good by close(), as a
 * browser's EventSource.close() does (fetch's pool may keep an aborted connection half-open).
 */
export async function openEventStream(
  url: string,
  requestHeaders: Record<string, string> = {},
): Promise<EventStream> {
  let text = '';
  const { request, response } = await new Promise<{ request: ClientRequest; response: IncomingMessage }>(
    (resolve, reject) => {
      const sent = get(
        url,
        { agent: false, headers: { accept: 'text/event-stream', ...requestHeaders } },
        (reply) => resolve({ request: sent, response: reply }),
      );
      sent.once('error', reject);
    },
  );
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
  });
  let isEnded = false;
  const endedByServer = new Promise<void>((resolve) => {
    response.once('end', () => {
      isEnded = true;
      resolve();
    });
  });
  response.on('error', () => {
    // closed by close()
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers))
    if (typeof value === 'string') headers.set(name, value);
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
    status: response.statusCode ?? 0,
    headers,
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
    async ended(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the stream was not ended within ${timeoutMs} ms; received:\n${text}`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([endedByServer, late]);
      } finally {
        clearTimeout(timer);
      }
      if (!isEnded) throw new Error('not ended');
    },
    close() {
      request.destroy();
    },
  };
}
