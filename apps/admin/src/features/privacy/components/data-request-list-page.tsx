import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@shop/domain/primitives';
import {
  type DataRequest,
  type DataRequestKind,
  type DataRequestState,
  DATA_REQUEST_DAYS,
} from '@shop/domain/privacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type SearchedList, toFilter, toPage } from '@/lib/list-search';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { Field, SelectField, TextAreaField } from '@/ui/field';
import { PageTitle } from '@/ui/page-title';
import { Notice, type NoticedRow, type OnNotice, useNoticedWrite } from '@/ui/notice';
import { submitWith } from '@/ui/form';
import { PagedList } from '@/ui/paged-list';

export type StateFilter = 'all' | DataRequestState;
export type KindFilter = 'all' | DataRequestKind;
export interface DataRequestsSearch {
  state?: StateFilter;
  kind?: KindFilter;
  page?: number;
}

const STATE_STYLE: Record<DataRequestState, string> = {
  done: 'bg-leaf-50 text-leaf-800',
  open: 'bg-coffee-100 text-coffee-900',
  overdue: 'bg-guava-700 text-white',
};

/**
 * The owner's personal-data requests (decision 063): each with its legal deadline, done, open or
 * overdue, filtered by state and kind; a request received by letter, phone or the shop's mail is
 * recorded here, and one not done is marked done once carried out.
 */
export function DataRequestListPage({ search, onSearch }: SearchedList<DataRequestsSearch>) {
  const { t } = useLingui();
  const state = search.state ?? 'all';
  const kind = search.kind ?? 'all';
  const [notice, setNotice] = useState('');
  const list = useQuery({
    queryKey: ['data-requests', state, kind, search.page ?? 1],
    queryFn: async () =>
      (await getConsoleApi()).dataRequests({ state, kind, page: String(search.page ?? 1) }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle>
        <Trans>Yêu cầu về dữ liệu cá nhân</Trans>
      </PageTitle>
      <p className="mb-4 max-w-3xl text-coffee-700 text-sm">
        <Trans>
          Người mua có quyền nhận dữ liệu của mình và yêu cầu xóa. Mỗi yêu cầu phải được xử lý trong{' '}
          {DATA_REQUEST_DAYS.export} ngày kể từ khi nhận (Nghị định 356/2025/NĐ-CP).
        </Trans>
      </p>
      <ChoiceTabs
        label={t`Lọc theo trạng thái`}
        value={state}
        onChange={toFilter({ search, onSearch }, 'state')}
        choices={[
          { value: 'all', label: t`Tất cả` },
          { value: 'overdue', label: t`Quá hạn`, count: list.data?.overdue },
          { value: 'open', label: t`Đang chờ`, count: list.data?.open },
          { value: 'done', label: t`Đã xử lý` },
        ]}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          label={t`Loại yêu cầu`}
          value={kind}
          onChange={(event) => toFilter({ search, onSearch }, 'kind')(event.target.value as KindFilter)}
        >
          <option value="all">{t`Mọi loại`}</option>
          <option value="export">{t`Nhận dữ liệu`}</option>
          <option value="delete">{t`Xóa dữ liệu`}</option>
        </SelectField>
      </div>
      <Notice text={notice} />
      <PagedList
        list={list}
        failed={t`Không tải được các yêu cầu`}
        empty={<Trans>Không có yêu cầu nào.</Trans>}
        loading={<Trans>Đang tải các yêu cầu…</Trans>}
        onPage={toPage({ search, onSearch })}
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <RequestCard key={item._id} item={item} onNotice={setNotice} />
            ))}
          </ul>
        )}
      </PagedList>
      <RecordForm onNotice={setNotice} />
    </>
  );
}

function RequestCard({ item, onNotice }: NoticedRow<DataRequest>) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const done = useNoticedWrite((api) => api.markDataRequestDone(item._id), {
    onNotice,
    invalidate: ['data-requests'],
  });
  const kinds: Record<DataRequestKind, string> = { export: t`Nhận dữ liệu`, delete: t`Xóa dữ liệu` };
  const states: Record<DataRequestState, string> = {
    done: t`Đã xử lý`,
    open: t`Đang chờ`,
    overdue: t`Quá hạn`,
  };
  const channels: Record<DataRequest['channel'], string> = {
    'self-service': t`Tự thực hiện trong tài khoản`,
    email: t`Khách vãng lai, xác thực qua e-mail`,
    manual: t`Nhận qua thư, điện thoại hoặc e-mail`,
  };
  // A deleted account's or guest's request keeps no address: only that it was carried out.
  const subject = item.subject.startsWith('deleted:') ? t`(dữ liệu đã xóa)` : item.subject;
  return (
    <li className="rounded-xl border border-coffee-100 bg-white p-4" data-testid="data-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {kinds[item.kind]}
            <span className={`rounded-full px-2 py-0.5 text-xs ${STATE_STYLE[item.state]}`}>
              {states[item.state]}
            </span>
          </p>
          <p className="break-words text-coffee-900 text-sm">{subject}</p>
          <p className="text-coffee-700 text-xs">{channels[item.channel]}</p>
        </div>
        {item.state === 'done' ? null : (
          <Button disabled={done.isPending} onClick={() => done.mutate()}>
            <Trans>Đánh dấu đã xử lý</Trans>
          </Button>
        )}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-coffee-700 text-xs">
            <Trans>Nhận lúc</Trans>
          </dt>
          <dd>{formatDateTime(item.received_at)}</dd>
        </div>
        <div>
          <dt className="text-coffee-700 text-xs">
            <Trans>Hạn xử lý</Trans>
          </dt>
          <dd
            data-testid="data-request-due"
            className={item.state === 'overdue' ? 'font-semibold text-guava-700' : ''}
          >
            {formatDateTime(item.due_at)}
          </dd>
        </div>
        {item.done_at ? (
          <div>
            <dt className="text-coffee-700 text-xs">
              <Trans>Xử lý lúc</Trans>
            </dt>
            <dd>
              {formatDateTime(item.done_at)}
              {item.done_by ? ` · ${item.done_by}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {item.note ? <p className="mt-2 whitespace-pre-line break-words text-sm">{item.note}</p> : null}
      {done.error ? <Alert>{errorText(done.error, locale, t`Không cập nhật được yêu cầu`)}</Alert> : null}
    </li>
  );
}

/** A request received outside the shop's forms, recorded with its deadline from now. */
function RecordForm({ onNotice }: { onNotice: OnNotice }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [kind, setKind] = useState<DataRequestKind>('export');
  const [subject, setSubject] = useState('');
  const [note, setNote] = useState('');
  const record = useNoticedWrite((api) => api.recordDataRequest({ kind, subject, note }), {
    onNotice,
    invalidate: ['data-requests'],
    onDone: () => {
      setSubject('');
      setNote('');
    },
  });
  const submit = submitWith(() => {
    if (!record.isPending) record.mutate();
  });
  return (
    <section aria-labelledby="record-request" className="mt-8 max-w-2xl">
      <h2 id="record-request" className="mb-2 font-semibold text-lg">
        <Trans>Ghi nhận yêu cầu nhận qua thư, điện thoại hoặc e-mail</Trans>
      </h2>
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-xl border border-coffee-100 bg-white p-4"
      >
        <SelectField
          label={t`Loại yêu cầu`}
          value={kind}
          onChange={(event) => setKind(event.target.value as DataRequestKind)}
        >
          <option value="export">{t`Nhận dữ liệu`}</option>
          <option value="delete">{t`Xóa dữ liệu`}</option>
        </SelectField>
        <Field
          label={t`E-mail hoặc số điện thoại của người yêu cầu`}
          value={subject}
          maxLength={254}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label={t`Ghi chú (không bắt buộc)`}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
        {record.error ? (
          <Alert>{errorText(record.error, locale, t`Không ghi nhận được yêu cầu`)}</Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={record.isPending}>
            <Trans>Ghi nhận yêu cầu</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
