import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@shop/domain/primitives';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { saveFile } from '@shop/browser-kit/save-file';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { PagedList } from '@/ui/paged-list';

/** Newsletter subscribers, newest first, with the CSV export. */
export function SubscribersSection() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['subscribers', page],
    queryFn: async () => (await getConsoleApi()).subscribers({ page: String(page) }),
    placeholderData: keepPreviousData,
  });
  const exportCsv = useMutation({
    mutationFn: async () => (await getConsoleApi()).subscribersCsv(),
    onSuccess: (blob) => saveFile(blob, `subscribers-${new Date().toISOString().slice(0, 10)}.csv`),
  });
  return (
    <div className="mt-8">
      <Card
        title={t`Người đăng ký nhận tin`}
        aside={
          <Button variant="secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            <Trans>Xuất CSV</Trans>
          </Button>
        }
      >
        {exportCsv.error ? (
          <Alert>{errorText(exportCsv.error, locale, t`Không xuất được tệp CSV`)}</Alert>
        ) : null}
        <PagedList
          list={list}
          failed={t`Không tải được danh sách`}
          empty={<Trans>Chưa có ai đăng ký nhận tin.</Trans>}
          onPage={setPage}
          compact
        >
          {(items) => (
            <ul className="divide-y divide-coffee-100" data-testid="subscribers">
              {items.map((item) => (
                <li key={item._id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                  <span className="break-all">{item.email}</span>
                  <span className="text-coffee-700">
                    {item.date_created ? formatDateTime(item.date_created) : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </Card>
    </div>
  );
}
