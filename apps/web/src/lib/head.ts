import { t } from '@lingui/core/macro';
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

function setDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Sets the page's `<title>` and meta description while the page is shown, and puts the shop's
 * defaults back when it goes, so a page without its own never shows the previous one's.
 * Pass translated texts (`t\`…\``): they follow the language when it changes.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    document.title = formatTitle(title);
    setDescription(description || defaultDescription());
    return () => {
      document.title = defaultTitle();
      setDescription(defaultDescription());
    };
  }, [title, description]);
}
