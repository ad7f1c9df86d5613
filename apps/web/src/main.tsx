import '@/styles/app.css';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  clearStaleUpdateFlag,
  reloadOnceAfterLogin,
  showNoticeKeptForReload,
} from '@/features/account/lib/login-reload';
import { startSession } from '@/features/account/lib/session-start';
import { captureAfflink } from '@/lib/afflink';
import { bindApiSession, loadApi } from '@/lib/api';
import { HYDRATED_FLAG } from '@/lib/boot-script';
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
    /** Set once the app's root has committed its first render (the boot script's presses wait for it). */
    [HYDRATED_FLAG]?: boolean;
  }
}

/**
 * The app's root. Its layout effect runs in the commit of the first render, after every part of
 * the document it hydrated is committed (a time-sliced hydration renders in many tasks but commits
 * once): then the boot script may let presses through, and what waits for hydration runs.
 */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useLayoutEffect(() => {
    // Once (StrictMode's development runs mount effects twice).
    if (window[HYDRATED_FLAG]) return;
    window[HYDRATED_FLAG] = true;
    onCommit();
  }, [onCommit]);
  return children;
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

  const app = (children: ReactNode, onCommit: () => void = () => {}) => (
    <StrictMode>
      <Committed onCommit={onCommit}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </Committed>
    </StrictMode>
  );
  if (serverRendered) {
    // The server rendered the whole document with its data: React takes it over as it is, in a
    // transition, so hydration is time-sliced (it yields to the phone every few milliseconds instead
    // of one long task). The boot script holds a press until the root has committed (decision 022).
    // A stored choice that the page could not know (no cookie, no `?lang=`) applies after hydration.
    const preferred = readPreferredLanguage();
    const applyPreferred = () => {
      if (!isLanguage(fromAddress) && preferred !== firstLanguage) {
        void useLanguageStore.getState().setLanguage(preferred);
      }
    };
    startTransition(() => {
      hydrateRoot(document, app(<RouterClient router={router} />, applyPreferred));
    });
    return;
  }
  // Without the server's rendering (a build without it): the browser renders the document itself.
  await router.load().catch(() => undefined);
  startTransition(() => createRoot(document).render(app(<RouterProvider router={router} />)));
}

void start();
