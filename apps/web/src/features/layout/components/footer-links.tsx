import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLanguageStore } from '@/stores/language-store';
import { AppLink } from '@/ui/app-link';
import { FOOTER_PAGE_KINDS, type FooterPageKind, footerPageQueries } from '../api/footer-page-queries';

type FooterLinksProps = { kind: FooterPageKind; title: ReactNode; headingId: string };

/** A footer column of policy or guide pages; a failed load leaves the column empty rather than broken. */
export function FooterLinks({ kind, title, headingId }: FooterLinksProps) {
  const language = useLanguageStore((state) => state.language);
  const { data: pages = [], isPending } = useQuery(footerPageQueries.list(kind, language));
  const { basePath } = FOOTER_PAGE_KINDS[kind];
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
          : pages.map((page) => (
              <li key={page._id}>
                <AppLink
                  href={`${basePath}/${encodeURIComponent(page.slug)}`}
                  className="inline-flex min-h-9 items-center py-1 text-leaf-100 text-sm leading-snug transition hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
                >
                  {page.title}
                </AppLink>
              </li>
            ))}
      </ul>
    </nav>
  );
}
