import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { ItemTimeline } from '@/features/history';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { scheduleQueries } from '../api/schedule-queries';
import { RunResult } from './run-result';

/** One schedule's runs (newest first) and its timeline of changes: shown when its row is opened. */
export function ScheduleDetails({ id }: { id: string }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const detail = useQuery(scheduleQueries.detail(id));
  return (
    <div className="mt-2 flex flex-col gap-3">
      {detail.error ? <Alert>{errorText(detail.error, locale, t`Không tải được danh sách`)}</Alert> : null}
      <div>
        <h3 className="font-semibold text-sm">
          <Trans>Các lần chạy</Trans>
        </h3>
        <ul className="text-sm" data-testid="runs">
          {(detail.data?.runs ?? []).map((run) => (
            <li key={run._id} className="border-coffee-100 border-b py-1 last:border-b-0">
              <span className="text-coffee-700">{formatDateTime(run.run_at)}</span> ·{' '}
              {run.status === 'pending' ? t`Đang chờ` : <RunResult run={run} />}
            </li>
          ))}
        </ul>
      </div>
      <ItemTimeline
        collection="schedule"
        id={id}
        labels={{
          type: t`Việc cần làm`,
          when: t`Thời gian`,
          audience: t`Người nhận`,
          email: t`Khách hàng`,
          subject: t`Tiêu đề thư`,
          message: t`Nội dung thư`,
          collection: t`Loại nội dung`,
          target_id: t`Mã đối tượng`,
          target_name: t`Đối tượng`,
          created_by: t`Người tạo`,
          paused: t`Đang tạm dừng`,
        }}
      />
    </div>
  );
}
