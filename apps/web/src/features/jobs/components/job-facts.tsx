import { Trans } from '@lingui/react/macro';
import { formatDate } from '@shop/domain/primitives';
import { useLanguageStore } from '@/stores/language-store';
import type { JobPosting } from '../api/job-queries';

/** Place, salary, type, openings and deadline of a posting, as a definition list. */
export function JobFacts({ job }: { job: JobPosting }) {
  const language = useLanguageStore((state) => state.language);
  const rows = [
    { key: 'place', term: <Trans>Địa điểm</Trans>, value: job.dia_diem },
    { key: 'salary', term: <Trans>Mức lương</Trans>, value: job.muc_luong },
    { key: 'type', term: <Trans>Hình thức</Trans>, value: job.hinh_thuc },
    {
      key: 'openings',
      term: <Trans>Số lượng</Trans>,
      value: job.so_luong_tuyen ? String(job.so_luong_tuyen) : null,
    },
    {
      key: 'deadline',
      term: <Trans>Hạn nộp hồ sơ</Trans>,
      value: job.han_nop ? formatDate(job.han_nop, language) : null,
    },
  ].filter((row) => row.value);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.key}>
          <dt className="font-semibold text-leaf-800">{row.term}</dt>
          <dd className="text-coffee-800">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
