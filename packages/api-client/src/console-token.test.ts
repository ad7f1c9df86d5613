import { describe, expect, it } from 'vitest';
import { createApiClient, createAuthApi, createTokenStore } from './index.js';

const TOKEN = 'console-session-token-0123456789abcdef';
const ID = '5e1ec7ed0000000000000abc';

interface Sent {
  url: string;
  authorization: string | null;
}

/** A client as the console makes it (decision 016), over a fetch that records and answers `{}`. */
function recordingClient(tokenIn?: 'header' | 'query') {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const isRequest = input instanceof Request;
    const headers = new Headers(isRequest ? input.headers : init?.headers);
    sent.push({ url: isRequest ? input.url : String(input), authorization: headers.get('authorization') });
    // Read what was sent, as a server would: ky waits for a request's body to be taken.
    if (isRequest) await input.arrayBuffer();
    return new Response('{}', { headers: { 'content-type': 'application/json' } });
  };
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    idApp: 'app',
    trustKey: 'trust',
    accessToken: () => TOKEN,
    fetch,
    ...(tokenIn ? { tokenIn } : {}),
  });
  return { client, sent };
}

type Call = (...args: unknown[]) => unknown;

/** Calls every function of `calls` with plausible arguments; a refusal or a bad reply is fine. */
async function callEach(calls: Record<string, unknown>, returned: unknown[]) {
  const args = [ID, { _id: ID, q: {}, ids: [ID] }, { page: 1 }];
  for (const [name, call] of Object.entries(calls)) {
    if (typeof call !== 'function' || name === 'login') continue;
    try {
      const value = (call as Call)(...args);
      const settled = await Promise.race([
        Promise.resolve(value).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 500)),
      ]);
      returned.push(settled);
      if (value && typeof (value as { close?: unknown }).close === 'function')
        (value as { close: () => void }).close();
    } catch {
      // A call that refuses these arguments sends nothing.
    }
  }
}

describe("the console's client and its token", () => {
  it('puts the token in an Authorization header on every call, never in an address', async () => {
    const { client, sent } = recordingClient('header');
    const returned: unknown[] = [];
    const { transport, console: consoleApi, ...shopCalls } = client;
    await callEach(consoleApi, returned);
    // What the console calls beside its own routes (backups, uploads, data, schedules…).
    await callEach(shopCalls, returned);
    // The account calls (logout, password change) as the console makes them (apps/admin lib/api.ts).
    await callEach({ ...createAuthApi(transport, { store: createTokenStore() }) }, returned);
    // The order feed connects over fetch a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const consoleCalls = sent.filter((request) => request.url.includes('/console/'));
    expect(consoleCalls.length).toBeGreaterThan(40);
    expect(sent.some((request) => request.url.includes('/console/orders/events'))).toBe(true);
    for (const request of sent) {
      expect(request.url).not.toContain('access_token');
      expect(request.url).not.toContain(TOKEN);
    }
    for (const request of consoleCalls) expect(request.authorization, request.url).toBe(`Bearer ${TOKEN}`);
    // The addresses the client builds for <img src> or links carry no token either.
    for (const value of returned) if (typeof value === 'string') expect(value).not.toContain(TOKEN);
  });

  it("keeps SPEC §7's query token for the shop's calls by default", async () => {
    const { client, sent } = recordingClient();
    await client.listCart();
    expect(sent[0]?.url).toContain(`access_token=${TOKEN}`);
    expect(sent[0]?.authorization).toBeNull();
  });
});
