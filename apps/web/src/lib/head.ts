import { t } from '@lingui/core/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SHOP_NAME } from './site';

/** The shop's own title (index.html says the same in Vietnamese), in the active language. */
export function defaultTitle(): string {
  return t`${SHOP_NAME} — Trà, cà phê và nông sản Việt`;
}

/** The description of a page that sets none, in the active language. */
export function defaultDescription(): string {
  return t`Trà, cà phê, nông sản, nước tăng lực và nước ép ổi Việt Nam — mua trực tuyến.`;
}

/** The document title of a page: "Page — Mộc Lam", or the shop's own title for the home page. */
export function formatTitle(title: string | undefined): string {
  return title ? `${title} — ${SHOP_NAME}` : defaultTitle();
}

// The language the page's heads were last built in: the root's head notes it each time; in a
// browser, until then, the language the server rendered the page's heads in.
let headLanguage: string | undefined =
  typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;

/** Called by the root route's head: the heads being built are in `language`. */
export function noteHeadLanguage(language: string): void {
  headLanguage = language;
}

/**
 * Every page's head comes from its route's `head` (decision 021), built when the page loads, in the
 * language of that moment. A language switch keeps the address, so the router loads the page again
 * (loaders find their data in the query cache, or fetch the other language's) and builds each head
 * anew: title and description follow the language. Checked again whenever the router has resolved a
 * load: a switch made while the page was still hydrating is caught up once it is done. Used once,
 * by the root route.
 */
export function useHeadsFollowLanguage(language: string): void {
  const router = useRouter();
  useEffect(() => {
    const followLanguage = () => {
      if (headLanguage !== undefined && headLanguage !== language) {
        headLanguage = language;
        void router.invalidate();
      }
    };
    followLanguage();
    return router.subscribe('onResolved', followLanguage);
  }, [language, router]);
}
