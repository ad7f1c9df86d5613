import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import {
  fieldLabel,
  formatHistoryValue,
  type HistoryDisplay,
  type HistoryNames,
  type ItemHistoryEntry,
} from '@shop/domain/console';
import { formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Card } from '@/ui/card';
import { historyQuery } from '../api/history-queries';

/**
 * Names of an item's fields as the edit screen calls them, over the domain's names of every console
 * collection's fields (item-labels.ts); a field named nowhere shows its stored name.
 */
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
          <TimelineEntry
            key={entry.version}
            collection={collection}
            entry={entry}
            labels={labels}
            names={history.data.names ?? {}}
          />
        ))}
      </ol>
    </Card>
  );
}

function TimelineEntry({
  collection,
  entry,
  labels,
  names,
}: {
  collection: string;
  entry: ItemHistoryEntry;
  labels: FieldLabels;
  names: HistoryNames;
}) {
  const locale = useLanguageStore((state) => state.language);
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
              <span className="font-semibold">
                {labels[change.field] ?? fieldLabel(collection, change.field, locale)}
              </span>
              :{' '}
              {entry.kind === 'created' ? null : (
                <>
                  <HistoryValue
                    shown={formatHistoryValue(collection, change.field, change.from, locale, names)}
                    className="text-coffee-700"
                  />{' '}
                  →{' '}
                </>
              )}
              <HistoryValue shown={formatHistoryValue(collection, change.field, change.to, locale, names)} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * One value of a change: its short line; a list's items one per line and a cut text's whole, on
 * demand (a disclosure), so a long description or a variant list never floods the timeline.
 */
function HistoryValue({ shown, className }: { shown: HistoryDisplay | null; className?: string }) {
  const { t } = useLingui();
  if (shown === null) return <span className={className}>{t`(trống)`}</span>;
  const more = (shown.lines?.length ?? 0) > 1 || shown.full !== undefined;
  if (!more) return <span className={className}>{shown.text}</span>;
  return (
    <details className={`inline-block max-w-full align-top ${className ?? ''}`}>
      <summary className="cursor-pointer">{shown.text}</summary>
      {shown.lines && shown.lines.length > 1 ? (
        <ul className="list-disc pl-5">
          {shown.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one stored value, fixed
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="whitespace-pre-wrap">{shown.full}</p>
      )}
    </details>
  );
}
