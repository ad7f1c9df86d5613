import { afterEach, beforeEach } from 'vitest';
import { type ApiReplacement, replaceApi } from '@/lib/api';

/**
 * The calls a file's screens make, answered by the file (`getConsoleApi()` and `getShopApi()` of
 * src/lib/api.ts return what `calls` gives, read at each call), for each of its tests, then taken
 * back: unlike a module mock (`vi.mock`), this leaves the worker's modules as they were, so the file
 * shares the worker with the others (decision 044, twenty-second addendum). Call it at the file's top.
 */
export function fakeApi(calls: ApiReplacement): void {
  beforeEach(() => replaceApi(calls));
  afterEach(() => replaceApi(undefined));
}
