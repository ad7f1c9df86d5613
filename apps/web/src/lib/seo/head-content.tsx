import { Asset, HeadContent, useRouter, useTags } from '@tanstack/react-router';
import { createElement } from 'react';

/**
 * The route-managed head tags (title, meta, links, JSON-LD, the stylesheet): TanStack Router's
 * `HeadContent` in the browser, the same tags in the same order on the server. The server's keys
 * them by position instead of by each tag's JSON (`HeadContent` stringifies every tag, the page's
 * JSON-LD among them, only to key it): keys never reach the HTML, and a render on the server has
 * no later render to reconcile with. The browser hydrates its `HeadContent` against that HTML.
 */
export const SiteHeadContent = import.meta.env.SSR ? ServerHeadContent : HeadContent;

function ServerHeadContent() {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  // Object.assign, not a spread into JSX: on Node 20 an object spread given more properties after
  // it gets a hidden class of its own each time (decision 034).
  return tags.map((tag, index) => createElement(Asset, Object.assign({ key: index, nonce }, tag)));
}
