import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders } from './render';

/**
 * Renders `ui` above an outlet in a memory router that accepts any path, starting at `path`.
 * Returns the router, to read its location or navigate.
 */
export async function renderWithRouter(ui: ReactElement, path = '/') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
    notFoundComponent: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = renderWithProviders(<RouterProvider router={router} />);
  await act(() => router.load());
  return { ...result, router };
}
