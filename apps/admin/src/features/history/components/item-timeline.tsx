import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { formatDateTime, type ItemHistoryEntry } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/lib/error-text';
import { Card } from '@/ui/card';
import { historyQuery } from '../api/history-queries';

/** Names of an item's fields as the edit screen calls them; a field not named shows its stored name. */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * Every change of an item, newest first: when, who, and each field from → to (from the version
 * history; GET console/history/{collection}/{id}). Put it on the item's edit screen.
 */
export function ItemTimeline({
  collection,
  id,
  labels = {},
}: {
  collection: string;
  id: string;
  labels?: FieldLabels;
}) {
  const { i18n, t } = useLingui();
  const history = useQuery(historyQuery(collection, id));
  const title = <Trans>Lịch sử thay đổi</Trans>;
  if (history.isPending)
    return (
      <Card title={title}>
        <p className="text-coffee-700 text-sm">
          <Trans>Đang tải…</Trans>
        </p>
      </Card>
    );
  if (history.isError) {
    const none = history.error instanceof ApiError && history.error.status === 404;
    return (
      <Card title={title}>
        <p
          className={none ? 'text-coffee-700 text-sm' : 'text-guava-800 text-sm'}
          role={none ? undefined : 'alert'}
        >
          {none
            ? t`Chưa có thay đổi nào.`
            : errorText(
                history.error,
                i18n.locale === 'en' ? 'en' : 'vi',
                t`Không tải được lịch sử thay đổi.`,
              )}
        </p>
      </Card>
    );
  }
  return (
    <Card title={title}>
      <ol className="flex flex-col gap-3" data-testid="item-timeline">
        {[...history.data.entries].reverse().map((entry) => (
          <TimelineEntry key={entry.version} entry={entry} labels={labels} />
        ))}
      </ol>
    </Card>
  );
}

function TimelineEntry({ entry, labels }: { entry: ItemHistoryEntry; labels: FieldLabels }) {
  const { t } = useLingui();
  const empty = t`(trống)`;
  return (
    <li className="border-leaf-600 border-l-2 pl-3 text-sm">
      <p className="text-coffee-700">
        {formatDateTime(entry.at)} · {entry.by === 'public' ? <Trans>Khách vãng lai</Trans> : entry.by}
      </p>
      {entry.kind === 'created' ? (
        <p className="font-semibold">
          <Trans>Tạo mới</Trans>
        </p>
      ) : null}
      {entry.kind === 'deleted' ? (
        <p className="font-semibold">
          <Trans>Đã xoá</Trans>
        </p>
      ) : null}
      {entry.changes.length > 0 ? (
        <ul className="break-words">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="font-semibold">{labels[change.field] ?? change.field}</span>:{' '}
              {entry.kind === 'created' ? null : (
                <>
                  <span className="text-coffee-700">{String(change.from ?? empty)}</span> →{' '}
                </>
              )}
              <span>{String(change.to ?? empty)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
