import { vi } from 'vitest';
import { getApiClient } from '@/lib/api';

type ApiClient = Awaited<ReturnType<typeof getApiClient>>;

/**
 * Makes `getApiClient` (mocked by the test file: `vi.mock('@/lib/api', () => ({ getApiClient:
 * vi.fn() }))`) answer with `calls`, the few the component under test makes.
 */
export function mockApiClient<TCalls extends object>(calls: TCalls): TCalls {
  vi.mocked(getApiClient).mockResolvedValue(calls as unknown as ApiClient);
  return calls;
}
