import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { formatTitle, useHeadsFollowLanguage } from './head';
import { i18n } from './i18n';

// A shop in miniature: the root's head gives the shop's title, a page's head its own, as the
// routes of src/routes do (the texts built when the head is, in the language of that moment).
function createShopRouter() {
  const root = createRootRoute({
    head: () => ({ meta: [{ title: formatTitle(undefined) }] }),
    component: function Root() {
      useHeadsFollowLanguage(useLanguageStore((state) => state.language));
      return (
        <>
          <HeadContent />
          <Outlet />
        </>
      );
    },
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>home</h1> });
  const tea = createRoute({
    getParentRoute: () => root,
    path: '/tra',
    head: () => ({ meta: [{ title: formatTitle(i18n.locale === 'en' ? 'Tea' : 'Trà') }] }),
    component: () => <h1>tea</h1>,
  });
  return createRouter({
    routeTree: root.addChildren([home, tea]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

afterEach(async () => {
  await act(() => useLanguageStore.getState().setLanguage('vi'));
});

describe('page heads from the routes', () => {
  it('gives each page its route head, and the previous one back after a navigation', async () => {
    const router = createShopRouter();
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Mộc Lam — Trà, cà phê và nông sản Việt'));
    await act(() => router.history.push('/tra'));
    await waitFor(() => expect(document.title).toBe('Trà — Mộc Lam'));
    await act(() => router.history.back());
    await waitFor(() => expect(document.title).toBe('Mộc Lam — Trà, cà phê và nông sản Việt'));
  });

  it('builds the heads again in the new language when the language changes', async () => {
    const router = createShopRouter();
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Mộc Lam — Trà, cà phê và nông sản Việt'));
    await act(() => useLanguageStore.getState().setLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Mộc Lam — Vietnamese tea, coffee and farm produce'));
    await act(() => router.history.push('/tra'));
    await waitFor(() => expect(document.title).toBe('Tea — Mộc Lam'));
    await act(() => useLanguageStore.getState().setLanguage('vi'));
    await waitFor(() => expect(document.title).toBe('Trà — Mộc Lam'));
  });
});
