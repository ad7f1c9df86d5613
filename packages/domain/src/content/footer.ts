/**
 * The footer's two lists of pages (SPEC §2 Footer): the type name (ten_loai) and the route. Apart
 * from the console's settings contract (and its valibot schemas), so the shop's first script can
 * read it alone.
 */
export const FOOTER_PAGE_KINDS = {
  policy: { typeName: 'Chính sách khách hàng', basePath: '/chinh-sach' },
  guide: { typeName: 'Hướng dẫn', basePath: '/huong-dan' },
} as const;
export type FooterPageKind = keyof typeof FOOTER_PAGE_KINDS;
/** SPEC §2 Footer and §9: the footer shows the first 5 pages of each kind, by sst. */
export const FOOTER_LIST_LIMIT = 5;

/** At most this many links in one footer list the owner edits. */
export const FOOTER_LINKS_MAX = 12;
/** A link's name and address at most this long. */
export const FOOTER_LABEL_MAX = 80;
export const FOOTER_HREF_MAX = 500;

/**
 * One link of a footer list the owner edits in the console (decision 033): its name in both
 * languages and where it leads, a shop path ('/chinh-sach/doi-tra') or a web address; `href_en`
 * when the English page lives elsewhere ('' : the same address).
 */
export interface FooterLink {
  label: string;
  label_en: string;
  href: string;
  href_en: string;
}

/**
 * Whether an address may go into a footer link: a path of the shop ('/…', never '//…' nor a
 * backslash, which browsers read as another host) or an http(s) address with a host. Anything else
 * (javascript:, data:, mailto:, spaces, control characters) is refused.
 */
export function isSafeFooterHref(href: string): boolean {
  if (href.length === 0 || href.length > FOOTER_HREF_MAX) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\s\\\u0000-\u001f\u007f]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  // A host of letters, digits, dots and dashes (with a port), no user part: what a footer link needs.
  return /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(href);
}

/** Whether an address leads out of the shop (opens in a new tab, not through the shop's router). */
export const isExternalFooterHref = (href: string): boolean => !href.startsWith('/');

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The owner's links of one footer list, read from the company record's `footer_lists` (the shop's
 * footer and the console read it the same way): null when the owner never set that list (the
 * footer then shows the pages of its kind), else its well-formed links with a safe address, at most
 * FOOTER_LINKS_MAX.
 */
export function storedFooterLinks(record: unknown, kind: FooterPageKind): FooterLink[] | null {
  if (typeof record !== 'object' || record === null) return null;
  const lists = (record as { footer_lists?: unknown }).footer_lists;
  if (typeof lists !== 'object' || lists === null) return null;
  const list = (lists as Record<string, unknown>)[kind];
  if (!Array.isArray(list)) return null;
  const links: FooterLink[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { label, label_en, href, href_en } = item as Record<string, unknown>;
    if (!isText(label) || label.trim() === '' || !isText(href) || !isSafeFooterHref(href)) continue;
    links.push({
      label,
      label_en: isText(label_en) ? label_en : '',
      href,
      href_en: isText(href_en) && isSafeFooterHref(href_en) ? href_en : '',
    });
  }
  return links.slice(0, FOOTER_LINKS_MAX);
}

/** A link in one language: the English name and address fall back to the Vietnamese ones. */
export function footerLinkIn(link: FooterLink, language: 'vi' | 'en'): { label: string; href: string } {
  if (language === 'vi') return { label: link.label, href: link.href };
  return { label: link.label_en.trim() || link.label, href: link.href_en || link.href };
}
