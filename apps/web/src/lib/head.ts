import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { DEFAULT_BRAND_NAME } from '@shop/domain/console';
import { useShopName } from './site';

/** The shop's own title (index.html says the same in Vietnamese), in the active language. */
export function defaultTitle(brand: string = DEFAULT_BRAND_NAME): string {
  return t`${brand} — Trà, cà phê và nông sản Việt`;
}

/** The description of a page that sets none, in the active language. */
export function defaultDescription(): string {
  return t`Trà, cà phê, nông sản, nước tăng lực và nước ép ổi Việt Nam — mua trực tuyến.`;
}

/** The document title of a page: "Page — {brand}", or the shop's own title for the home page. */
export function formatTitle(title: string | undefined, brand: string = DEFAULT_BRAND_NAME): string {
  return title ? `${title} — ${brand}` : defaultTitle(brand);
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

type PageMeta = { title: string | undefined; description: string | undefined };

/**
 * The pages that asked for a title, oldest first. The newest one still mounted owns the head: an
 * outgoing page that renders once more while the next one is already shown (a navigation, a page
 * transition, a language change) updates its own entry and cannot take the title back.
 */
const owners: PageMeta[] = [];
/** The brand the shown pages last read (the setting), for a title put back when a page goes. */
let shownBrand = DEFAULT_BRAND_NAME;

function applyNewestMeta(): void {
  const meta = owners.at(-1);
  document.title = formatTitle(meta?.title, shownBrand);
  setDescription(meta?.description || defaultDescription());
}

/**
 * Sets the page's `<title>` and meta description while the page is shown, and puts the previous
 * page's (or the shop's defaults) back when it goes, so a page without its own never shows another
 * one's. Pass translated texts (`t\`…\``); the shop's defaults follow the language by themselves.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const brand = useShopName();
  const own = useRef<PageMeta>({ title, description });

  useEffect(() => {
    const entry = own.current;
    owners.push(entry);
    return () => {
      owners.splice(owners.indexOf(entry), 1);
      applyNewestMeta();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale changes the defaults' texts (defaultTitle reads it)
  useEffect(() => {
    own.current.title = title;
    own.current.description = description;
    shownBrand = brand;
    applyNewestMeta();
  }, [title, description, locale, brand]);
}
