import { type Api, provideServerApi } from '@/lib/api';

/** What `mockApiClient` replaced, put back after the test by `restoreApiClient` (src/test/setup.ts). */
let replaced: { source: (() => Api) | undefined } | undefined;

/**
 * Makes `getApiClient` (and every other way to the loaded API, lib/api.ts) answer with `calls`, the
 * few the component under test makes, until the test ends. No module mock: the real lib/api.ts is
 * given the client as a server render gives its own (`provideServerApi`), so that the file shares
 * its worker with the others (tooling/vitest, decision 044). Call it in the test or a `beforeEach`.
 */
export function mockApiClient<TCalls extends object>(calls: TCalls): TCalls {
  const previous = provideServerApi(() => ({
    config: {} as Api['config'],
    client: calls as unknown as Api['client'],
  }));
  replaced ??= { source: previous };
  return calls;
}

/** Puts back the API `mockApiClient` replaced (after each test: src/test/setup.ts). */
export function restoreApiClient(): void {
  if (!replaced) return;
  provideServerApi(replaced.source);
  replaced = undefined;
}
