import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLanguageStore } from '@/stores/language-store';
import { type PageType, pageQueries } from '../api/page-queries';

/** The other pages of the same type, to move between policies (or guides) without the footer. */
export function SiblingPages({ loai, current, title }: { loai: PageType; current?: string; title: string }) {
  const language = useLanguageStore((state) => state.language);
  const { data: pages } = useQuery(pageQueries.list(loai, language));
  if (!pages || pages.length === 0) return null;
  const to = loai === 'chinh-sach' ? '/chinh-sach/$slug' : '/huong-dan/$slug';
  return (
    <nav
      aria-label={title}
      className="self-start rounded-2xl border border-leaf-100 bg-white p-4 lg:sticky lg:top-24"
    >
      <p className="font-semibold text-coffee-900">{title}</p>
      <ul className="mt-2 space-y-1">
        {pages.map((page) => (
          <li key={page._id}>
            <Link
              to={to}
              params={{ slug: page.slug }}
              aria-current={page.slug === current ? 'page' : undefined}
              className={`block rounded-lg px-2 py-2 text-sm ${page.slug === current ? 'bg-leaf-50 font-semibold text-leaf-800' : 'text-coffee-700 hover:bg-cream-100 hover:text-leaf-800'}`}
            >
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
