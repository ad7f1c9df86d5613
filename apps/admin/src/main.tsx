import '@/styles/app.css';
import { I18nProvider } from '@lingui/react';
import { ApiError } from '@shop/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSessionRefused } from '@/features/auth';
import { bindApiSession } from '@/lib/api';
import { activateLocale, i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { createConsoleRouter } from '@/router';
import { storeApiSession } from '@/stores/api-session';
import { useLanguageStore } from '@/stores/language-store';
import { useSessionStore } from '@/stores/session-store';

async function start(): Promise<void> {
  bindApiSession(storeApiSession);
  await activateLocale(useLanguageStore.getState().language);
  // A token the server no longer accepts (expired, logged out elsewhere) ends the session here too.
  const queryClient = createQueryClient((error) => {
    // A refused area: the owner may have changed this account's rights; ask which areas it holds.
    if (error instanceof ApiError && error.code === 'CONSOLE_FORBIDDEN')
      void queryClient.invalidateQueries({ queryKey: ['console', 'me'] });
    if (!isSessionRefused(error) || !useSessionStore.getState().token) return;
    useSessionStore.getState().clear();
    queryClient.clear();
    void router.navigate({ to: '/login' });
  });
  const router = createConsoleRouter(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
