import { useLanguageStore } from '@/stores/language-store';
import { seoPage } from './seo-page';
import { type OwnHead, pageHead } from './site-heads';

type Texts = { title: string; description?: string | undefined };

/**
 * The `head` option of a page known by its title (and description) alone: the account, cart,
 * checkout and sign-in screens. `texts` runs each time the head is built, so its `t` texts are in
 * the page's language (the router builds heads again when the language changes, see __root.tsx).
 */
export function titledHead(texts: () => Texts) {
  // Generic in the match, so the route's own search type is inferred from validateSearch alone.
  return <TMatch extends { pathname: string; search: unknown }>({ match }: { match: TMatch }): OwnHead =>
    pageHead(seoPage(match, useLanguageStore.getState().language), texts());
}
