import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '@/lib/head';
import { useLanguageStore } from '@/stores/language-store';
import { QueryErrorState } from '@/ui/error-state';
import { NotFoundNotice } from '@/ui/not-found';
import { RichText } from '@shop/content-render';
import { type PageType, pageQueries } from '../api/page-queries';
import { SiblingPages } from './sibling-pages';
import { LoadingStatus } from '@/ui/loading-status';

export function ContentPageSkeleton() {
  return (
    <LoadingStatus
      label={<Trans>Đang tải trang…</Trans>}
      className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10"
    >
      <div aria-hidden="true" className="space-y-4">
        <div className="h-10 w-3/4 animate-pulse rounded-lg bg-cream-200" />
        <div className="h-40 animate-pulse rounded-lg bg-cream-100" />
      </div>
    </LoadingStatus>
  );
}

/** /chinh-sach/{slug} and /huong-dan/{slug}: a policy or guide page in the current language. */
export function ContentPage({ loai, slug }: { loai: PageType; slug: string }) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const query = useQuery(pageQueries.detail(loai, slug, language));
  const page = query.data;
  const section = loai === 'chinh-sach' ? t`Chính sách khách hàng` : t`Hướng dẫn`;
  usePageMeta(
    page ? page.title : page === null ? t`Không tìm thấy trang` : section,
    page ? `${section}: ${page.title}` : undefined,
  );

  if (query.isPending) return <ContentPageSkeleton />;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 max-w-3xl">
        {query.isError ? (
          <QueryErrorState title={<Trans>Không tải được trang</Trans>} query={query} />
        ) : !page ? (
          <NotFoundNotice className="py-6" title={<Trans>Không tìm thấy trang</Trans>}>
            <Trans>
              Trang này không tồn tại hoặc đã được đổi địa chỉ. Hãy chọn một trang trong danh sách.
            </Trans>
          </NotFoundNotice>
        ) : (
          <article>
            <p className="font-semibold text-guava-700 text-sm uppercase tracking-wider">{section}</p>
            <h1 className="mt-1 font-bold text-3xl text-coffee-900 leading-tight sm:text-4xl">
              {page.title}
            </h1>
            <div className="mt-6">
              <RichText source={page.content ?? ''} />
            </div>
          </article>
        )}
        <p className="mt-10">
          <Link to="/lien-he" className="font-semibold text-leaf-700 underline underline-offset-2">
            <Trans>Cần hỗ trợ thêm? Liên hệ với chúng tôi</Trans>
          </Link>
        </p>
      </div>
      <SiblingPages loai={loai} current={page?.slug} title={section} />
    </div>
  );
}
