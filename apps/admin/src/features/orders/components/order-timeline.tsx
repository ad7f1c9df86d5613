import { Trans } from '@lingui/react/macro';
import type { StatusName, TimelineEntry } from '@shop/domain/console';
import { formatDateTime } from '@shop/domain/primitives';
import { ReturnChange } from '@/features/returns';
import { Card } from '@/ui/card';
import { useChangeText } from './change-text';

/** Every change of the order, newest first: when, who, what. */
export function OrderTimeline({
  entries,
  names,
  isCod,
}: {
  entries: readonly TimelineEntry[];
  names: readonly StatusName[];
  /** Cash on delivery: its payment status '1' is cash to collect, not a payment. */
  isCod: boolean;
}) {
  const say = useChangeText(names, isCod);
  return (
    <Card title={<Trans>Lịch sử thay đổi</Trans>}>
      <ol className="flex flex-col gap-3">
        {[...entries].reverse().map((entry) => (
          <li key={`${entry.version}-${entry.at}`} className="border-leaf-600 border-l-2 pl-3 text-sm">
            <p className="text-coffee-700">
              {formatDateTime(entry.at)} · {entry.by === 'public' ? <Trans>Khách vãng lai</Trans> : entry.by}
            </p>
            <ul>
              {entry.changes.map((change) => (
                <li key={change.field}>
                  {change.field === 'doi_tra' ? <ReturnChange value={change.to} /> : say(change)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
}
