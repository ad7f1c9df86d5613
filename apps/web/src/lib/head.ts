import { t } from '@lingui/core/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
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

/**
 * Every page's head comes from its route's `head` (decision 021), built when the page loads, in the
 * language of that moment. A language switch keeps the address, so the router loads the page again
 * (loaders find their data in the query cache, or fetch the other language's) and builds each head
 * anew: title and description follow the language. Used once, by the root route.
 */
export function useHeadsFollowLanguage(language: string): void {
  const router = useRouter();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void router.invalidate();
  }, [language, router]);
}
