/** The languages of the shop; Vietnamese is the default (x-default) and has the bare path. */
export type SiteLanguage = 'vi' | 'en';

/** A page of the shop in the languages it exists in. */
export interface SitemapPage {
  /** The path without search (`/tin-tuc/bai-viet/mua-che`); no `?` in it. */
  path: string;
  /**
   * The page's own parameters in its canonical (`page=1&sort=newest`: sorted by name, encoded, no
   * `?`), when its address has some; the language is added after them as the web's canonicals do.
   */
  query?: string;
  languages: readonly SiteLanguage[];
  lastmod?: Date | undefined;
}

export interface ChildSitemap {
  name: string;
  lastmod?: Date | undefined;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute: the five special characters escaped, control characters dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 cannot hold
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
  );
}

/** A path's segments percent-encoded as a URL needs them (Vietnamese letters, spaces), '/' kept. */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join('/');
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The URL of a page in a language: the same rule as the web's canonicals (vi bare, en `?lang=en`,
 * after the page's own parameters).
 */
export function pageUrl(origin: string, path: string, language: SiteLanguage, query = ''): string {
  const params = [query, language === 'vi' ? '' : `lang=${language}`].filter(Boolean).join('&');
  return `${origin}${encodePath(path)}${params ? `?${params}` : ''}`;
}

function lastmodTag(date: Date | undefined): string {
  return date ? `<lastmod>${date.toISOString()}</lastmod>` : '';
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * A urlset with one <url> per page and language, each naming every language of its page (and
 * x-default, the Vietnamese one or else the first) as xhtml:link alternates.
 */
export function writeUrlSet(origin: string, pages: readonly SitemapPage[]): string {
  const entries: string[] = [];
  for (const page of pages) {
    const languages = page.languages.length ? page.languages : (['vi'] as const);
    const fallback = languages.includes('vi') ? 'vi' : languages[0];
    const alternates = languages.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(pageUrl(origin, page.path, language, page.query))}"/>`,
    );
    if (fallback)
      alternates.push(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(origin, page.path, fallback, page.query))}"/>`,
      );
    for (const language of languages) {
      entries.push(
        `<url><loc>${escapeXml(pageUrl(origin, page.path, language, page.query))}</loc>${lastmodTag(page.lastmod)}${alternates.join('')}</url>`,
      );
    }
  }
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: one <sitemap> per child, at /sitemaps/{name}.xml. */
export function writeSitemapIndex(origin: string, children: readonly ChildSitemap[]): string {
  const entries = children.map(
    (child) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${encodeURIComponent(child.name)}.xml`)}</loc>${lastmodTag(child.lastmod)}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
