import {
  createRootRouteWithContext,
  HeadContent,
  Navigate,
  Outlet,
  useRouterState,
} from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { SiteHeader } from '@/features/layout/components/site-header';
import { cachedCompany } from '@/lib/seo/cached-company';
import { rootHead } from '@/lib/seo/site-heads';
import { seoPage } from '@/lib/seo/seo-page';
import type { RouterContext } from '@/router';
import { useLanguageStore } from '@/stores/language-store';
import { ConfirmDialogHost } from '@/ui/confirm-dialog';
import { PageTransition } from '@/ui/page-transition';
import { ScrollToTop } from '@/ui/scroll-to-top';
import { AppToaster } from '@/ui/toast';

// The footer and its forms (with their validation rules and messages) are below the fold on every
// page: they load right after the first render instead of with the app's first script.
const SiteFooter = lazy(() =>
  import('@/features/layout/components/site-footer').then((module) => ({ default: module.SiteFooter })),
);
const ContactForm = lazy(() =>
  import('@/features/contact/components/contact-form').then((module) => ({ default: module.ContactForm })),
);
const SubscribeForm = lazy(() =>
  import('@/features/subscribe/components/subscribe-form').then((module) => ({
    default: module.SubscribeForm,
  })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // The head of every page: the page's own (its route's head) replaces title, description and share tags.
  head: ({ match, matches }) => {
    const page = seoPage(matches.at(-1) ?? match, useLanguageStore.getState().language);
    return rootHead(page, cachedCompany(match.context.queryClient, page.language));
  },
  // SPEC §2: any visit to the error page, or to an address the shop does not have, lands on home.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootLayout() {
  // /lien-he shows the contact form in its body: the footer leaves its own out there.
  const isContactPage = useRouterState({ select: (state) => state.location.pathname === '/lien-he' });
  return (
    <div className="flex min-h-dvh flex-col pt-[var(--header-height)]">
      <HeadContent />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <Suspense fallback={<div className="min-h-[40rem]" />}>
        <SiteFooter
          contactForm={
            isContactPage ? undefined : (
              <Suspense fallback={<div className="min-h-96" />}>
                <ContactForm />
              </Suspense>
            )
          }
          subscribeForm={
            <Suspense fallback={<div className="min-h-28" />}>
              <SubscribeForm />
            </Suspense>
          }
        />
      </Suspense>
      <ScrollToTop />
      <ConfirmDialogHost />
      <AppToaster />
    </div>
  );
}
