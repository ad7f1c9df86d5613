import { createRootRouteWithContext, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import latin400 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2?url';
import latin600 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-600-normal.woff2?url';
import latin700 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff2?url';
import vietnamese400 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2?url';
import vietnamese600 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-600-normal.woff2?url';
import vietnamese700 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-700-normal.woff2?url';
import { prefetchFrame } from '@/features/layout/api/frame-data';
import { SiteHeader } from '@/features/layout/components/site-header';
import { cachedCompany } from '@/lib/seo/cached-company';
import { SiteHeadContent } from '@/lib/seo/head-content';
import { isNotFound, notFoundHead, rootHead } from '@/lib/seo/site-heads';
import { seoPage } from '@/lib/seo/seo-page';
import type { RouterContext } from '@/router';
import { useLanguageStore } from '@/stores/language-store';
import { ConfirmDialogHost } from '@/ui/confirm-dialog';
import { NotFound } from '@/ui/not-found';
import { PageTransition } from '@/ui/page-transition';
import { ScrollToTop } from '@/ui/scroll-to-top';
import { AppToaster } from '@/ui/toast';
import { AfterHydration } from '@/ui/after-hydration';

// The footer and its forms (with their validation rules and messages) are below the fold on every
// page: in a browser they load right after the first script instead of with it (the server renders
// them into the page all the same).
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

// The typeface in its three weights: here by the first full render, so text is laid out once (no
// swap from the fallback font, and no shift when it arrives).
const FONTS = [latin400, vietnamese400, latin600, vietnamese600, latin700, vietnamese700];

export const Route = createRootRouteWithContext<RouterContext>()({
  // The head of every page: the page's own (its route's head) replaces title, description and share
  // tags; the not-found page has a head of its own.
  head: ({ match, matches }) => {
    const page = seoPage(matches.at(-1) ?? match, useLanguageStore.getState().language);
    if (isNotFound(matches)) return notFoundHead(page.brand);
    return rootHead(page, cachedCompany(match.context.queryClient, page.language));
  },
  // The frame's own data (footer links, company details), with every page.
  loader: ({ context }) => prefetchFrame(context.queryClient, useLanguageStore.getState().language),
  component: RootDocument,
  // An address the shop does not have: the not-found page in the shop's frame, with HTTP 404 from
  // the server (SPEC §2's error route still redirects home, routes/error.tsx).
  notFoundComponent: NotFound,
});

/** The whole document, rendered on the server and hydrated in the browser (decision 022). */
function RootDocument() {
  const language = useLanguageStore((state) => state.language);
  return (
    <html lang={language}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#275b2f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {FONTS.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={href} />
        ))}
        <SiteHeadContent />
      </head>
      <body>
        <RootLayout />
        <Scripts />
      </body>
    </html>
  );
}

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
      <Suspense fallback={<div className="min-h-[40rem]" />}>
        <SiteFooter
          // The footer's forms are the browser's: the page keeps their box (no shift when they come)
          // but not the forms, which send nothing without the script, so nothing typed into them
          // before hydration is lost, and each render costs the server less (decision 022).
          contactForm={
            isContactPage ? undefined : (
              <AfterHydration fallback={<div className="min-h-[514px] sm:min-h-[338px]" />}>
                <ContactForm />
              </AfterHydration>
            )
          }
          subscribeForm={
            <AfterHydration fallback={<div className="min-h-11" />}>
              <SubscribeForm />
            </AfterHydration>
          }
        />
      </Suspense>
      <ScrollToTop />
      <ConfirmDialogHost />
      <AppToaster />
    </div>
  );
}
