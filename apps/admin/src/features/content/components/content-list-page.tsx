import { Trans, useLingui } from '@lingui/react/macro';
import { CONTENT_KINDS, CONTENT_STATUSES, type ContentKind, type ContentStatus } from '@shop/domain/content';
import { formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { type SearchedList, toPage } from '@/lib/list-search';
import { Button } from '@/ui/button';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { ItemLink } from '@/ui/item-link';
import { PageTitle } from '@/ui/page-title';
import { PagedList } from '@/ui/paged-list';
import { contentQueries } from '../api/content-queries';
import { CATEGORY_LABELS, KIND_CATEGORIES, KIND_LABELS, STATUS_LABELS } from '../lib/content-labels';
import { Field, SelectField } from '@/ui/field';

export interface ContentSearch {
  kind?: ContentKind;
  q?: string;
  category?: string;
  status?: ContentStatus;
  page?: number;
}

/** News, policy and guide pages, and jobs: searched, filtered by category and status, paged. */
export function ContentListPage({ search, onSearch }: SearchedList<ContentSearch>) {
  const { t, i18n } = useLingui();
  const kind = search.kind ?? 'news';
  const list = useQuery(
    contentQueries.list({
      kind,
      q: search.q ?? '',
      category: search.category ?? '',
      status: search.status ?? '',
      page: String(search.page ?? 1),
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get('q') ?? '').trim();
    const category = String(form.get('category') ?? '');
    const status = String(form.get('status') ?? '') as ContentStatus | '';
    onSearch({
      ...search,
      q: q || undefined,
      category: category || undefined,
      status: status || undefined,
      page: undefined,
    });
  };
  const categories = KIND_CATEGORIES[kind];
  return (
    <>
      <PageTitle
        aside={
          <Link
            to="/content/$kind/$id"
            params={{ kind, id: 'new' }}
            className="inline-flex min-h-11 items-center rounded-lg bg-leaf-700 px-4 font-semibold text-sm text-white hover:bg-leaf-800"
          >
            {kind === 'news' ? t`Viết tin mới` : kind === 'jobs' ? t`Thêm tin tuyển dụng` : t`Thêm trang`}
          </Link>
        }
      >
        <Trans>Nội dung</Trans>
      </PageTitle>
      <ChoiceTabs
        label={t`Loại nội dung`}
        value={kind}
        onChange={(next) => onSearch({ kind: next === 'news' ? undefined : next })}
        choices={CONTENT_KINDS.map((value) => ({ value, label: i18n._(KIND_LABELS[value]) }))}
      />
      <search className="mb-4 block">
        <form onSubmit={submit} key={kind} className="flex flex-wrap items-end gap-2">
          <Field
            label={t`Tìm theo tiêu đề hoặc đường dẫn`}
            name="q"
            type="search"
            defaultValue={search.q ?? ''}
            className="w-full sm:w-auto sm:flex-1"
          />
          {categories.length > 0 ? (
            <SelectField
              label={t`Danh mục`}
              name="category"
              defaultValue={search.category ?? ''}
              blank={t`Tất cả`}
              options={categories.map((value) => ({ value, label: i18n._(CATEGORY_LABELS[value]) }))}
            />
          ) : null}
          <SelectField
            label={t`Trạng thái`}
            name="status"
            defaultValue={search.status ?? ''}
            blank={t`Tất cả`}
            options={CONTENT_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
          />
          <Button type="submit">
            <Trans>Lọc</Trans>
          </Button>
        </form>
      </search>
      <PagedList
        list={{ ...list, data: list.data && { ...list.data, items: list.data.rows } }}
        failed={t`Không tải được nội dung`}
        empty={<Trans>Không có nội dung nào khớp bộ lọc.</Trans>}
        loading={<Trans>Đang tải nội dung…</Trans>}
        onPage={toPage({ search, onSearch })}
      >
        {(items) => (
          <>
            <ul className="divide-y divide-coffee-100 overflow-hidden rounded-xl border border-coffee-100 bg-white">
              {items.map((row) => (
                <li key={row._id} className="flex flex-wrap items-start justify-between gap-2 px-3 py-3">
                  <div className="min-w-0 flex-1">
                    <ItemLink to="/content/$kind/$id" params={{ kind, id: row._id }}>
                      {row.title}
                    </ItemLink>
                    <span className="block text-coffee-700 text-xs">
                      {row.title_en ?? t`Chưa có bản tiếng Anh`} · /{row.slug}
                      {row.category && row.category in CATEGORY_LABELS
                        ? ` · ${i18n._(CATEGORY_LABELS[row.category as keyof typeof CATEGORY_LABELS])}`
                        : ''}
                    </span>
                  </div>
                  <div className="text-right text-xs">
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 font-semibold ${
                        row.status === 'published'
                          ? 'bg-leaf-100 text-leaf-800'
                          : row.status === 'scheduled'
                            ? 'bg-coffee-100 text-coffee-900'
                            : 'bg-guava-50 text-guava-700'
                      }`}
                    >
                      {i18n._(STATUS_LABELS[row.status])}
                    </span>
                    {row.publish_at ? (
                      <span className="block pt-1 text-coffee-700">{formatDateTime(row.publish_at)}</span>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </>
  );
}
