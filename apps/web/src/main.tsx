import '@/styles/app.css';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  clearStaleUpdateFlag,
  reloadOnceAfterLogin,
  showNoticeKeptForReload,
} from '@/features/account/lib/login-reload';
import { startSession } from '@/features/account/lib/session-start';
import { captureAfflink } from '@/lib/afflink';
import { bindApiSession, loadApi } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { isLanguage, LANGUAGE_PARAM, persistLanguage, readPreferredLanguage } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { storeApiSession } from '@/stores/api-session';
import { initLanguage, useLanguageStore } from '@/stores/language-store';

declare global {
  interface Window {
    /** Set by the router's scripts in a page the server rendered (decision 022). */
    $_TSR?: unknown;
  }
}

async function start(): Promise<void> {
  bindApiSession(storeApiSession);
  // Start fetching /config.json now; the queries the page did not bring with it await the same promise.
  loadApi().catch(() => {
    // reported by the queries that need it, which can retry
  });
  const serverRendered = window.$_TSR !== undefined;
  // A page from the server is in the language the server chose (the address's, else the cookie's,
  // else vi): hydration renders in that one, and an explicit `?lang=` becomes the stored choice.
  const pageLanguage = document.documentElement.lang;
  const fromAddress = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isLanguage(fromAddress)) persistLanguage(fromAddress);
  const firstLanguage = serverRendered && isLanguage(pageLanguage) ? pageLanguage : readPreferredLanguage();
  await initLanguage(firstLanguage);

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

  const app = (children: React.ReactNode) => (
    <StrictMode>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </StrictMode>
  );
  if (serverRendered) {
    // The server rendered the whole document with its data: React takes it over as it is. Not in a
    // transition (tried, decision 022's fifth addendum): time-sliced hydration gives a button its
    // props before React has committed it, and a press then (held by the boot script until the
    // props are there) was dropped.
    hydrateRoot(document, app(<RouterClient router={router} />));
    // A stored choice that the page could not know (no cookie, no `?lang=`) applies after hydration.
    const preferred = readPreferredLanguage();
    if (!isLanguage(fromAddress) && preferred !== firstLanguage) {
      void useLanguageStore.getState().setLanguage(preferred);
    }
    return;
  }
  // Without the server's rendering (a build without it): the browser renders the document itself.
  await router.load().catch(() => undefined);
  startTransition(() => createRoot(document).render(app(<RouterProvider router={router} />)));
}

void start();
