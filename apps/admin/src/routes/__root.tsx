import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '@/features/frame/components/not-found';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // An address the console has no screen for: a way back instead of the router's bare text.
  notFoundComponent: () => (
    <div className="p-4">
      <NotFound />
    </div>
  ),
});
