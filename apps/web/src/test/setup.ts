import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { bindApiSession } from '@/lib/api';
import { LANGUAGE_COOKIE } from '@/lib/language';
import { storeApiSession } from '@/stores/api-session';
import { initLanguage } from '@/stores/language-store';
import { restoreApiClient } from './api-client';

// `findBy…` and `waitFor` wait up to 5 s, not 1: under the test command's load a render can take
// seconds (tooling/vitest's testTimeout); a test that passes waits no longer.
configure({ asyncUtilTimeout: 5_000 });

bindApiSession(storeApiSession);

beforeEach(async () => {
  // A file of the server's side (`@vitest-environment node`, src/ssr) has no browser storage to reset.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: test reset of the cookie the app writes
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  await initLanguage('vi');
});

afterEach(() => {
  cleanup();
  // The API client a test gave the components (mockApiClient), before the next test or file.
  restoreApiClient();
});
