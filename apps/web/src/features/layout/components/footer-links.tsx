import { footerLinkIn, isExternalFooterHref, storedFooterLinks } from '@shop/domain/content';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { companyQueries } from '@/lib/company';
import { useLanguageStore } from '@/stores/language-store';
import { AppLink } from '@/ui/app-link';
import { FOOTER_PAGE_KINDS, type FooterPageKind, footerPageQueries } from '../api/footer-page-queries';

type FooterLinksProps = { kind: FooterPageKind; title: ReactNode; headingId: string };

const LINK_CLASS =
  'inline-flex min-h-9 items-center py-1 text-leaf-100 text-sm leading-snug transition hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

/**
 * A footer column of policy or guide links: the owner's own list from the company record when the
 * console set one (decision 033), else the first pages of the kind. A failed load leaves the column
 * empty rather than broken.
 */
export function FooterLinks({ kind, title, headingId }: FooterLinksProps) {
  const language = useLanguageStore((state) => state.language);
  const company = useQuery(companyQueries.info());
  const own = company.data ? storedFooterLinks(company.data, kind) : null;
  const pageList = useQuery({ ...footerPageQueries.list(kind, language), enabled: own === null });
  const { basePath } = FOOTER_PAGE_KINDS[kind];
  const isPending = company.isPending || (own === null && pageList.isPending);
  const links =
    own?.map((link) => footerLinkIn(link, language)) ??
    (pageList.data ?? []).map((page) => ({
      label: page.title,
      href: `${basePath}/${encodeURIComponent(page.slug)}`,
    }));
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-base text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {isPending
          ? [1, 2, 3].map((n) => (
              <li key={n} aria-hidden="true" className="my-2.5 h-4 w-40 animate-pulse rounded bg-leaf-800" />
            ))
          : links.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list's links may repeat an address
              <li key={index}>
                {isExternalFooterHref(link.href) ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
                    {link.label}
                  </a>
                ) : (
                  <AppLink href={link.href} className={LINK_CLASS}>
                    {link.label}
                  </AppLink>
                )}
              </li>
            ))}
      </ul>
    </nav>
  );
}
