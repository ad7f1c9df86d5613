import { useLingui } from '@lingui/react/macro';
import type { ScheduleRun } from '@shop/domain/console';
import { formatDateTime } from '@shop/domain/primitives';

/** What a run came to, in a line: when, and its result or its error. */
export function RunResult({ run }: { run: ScheduleRun }) {
  const { t } = useLingui();
  const when = formatDateTime(run.finished_at ?? run.run_at);
  const mails = typeof run.result?.mails === 'number' ? run.result.mails : undefined;
  switch (run.status) {
    case 'done':
      return (
        <span className="text-leaf-800">
          {when} · {mails === undefined ? t`Đã chạy xong` : t`Đã gửi ${mails} thư`}
        </span>
      );
    case 'failed':
      return (
        <span className="text-guava-700">
          {when} · {t`Thất bại sau ${run.attempts} lần thử`}: {run.error}
        </span>
      );
    case 'retrying':
      return (
        <span className="text-guava-700">
          {t`Lỗi, sẽ thử lại (lần ${run.attempts}/${run.max_attempts})`}: {run.error}
        </span>
      );
    case 'cancelled':
      return <span>{t`Đã huỷ`}</span>;
    default:
      return <span>{t`Đang chạy`}</span>;
  }
}
