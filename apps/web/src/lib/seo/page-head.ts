import type { Language } from '../language';
import { absoluteUrl, canonicalUrl, languageAlternates } from './urls';

/** A picture to share the page with (og:image, twitter:image): its MIME type and size when known. */
export type ShareImage = { url: string; alt?: string; type?: string; width?: number; height?: number };

export type PageHeadInput = {
  origin: string;
  /** The page's path, without search (`/mua-hang/san-pham/CPH-001`). */
  path: string;
  /** The page's search parameters, `lang` included or not (it is dropped from canonicals). */
  search?: Readonly<Record<string, unknown>>;
  language: Language;
  /** The whole document title, shop name included. */
  title: string;
  description: string;
  image?: ShareImage | undefined;
  /** og:type: a product page says `product`, an article `article`. */
  type?: 'website' | 'product' | 'article';
  /** Account, cart and checkout pages: kept out of search results. */
  isNoIndex?: boolean;
  /** JSON-LD documents of the page (each becomes one `application/ld+json` script). */
  jsonLd?: readonly object[];
};

/** A tag of TanStack Router's `head().meta`: a meta element or the title. */
export type HeadMeta =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string };
export type HeadLink = { rel: string; href: string; hrefLang?: string };
/** A JSON-LD document as a `head().scripts` entry. */
export type HeadScript = { type: 'application/ld+json'; children: string };
export type PageHead = { meta: HeadMeta[]; links: HeadLink[]; scripts: HeadScript[] };

/**
 * A JSON-LD document as script text: `<`, `>` and `&` written as JSON escapes, so a text in the
 * data (`</script>` in a product's description) cannot end the script or open markup.
 */
export function jsonLdScript(document: object): HeadScript {
  const text = JSON.stringify(document)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return { type: 'application/ld+json', children: text };
}

const OG_LOCALES: Record<Language, string> = { vi: 'vi_VN', en: 'en_US' };

/**
 * The head of a page for TanStack Router's `head` option: title, description, canonical, hreflang
 * alternates (vi, en, x-default), Open Graph and Twitter tags and the page's JSON-LD. Every URL is
 * absolute from `origin`. A noindex page gets no alternates: it has nothing to offer a crawler.
 */
export function buildPageHead(input: PageHeadInput): PageHead {
  const { origin, path, search = {}, language, title, description, image } = input;
  const url = canonicalUrl(origin, path, language, search);
  const other: Language = language === 'vi' ? 'en' : 'vi';
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:locale', content: OG_LOCALES[language] },
    { property: 'og:locale:alternate', content: OG_LOCALES[other] },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    const imageUrl = absoluteUrl(origin, image.url);
    meta.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl });
    if (image.type) meta.push({ property: 'og:image:type', content: image.type });
    if (image.width) meta.push({ property: 'og:image:width', content: String(image.width) });
    if (image.height) meta.push({ property: 'og:image:height', content: String(image.height) });
    if (image.alt) {
      meta.push(
        { property: 'og:image:alt', content: image.alt },
        { name: 'twitter:image:alt', content: image.alt },
      );
    }
  }
  if (input.isNoIndex) meta.push({ name: 'robots', content: 'noindex' });

  const links: HeadLink[] = [{ rel: 'canonical', href: url }];
  if (!input.isNoIndex) {
    for (const alternate of languageAlternates(origin, path, search)) {
      links.push({ rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href });
    }
  }
  return { meta, links, scripts: (input.jsonLd ?? []).map(jsonLdScript) };
}
