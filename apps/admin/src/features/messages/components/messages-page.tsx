import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_REPLY_MAX, type ConsoleContactMessage } from '@shop/domain/console';
import { formatDateTime } from '@shop/domain/primitives';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type SearchedList, toFilter, toPage } from '@/lib/list-search';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { PageTitle } from '@/ui/page-title';
import { Notice, type NoticedRow, useNoticedWrite } from '@/ui/notice';
import { PagedList } from '@/ui/paged-list';
import { SubscribersSection } from './subscribers-section';
import { submitWith } from '@/ui/form';

export type HandledFilter = 'no' | 'yes' | 'all';
export interface MessagesSearch {
  handled?: HandledFilter;
  page?: number;
}

/** Contact messages (newest first) with a handled / not handled filter and toggle; subscribers below. */
export function MessagesPage({ search, onSearch }: SearchedList<MessagesSearch>) {
  const { t } = useLingui();
  const handled = search.handled ?? 'no';
  // The page's, not a card's: an answered or handled message leaves the "not handled" list, and
  // its card with it, while its confirmation must stay on screen.
  const [notice, setNotice] = useState('');
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
        onChange={toFilter({ search, onSearch }, 'handled', 'no')}
        choices={[
          { value: 'no', label: t`Chưa xử lý`, count: list.data?.unhandled },
          { value: 'yes', label: t`Đã xử lý` },
          { value: 'all', label: t`Tất cả` },
        ]}
      />
      <Notice text={notice} />
      <PagedList
        list={list}
        failed={t`Không tải được tin nhắn`}
        empty={<Trans>Không có tin nhắn nào.</Trans>}
        loading={<Trans>Đang tải tin nhắn…</Trans>}
        onPage={toPage({ search, onSearch })}
      >
        {(items) => (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <MessageCard key={item._id} item={item} onNotice={setNotice} />
              ))}
            </ul>
          </>
        )}
      </PagedList>
      <SubscribersSection />
    </>
  );
}

/** An answer mailed to the sender (the server queues it in the outbox); the message is then handled. */
function ReplyForm({ item, onNotice }: NoticedRow<ConsoleContactMessage>) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useNoticedWrite((api) => api.replyToMessage(item._id, text), {
    onNotice,
    invalidate: ['messages'],
    onDone: () => {
      setText('');
      setOpen(false);
    },
  });
  if (!isOpen)
    return (
      <div className="mt-2">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Trans>Trả lời qua e-mail</Trans>
        </Button>
      </div>
    );
  return (
    <form className="mt-2 flex flex-col gap-2" onSubmit={submitWith(() => send.mutate())}>
      <label className="flex flex-col gap-1 font-semibold text-sm">
        <Trans>Trả lời tới {item.email}</Trans>
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          maxLength={CONTACT_REPLY_MAX}
          data-testid="reply-text"
          className="rounded-lg border border-coffee-200 bg-white p-3 font-normal text-base"
        />
      </label>
      {send.error ? <Alert>{errorText(send.error, locale, t`Không gửi được trả lời`)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending || text.trim().length < 2}>
          <Trans>Gửi trả lời</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          <Trans>Huỷ</Trans>
        </Button>
      </div>
    </form>
  );
}

function MessageCard({ item, onNotice }: NoticedRow<ConsoleContactMessage>) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const toggle = useNoticedWrite((api) => api.setMessageHandled(item._id, !item.handled), {
    onNotice,
    invalidate: ['messages'],
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
      {item.replies.length > 0 ? (
        <ol className="mt-2 flex flex-col gap-2" aria-label={t`Các trả lời đã gửi`}>
          {item.replies.map((reply) => (
            <li
              key={reply.at}
              className="border-leaf-600 border-l-2 pl-3 text-sm"
              data-testid="message-reply"
            >
              <p className="text-coffee-700 text-xs">
                <Trans>
                  {reply.by} trả lời lúc {formatDateTime(reply.at)}
                </Trans>
              </p>
              <p className="whitespace-pre-line break-words">{reply.noi_dung}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {item.email ? <ReplyForm item={item} onNotice={onNotice} /> : null}
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
    </li>
  );
}
