import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CardLink } from '@/ui/card-link';
import { usePageMeta } from '@/lib/head';
import { useShopName } from '@/lib/site';
import { useLanguageStore } from '@/stores/language-store';
import { QueryErrorState, type RetryableQuery } from '@/ui/error-state';
import { jobQueries } from '../api/job-queries';
import { JobFacts } from './job-facts';
import { LoadingStatus } from '@/ui/loading-status';

/** Postings that did not load, with a retry (the list and a posting's page). */
export function JobsError({ query }: { query: RetryableQuery }) {
  return <QueryErrorState title={<Trans>Không tải được tin tuyển dụng</Trans>} query={query} />;
}

export function JobsSkeleton() {
  return (
    <LoadingStatus label={<Trans>Đang tải tin tuyển dụng…</Trans>} className="space-y-4">
      {['a', 'b', 'c'].map((key) => (
        <div key={key} aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-cream-100" />
      ))}
    </LoadingStatus>
  );
}

/** /tuyen-dung: open positions in the current language. */
export function JobsPage() {
  const { t } = useLingui();
  const shopName = useShopName();
  const language = useLanguageStore((state) => state.language);
  const { data: jobs, isPending, isError, refetch, isRefetching } = useQuery(jobQueries.list(language));
  usePageMeta(
    t`Tuyển dụng`,
    t`Các vị trí đang tuyển tại ${shopName}: kinh doanh, vùng nguyên liệu, xưởng rang và chăm sóc khách hàng.`,
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="font-bold text-3xl text-leaf-900 sm:text-4xl">
          <Trans>Tuyển dụng</Trans>
        </h1>
        <p className="mt-2 text-coffee-700 sm:text-lg">
          <Trans>Cùng {shopName} đưa trà, cà phê và nông sản Việt đến nhiều gia đình hơn.</Trans>
        </p>
      </header>
      <div className="mt-6">
        {isPending ? (
          <JobsSkeleton />
        ) : isError ? (
          <JobsError query={{ refetch, isRefetching }} />
        ) : jobs.length === 0 ? (
          <p className="rounded-2xl border border-leaf-200 border-dashed bg-white p-8 text-center text-coffee-700">
            <Trans>
              Hiện chưa có vị trí nào đang tuyển. Hãy quay lại sau hoặc gửi hồ sơ qua trang liên hệ.
            </Trans>
          </p>
        ) : (
          <ul className="space-y-4">
            {jobs.map((job) => (
              <li key={job._id}>
                <article className="relative rounded-2xl border border-leaf-100 bg-white p-5 shadow-sm transition hover:shadow-md">
                  <h2 className="font-semibold text-coffee-900 text-lg sm:text-xl">
                    <CardLink
                      to="/tuyen-dung/$slug"
                      params={{ slug: job.slug }}
                      className="hover:text-leaf-800"
                    >
                      {job.title}
                    </CardLink>
                  </h2>
                  {job.summary ? <p className="mt-1 text-coffee-700">{job.summary}</p> : null}
                  <div className="mt-4">
                    <JobFacts job={job} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
