import { createRootRouteWithContext, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { ContactForm } from '../features/contact/components/contact-form';
import { SiteFooter } from '../features/layout/components/site-footer';
import { SiteHeader } from '../features/layout/components/site-header';
import { SubscribeForm } from '../features/subscribe/components/subscribe-form';
import type { RouterContext } from '../router';
import { ConfirmDialogHost } from '../ui/confirm-dialog';
import { PageTransition } from '../ui/page-transition';
import { ScrollToTop } from '../ui/scroll-to-top';
import { AppToaster } from '../ui/toast';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // SPEC §2: any visit to the error page, or to an address the shop does not have, lands on home.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootLayout() {
  // /lien-he shows the contact form in its body: the footer leaves its own out there.
  const isContactPage = useRouterState({ select: (state) => state.location.pathname === '/lien-he' });
  return (
    <div className="flex min-h-dvh flex-col pt-[var(--header-height)]">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter
        contactForm={isContactPage ? undefined : <ContactForm />}
        subscribeForm={<SubscribeForm />}
      />
      <ScrollToTop />
      <ConfirmDialogHost />
      <AppToaster />
    </div>
  );
}
