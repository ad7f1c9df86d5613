import { Trans, useLingui } from '@lingui/react/macro';
import { type ScheduleItem, scheduleRefusal } from '@shop/domain/console';
import { formatDateTime } from '@shop/domain/primitives';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getConsoleApi, getShopApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmAction } from '@/ui/confirm-dialog';
import { PageTitle } from '@/ui/page-title';
import { scheduleQueries } from '../api/schedule-queries';
import { RunResult } from './run-result';
import { ScheduleDetails } from './schedule-details';
import { ScheduleForm } from './schedule-form';
import { useScheduleWords } from './schedule-words';

/**
 * The console's schedules: the list (next run, last run and its result), the create form, delete.
 * A schedule whose target's area the user does not hold is shown without its buttons (decision 038).
 */
export function SchedulesPage({ areas }: { areas: readonly string[] }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const list = useQuery(scheduleQueries.list());
  return (
    <>
      <PageTitle>
        <Trans>Lịch hẹn</Trans>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <ScheduleForm areas={areas} />
        <Card title={t`Các lịch`}>
          {list.error ? <Alert>{errorText(list.error, locale, t`Không tải được danh sách`)}</Alert> : null}
          {list.data?.items.length === 0 ? (
            <p className="text-coffee-700 text-sm">
              <Trans>Chưa có lịch nào.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-coffee-100" data-testid="schedules">
              {(list.data?.items ?? []).map((item) => (
                <ScheduleRow key={item._id} item={item} areas={areas} />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}

function ScheduleRow({ item, areas }: { item: ScheduleItem; areas: readonly string[] }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const words = useScheduleWords();
  const [isOpen, setIsOpen] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const name = `${words.typeLabel(item.type)}: ${words.targetOf(item)}`;
  const pause = useMutation({
    mutationFn: async () => {
      const api = await getConsoleApi();
      return item.paused ? api.resumeSchedule(item._id) : api.pauseSchedule(item._id);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scheduleQueries.all() }),
  });
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="schedule">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold">
            {words.typeLabel(item.type)}: <span className="break-words">{words.targetOf(item)}</span>
            {item.paused ? (
              <span
                className="ml-2 rounded bg-coffee-100 px-2 py-0.5 font-normal text-coffee-800 text-sm"
                data-testid="paused"
              >
                <Trans>Đang tạm dừng</Trans>
              </span>
            ) : null}
          </p>
          <p className="text-coffee-700 text-sm">{words.whenOf(item.when)}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
            <dt className="text-coffee-700">
              <Trans>Lần chạy tới</Trans>
            </dt>
            <dd data-testid="next-run">{item.next_run_at ? formatDateTime(item.next_run_at) : '—'}</dd>
            <dt className="text-coffee-700">
              <Trans>Lần chạy gần nhất</Trans>
            </dt>
            <dd data-testid="last-run">{item.last_run ? <RunResult run={item.last_run} /> : '—'}</dd>
          </dl>
          <details className="mt-1" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
            <summary className="min-h-11 cursor-pointer content-center font-semibold text-leaf-800 text-sm">
              <Trans>Các lần chạy và lịch sử thay đổi</Trans>
            </summary>
            {isOpen ? <ScheduleDetails id={item._id} /> : null}
          </details>
        </div>
        {scheduleRefusal(areas, item) === null ? (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => setIsEditing(!isEditing)}
              aria-expanded={isEditing}
              aria-label={`${t`Sửa lịch`}: ${name}`}
            >
              <Trans>Sửa</Trans>
            </Button>
            <Button
              variant="secondary"
              disabled={pause.isPending}
              onClick={() => pause.mutate()}
              aria-label={`${item.paused ? t`Tiếp tục lịch` : t`Tạm dừng lịch`}: ${name}`}
            >
              {item.paused ? <Trans>Tiếp tục</Trans> : <Trans>Tạm dừng</Trans>}
            </Button>
            <DeleteButton item={item} label={t`Xoá lịch`} />
          </div>
        ) : null}
      </div>
      {pause.error ? <Alert>{errorText(pause.error, locale, t`Không lưu được lịch`)}</Alert> : null}
      {isEditing ? <ScheduleForm areas={areas} editing={item} onClose={() => setIsEditing(false)} /> : null}
    </li>
  );
}

function DeleteButton({ item, label }: { item: ScheduleItem; label: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const words = useScheduleWords();
  const name = `${words.typeLabel(item.type)}: ${words.targetOf(item)}`;
  return (
    <ConfirmAction
      label={label}
      ariaLabel={`${label}: ${name}`}
      question={t`Xoá lịch "${name}"? Các lần chạy chưa đến sẽ bị huỷ.`}
      confirmLabel={<Trans>Xoá</Trans>}
      failure={t`Không xoá được`}
      run={async () => (await getShopApi()).deleteSchedule(item._id)}
      onDone={() => void queryClient.invalidateQueries({ queryKey: scheduleQueries.all() })}
    />
  );
}
