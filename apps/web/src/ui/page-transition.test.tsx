import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { hasPageTransition, PageTransition } from './page-transition';

/** Counts its mounts: a page mounted again runs its effects (and their requests) again. */
const mounts = { count: 0 };
function CheckoutPage() {
  useEffect(() => {
    mounts.count += 1;
  }, []);
  return <p>checkout page</p>;
}

/** A root route that shows its pages through PageTransition, as the app's root layout does. */
function transitionRoot() {
  return createRootRoute({
    component: () => (
      <PageTransition>
        <Outlet />
      </PageTransition>
    ),
  });
}

describe('PageTransition', () => {
  it('animates every page but the purchase pages', () => {
    expect(hasPageTransition('/tin-tuc')).toBe(true);
    expect(hasPageTransition('/checkout')).toBe(true);
    expect(hasPageTransition('/mua-hang/san-pham')).toBe(false);
    expect(hasPageTransition('/mua-hang')).toBe(false);
  });

  it('shows the first page of a visit at once and fades in the pages after it', async () => {
    const root = transitionRoot();
    const router = createRouter({
      routeTree: root.addChildren([
        createRoute({ getParentRoute: () => root, path: '/', component: () => <p>home page</p> }),
        createRoute({ getParentRoute: () => root, path: '/tin-tuc', component: () => <p>news page</p> }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    renderWithProviders(<RouterProvider router={router} />);
    await act(() => router.load());
    const animated = (text: string) =>
      screen.getByText(text).parentElement?.classList.contains('motion-safe:animate-page-in');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(animated('home page')).toBe(false);

    await act(async () => {
      router.history.push('/tin-tuc');
    });
    expect(await screen.findByText('news page')).toBeTruthy();
    expect(animated('news page')).toBe(true);

    // Back on the first page: that is a page change too.
    await act(async () => {
      router.history.push('/');
    });
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(animated('home page')).toBe(true);
  });

  it('does not mount the outgoing page again while the next one loads', async () => {
    mounts.count = 0;
    let finishLoading = () => {};
    const loading = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    const root = transitionRoot();
    const router = createRouter({
      routeTree: root.addChildren([
        createRoute({ getParentRoute: () => root, path: '/checkout', component: CheckoutPage }),
        createRoute({
          getParentRoute: () => root,
          path: '/checkout-alert',
          loader: () => loading,
          component: () => <p>result page</p>,
        }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/checkout'] }),
    });
    renderWithProviders(<RouterProvider router={router} />);
    await act(() => router.load());
    expect(await screen.findByText('checkout page')).toBeTruthy();
    expect(mounts.count).toBe(1);

    // Through the history, as a link does (the router's typed navigate knows only the app's routes).
    await act(async () => {
      router.history.push('/checkout-alert');
    });
    expect(screen.getByText('checkout page')).toBeTruthy();
    expect(mounts.count).toBe(1);

    await act(async () => {
      finishLoading();
    });
    expect(await screen.findByText('result page')).toBeTruthy();
    expect(mounts.count).toBe(1);
  });
});
