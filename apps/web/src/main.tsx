import '@/styles/app.css';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  clearStaleUpdateFlag,
  reloadOnceAfterLogin,
  showNoticeKeptForReload,
} from '@/features/account/lib/login-reload';
import { startSession } from '@/features/account/lib/session-start';
import { captureAfflink } from '@/lib/afflink';
import { bindApiSession, loadApi } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { readPreferredLanguage } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { storeApiSession } from '@/stores/api-session';
import { initLanguage } from '@/stores/language-store';

const FIRST_LOAD_WAIT_MS = 1500;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function yieldToBrowser(): Promise<void> {
  return wait(0);
}

async function start(): Promise<void> {
  bindApiSession(storeApiSession);
  // Start fetching /config.json now, in parallel with the catalog; queries await the same promise.
  loadApi().catch(() => {
    // reported by the queries that need it, which can retry
  });
  await initLanguage(readPreferredLanguage());
  // Evaluating the app's modules was one long task: let the browser paint and handle input before
  // the router is built.
  await yieldToBrowser();

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // A referral code may arrive on any page, at start-up or later (SPEC §1).
  captureAfflink(window.location.search);
  router.subscribe('onResolved', ({ toLocation }) => captureAfflink(toLocation.searchStr));
  // SPEC §4: a stored token is checked at start-up; a login's update flag reloads the page once,
  // at the next route change, and the login's notice shows after that reload.
  clearStaleUpdateFlag();
  void startSession(queryClient);
  router.subscribe('onResolved', () => reloadOnceAfterLogin());
  showNoticeKeptForReload();
  // The first page is resolved before the first render (its code, and the data its loader waits
  // for): the render then runs as one transition that React slices, instead of a blocking re-render
  // when the route resolves. The shell of index.html stays on screen meanwhile, for FIRST_LOAD_WAIT_MS
  // at most: on a slow network the page renders with its skeleton and goes on loading. A failed load
  // is the page's to show.
  await Promise.race([router.load().catch(() => undefined), wait(FIRST_LOAD_WAIT_MS)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  const root = createRoot(container);
  // The first render as a transition: React renders the page in slices and lets the browser breathe
  // between them (a phone's main thread is not blocked for the whole tree), while the shell painted
  // by index.html stays on screen until the page is ready.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

void start();
