import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '@/lib/head';
import { useLanguageStore } from '@/stores/language-store';
import { NotFoundNotice } from '@/ui/not-found';
import { RichText } from '@shop/content-render';
import { jobQueries } from '../api/job-queries';
import { JobFacts } from './job-facts';
import { JobsError, JobsSkeleton } from './jobs-page';

const BACK = 'font-semibold text-leaf-700 underline underline-offset-2';

/** /tuyen-dung/{slug}: one posting in the current language. */
export function JobDetail({ slug }: { slug: string }) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const query = useQuery(jobQueries.detail(slug, language));
  const job = query.data;
  usePageMeta(
    job ? job.title : job === null ? t`Không tìm thấy tin tuyển dụng` : t`Tuyển dụng`,
    job?.summary ?? undefined,
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      {query.isPending ? (
        <JobsSkeleton />
      ) : query.isError ? (
        <JobsError query={query} />
      ) : !job ? (
        <NotFoundNotice
          className="py-10 text-center"
          title={<Trans>Không tìm thấy tin tuyển dụng</Trans>}
          action={
            <Link to="/tuyen-dung" className={`mt-4 inline-block ${BACK}`}>
              <Trans>Xem các vị trí đang tuyển</Trans>
            </Link>
          }
        >
          <Trans>Vị trí này đã đóng hoặc đường dẫn chưa đúng.</Trans>
        </NotFoundNotice>
      ) : (
        <article>
          <p className="font-semibold text-guava-700 text-sm uppercase tracking-wider">
            <Trans>Tuyển dụng</Trans>
          </p>
          <h1 className="mt-1 font-bold text-3xl text-coffee-900 leading-tight sm:text-4xl">{job.title}</h1>
          {job.summary ? <p className="mt-3 text-coffee-700 text-lg">{job.summary}</p> : null}
          <div className="mt-6 rounded-2xl bg-leaf-50 p-4 sm:p-5">
            <JobFacts job={job} />
          </div>
          <div className="mt-6">
            <RichText source={job.content ?? ''} />
          </div>
          <p className="mt-10 border-leaf-100 border-t pt-6">
            <Link to="/tuyen-dung" className={BACK}>
              <Trans>← Các vị trí khác</Trans>
            </Link>
          </p>
        </article>
      )}
    </div>
  );
}
