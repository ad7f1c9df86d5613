import { Trans, useLingui } from '@lingui/react/macro';
import { type ConsoleContactMessage, formatDateTime } from '@shop/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { PageTitle } from '@/ui/page-title';
import { PagedList } from '@/ui/paged-list';
import { SubscribersSection } from './subscribers-section';

export type HandledFilter = 'no' | 'yes' | 'all';
export interface MessagesSearch {
  handled?: HandledFilter;
  page?: number;
}

/** Contact messages (newest first) with a handled / not handled filter and toggle; subscribers below. */
export function MessagesPage({
  search,
  onSearch,
}: {
  search: MessagesSearch;
  onSearch: (next: MessagesSearch) => void;
}) {
  const { t } = useLingui();
  const handled = search.handled ?? 'no';
  const list = useQuery({
    queryKey: ['messages', 'list', handled, search.page ?? 1],
    queryFn: async () => (await getConsoleApi()).messages({ handled, page: String(search.page ?? 1) }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle>
        <Trans>Tin nhắn liên hệ</Trans>
      </PageTitle>
      <ChoiceTabs
        label={t`Lọc tin nhắn`}
        value={handled}
        onChange={(next) => onSearch({ handled: next === 'no' ? undefined : next })}
        choices={[
          { value: 'no', label: t`Chưa xử lý`, count: list.data?.unhandled },
          { value: 'yes', label: t`Đã xử lý` },
          { value: 'all', label: t`Tất cả` },
        ]}
      />
      <PagedList
        list={list}
        failed={t`Không tải được tin nhắn`}
        empty={<Trans>Không có tin nhắn nào.</Trans>}
        loading={<Trans>Đang tải tin nhắn…</Trans>}
        onPage={(page) => onSearch({ ...search, page: page === 1 ? undefined : page })}
      >
        {(items) => (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <MessageCard key={item._id} item={item} />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      <SubscribersSection />
    </>
  );
}

function MessageCard({ item }: { item: ConsoleContactMessage }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const toggle = useMutation({
    mutationFn: async () => (await getConsoleApi()).setMessageHandled(item._id, !item.handled),
    onSuccess: (reply) => {
      setNotice(reply.message);
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
    },
  });
  return (
    <li className="rounded-xl border border-coffee-100 bg-white p-4" data-testid="contact-message">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{item.ho_ten || t`(không tên)`}</p>
          <p className="text-coffee-700 text-sm">
            {[item.email, item.dien_thoai, item.dia_chi].filter(Boolean).join(' · ')}
          </p>
          <p className="text-coffee-700 text-xs">
            {item.date_created ? formatDateTime(item.date_created) : ''}
          </p>
        </div>
        <Button
          variant={item.handled ? 'secondary' : 'primary'}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {item.handled ? <Trans>Đánh dấu chưa xử lý</Trans> : <Trans>Đánh dấu đã xử lý</Trans>}
        </Button>
      </div>
      <p className="mt-2 whitespace-pre-line break-words">{item.noi_dung}</p>
      {item.handled ? (
        <p className="mt-2 text-leaf-800 text-sm">
          <Trans>
            Đã xử lý bởi {item.handled_by} lúc {formatDateTime(item.handled_at)}
          </Trans>
        </p>
      ) : null}
      {toggle.error ? (
        <Alert>{errorText(toggle.error, locale, t`Không cập nhật được tin nhắn`)}</Alert>
      ) : null}
      <p role="status" className="sr-only">
        {notice}
      </p>
    </li>
  );
}
