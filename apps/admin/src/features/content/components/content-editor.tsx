import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, MAX_UPLOAD_BYTES } from '@shop/api-client';
import { type ContentItem, type ContentKind, contentFormSchema, formatDateTime, slugify } from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { invalidateItemHistory, ItemTimeline } from '@/features/history';
import { getConsoleApi, getShopApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { PageTitle } from '@/ui/page-title';
import { contentQueries, invalidateContent } from '../api/content-queries';
import { CATEGORY_LABELS, KIND_CATEGORIES, KIND_LABELS, STATUS_LABELS } from '../lib/content-labels';
import { fromLocalInput, toLocalInput } from '../lib/local-time';
import { MarkdownEditor } from './markdown-editor';

type Language = 'vi' | 'en';
type Values = Record<string, string | boolean>;

const TEXT_FIELDS = ['title', 'summary', 'content', 'dia_diem', 'muc_luong', 'hinh_thuc'] as const;

function emptyValues(kind: ContentKind): Values {
  const values: Values = {
    slug: '',
    slug_en: '',
    category: KIND_CATEGORIES[kind][0] ?? '',
    picture: '',
    publish_at: kind === 'pages' ? '' : toLocalInput(new Date().toISOString()),
    published: false,
    so_luong_tuyen: '',
    han_nop: '',
  };
  for (const field of TEXT_FIELDS) for (const language of ['vi', 'en']) values[`${field}_${language}`] = '';
  return values;
}

function valuesOf(item: ContentItem): Values {
  const values = emptyValues(item.kind);
  for (const [key, value] of Object.entries(item))
    if (key in values && (typeof value === 'string' || typeof value === 'boolean')) values[key] = value;
  values.publish_at = toLocalInput(item.publish_at);
  values.han_nop = toLocalInput(item.han_nop);
  values.so_luong_tuyen =
    item.so_luong_tuyen === null || item.so_luong_tuyen === undefined ? '' : String(item.so_luong_tuyen);
  return values;
}

/** The request body of the values (the schema reads it; blank optional fields are left out). */
function bodyOf(kind: ContentKind, values: Values) {
  const text = (key: string) => String(values[key] ?? '');
  const count = text('so_luong_tuyen').trim();
  const body: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS)
    for (const language of ['vi', 'en']) body[`${field}_${language}`] = text(`${field}_${language}`);
  return {
    ...body,
    slug: text('slug'),
    ...(kind === 'pages' ? { slug_en: text('slug_en') } : {}),
    category: kind === 'jobs' ? '' : text('category'),
    picture: text('picture'),
    ...(kind === 'pages' || text('publish_at') === ''
      ? {}
      : { publish_at: fromLocalInput(text('publish_at')) }),
    published: values.published === true,
    ...(kind === 'jobs'
      ? {
          so_luong_tuyen: count === '' ? null : Number(count),
          han_nop: text('han_nop') === '' ? null : fromLocalInput(text('han_nop')),
        }
      : {}),
  };
}

/** The edit screen of a news article, a policy or guide page, or a job: both languages, one form. */
export function ContentEditor({ kind, id }: { kind: ContentKind; id: string }) {
  const isNew = id === 'new';
  const item = useQuery({ ...contentQueries.item(kind, id), enabled: !isNew });
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  if (!isNew && !item.data)
    return item.error ? (
      <Alert>{errorText(item.error, locale, t`Không tải được nội dung`)}</Alert>
    ) : (
      <p role="status" className="py-10 text-center text-coffee-700">
        <Trans>Đang tải nội dung…</Trans>
      </p>
    );
  return (
    <EditorForm
      key={item.data?.item._id ?? 'new'}
      kind={kind}
      item={item.data?.item ?? null}
      savedMessage={item.data?.message ?? ''}
    />
  );
}

function EditorForm({
  kind,
  item,
  savedMessage,
}: {
  kind: ContentKind;
  item: ContentItem | null;
  /** The reply's message when the item was just created (the screen it was created on is gone). */
  savedMessage: string;
}) {
  const { t, i18n } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => (item ? valuesOf(item) : emptyValues(kind)));
  const [slugTouched, setSlugTouched] = useState(item !== null);
  const [slugEnTouched, setSlugEnTouched] = useState(item !== null);
  const [language, setLanguage] = useState<Language>('vi');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState(savedMessage);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const collection = kind === 'pages' ? 'ecompages' : 'news';

  const text = (key: string) => String(values[key] ?? '');
  const set = (key: string, value: string | boolean) =>
    setValues((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title_vi' && !slugTouched) next.slug = slugify(String(value));
      if (key === 'title_en' && !slugEnTouched && kind === 'pages') next.slug_en = slugify(String(value));
      return next;
    });
  const words = (code: string | undefined) => (code ? (codeText(code, locale) ?? code) : undefined);

  const afterWrite = async (saved: ContentItem) => {
    await Promise.all([
      invalidateContent(client),
      invalidateItemHistory(client, collection, saved._id),
      saved.en_id ? invalidateItemHistory(client, collection, saved.en_id) : Promise.resolve(),
    ]);
  };
  const save = useMutation({
    mutationFn: async (body: ReturnType<typeof bodyOf>) => {
      const api = await getConsoleApi();
      return item ? api.updateContent(kind, item._id, body) : api.createContent(kind, body);
    },
    onSuccess: async (reply) => {
      setNotice(reply.message ?? '');
      if (!item) {
        // The new item's screen opens with the reply (its message included) already in the cache.
        client.setQueryData(contentQueries.item(kind, reply.item._id).queryKey, reply);
        await navigate({ to: '/content/$kind/$id', params: { kind, id: reply.item._id } });
      }
      await afterWrite(reply.item);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONTENT_SLUG_TAKEN')
        setErrors({
          [kind === 'pages' && error.message.includes(text('slug_en')) && text('slug_en') !== text('slug')
            ? 'slug_en'
            : 'slug']: error.message,
        });
    },
  });
  const publish = useMutation({
    mutationFn: async (published: boolean) =>
      (await getConsoleApi()).publishContent(kind, item?._id ?? '', published),
    onSuccess: async (reply) => {
      setNotice(reply.message ?? '');
      set('published', reply.item.published);
      await afterWrite(reply.item);
    },
  });
  const remove = useMutation({
    mutationFn: async () => (await getConsoleApi()).deleteContent(kind, item?._id ?? ''),
    onSuccess: async () => {
      await invalidateContent(client);
      await navigate({ to: '/content', search: kind === 'news' ? {} : { kind } });
    },
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_UPLOAD_BYTES) throw new Error(t`Ảnh tối đa 5 MB`);
      return (await getShopApi()).uploadFile(file, { group: 'news', picturesOnly: true });
    },
    onSuccess: (file) => set('picture', file.link),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice('');
    const body = bodyOf(kind, values);
    const read = readForm(contentFormSchema, { ...body, kind });
    if (!read.ok) {
      setErrors(read.errors);
      const first = Object.keys(read.errors)[0] ?? '';
      if (first.endsWith('_en') && first !== 'slug_en') setLanguage('en');
      else if (first.endsWith('_vi')) setLanguage('vi');
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  const status = item ? (publish.data?.item.status ?? save.data?.item.status ?? item.status) : null;
  const failure = save.error ?? publish.error ?? remove.error;
  const kindName = i18n._(KIND_LABELS[kind]);
  const title = item
    ? text('title_vi') || kindName
    : kind === 'news'
      ? t`Viết tin mới`
      : kind === 'jobs'
        ? t`Thêm tin tuyển dụng`
        : t`Thêm trang`;
  const lang = language;
  const categories = KIND_CATEGORIES[kind];

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/content" search={kind === 'news' ? {} : { kind }} className="text-leaf-700 underline">
          ← {kindName}
        </Link>
      </p>
      <PageTitle
        aside={
          status ? (
            <span className="rounded-full bg-coffee-100 px-3 py-1 font-semibold text-sm">
              {i18n._(STATUS_LABELS[status])}
            </span>
          ) : null
        }
      >
        {title}
      </PageTitle>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
          <Card title={<Trans>Thông tin chung</Trans>}>
            <div className="grid gap-4 sm:grid-cols-2">
              {categories.length > 0 ? (
                <div className="flex flex-col gap-1">
                  <label htmlFor="content-category-field" className="font-semibold text-sm">
                    {kind === 'pages' ? <Trans>Loại trang</Trans> : <Trans>Danh mục</Trans>}
                  </label>
                  <select
                    id="content-category-field"
                    value={text('category')}
                    onChange={(event) => set('category', event.target.value)}
                    aria-invalid={errors.category ? true : undefined}
                    className="min-h-11 rounded-lg border border-coffee-200 bg-white px-3 text-base"
                  >
                    {categories.map((value) => (
                      <option key={value} value={value}>
                        {i18n._(CATEGORY_LABELS[value])}
                      </option>
                    ))}
                  </select>
                  {errors.category ? (
                    <p className="text-guava-700 text-sm">{words(errors.category)}</p>
                  ) : null}
                </div>
              ) : null}
              <Field
                label={kind === 'pages' ? t`Đường dẫn (tiếng Việt)` : t`Đường dẫn`}
                value={text('slug')}
                onChange={(event) => {
                  setSlugTouched(true);
                  set('slug', event.target.value);
                }}
                error={words(errors.slug)}
                autoComplete="off"
                spellCheck={false}
              />
              {kind === 'pages' ? (
                <Field
                  label={t`Đường dẫn (tiếng Anh)`}
                  value={text('slug_en')}
                  onChange={(event) => {
                    setSlugEnTouched(true);
                    set('slug_en', event.target.value);
                  }}
                  error={words(errors.slug_en)}
                  autoComplete="off"
                  spellCheck={false}
                />
              ) : (
                <Field
                  label={t`Ngày đăng`}
                  type="datetime-local"
                  value={text('publish_at')}
                  onChange={(event) => set('publish_at', event.target.value)}
                  error={words(errors.publish_at)}
                />
              )}
              {kind === 'jobs' ? (
                <>
                  <Field
                    label={t`Số lượng tuyển`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    value={text('so_luong_tuyen')}
                    onChange={(event) => set('so_luong_tuyen', event.target.value)}
                    error={words(errors.so_luong_tuyen)}
                  />
                  <Field
                    label={t`Hạn nộp hồ sơ`}
                    type="datetime-local"
                    value={text('han_nop')}
                    onChange={(event) => set('han_nop', event.target.value)}
                    error={words(errors.han_nop)}
                  />
                </>
              ) : null}
            </div>
            {kind === 'news' ? (
              <div className="mt-4 flex flex-wrap items-end gap-3">
                {text('picture') ? (
                  <img
                    src={text('picture')}
                    alt={t`Ảnh bìa hiện tại`}
                    className="h-20 w-32 rounded-lg object-cover"
                  />
                ) : null}
                <div className="flex flex-col gap-1">
                  <label htmlFor="content-cover" className="font-semibold text-sm">
                    <Trans>Ảnh bìa</Trans>
                  </label>
                  <input
                    id="content-cover"
                    type="file"
                    accept="image/jpeg,image/png,image/webp,image/avif"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) upload.mutate(file);
                    }}
                    className="text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-coffee-200 file:bg-white file:px-3"
                  />
                  {upload.isPending ? (
                    <p role="status" className="text-coffee-700 text-sm">
                      <Trans>Đang tải ảnh lên…</Trans>
                    </p>
                  ) : null}
                  {upload.error ? (
                    <p className="text-guava-700 text-sm">
                      {errorText(upload.error, locale, t`Không tải được ảnh lên`)}
                    </p>
                  ) : null}
                  {errors.picture ? <p className="text-guava-700 text-sm">{words(errors.picture)}</p> : null}
                </div>
              </div>
            ) : null}
            <label className="mt-4 flex min-h-11 items-center gap-3 font-semibold text-sm">
              <input
                type="checkbox"
                checked={values.published === true}
                onChange={(event) => set('published', event.target.checked)}
                className="size-5 accent-leaf-700"
              />
              {kind === 'pages' ? (
                <Trans>Hiển thị trên cửa hàng</Trans>
              ) : (
                <Trans>Hiển thị trên cửa hàng từ ngày đăng</Trans>
              )}
            </label>
          </Card>

          <Card title={<Trans>Nội dung hai ngôn ngữ</Trans>}>
            <ChoiceTabs
              label={t`Ngôn ngữ`}
              value={language}
              onChange={setLanguage}
              choices={[
                { value: 'vi', label: t`Tiếng Việt` },
                { value: 'en', label: t`Tiếng Anh` },
              ]}
            />
            <div key={lang} lang={lang} className="flex flex-col gap-4">
              <Field
                label={lang === 'vi' ? t`Tiêu đề (tiếng Việt)` : t`Tiêu đề (tiếng Anh)`}
                value={text(`title_${lang}`)}
                onChange={(event) => set(`title_${lang}`, event.target.value)}
                error={words(errors[`title_${lang}`])}
              />
              {kind !== 'pages' ? (
                <div className="flex flex-col gap-1">
                  <label htmlFor={`content-summary-${lang}`} className="font-semibold text-sm">
                    {lang === 'vi' ? t`Tóm tắt (tiếng Việt)` : t`Tóm tắt (tiếng Anh)`}
                  </label>
                  <textarea
                    id={`content-summary-${lang}`}
                    rows={3}
                    value={text(`summary_${lang}`)}
                    onChange={(event) => set(`summary_${lang}`, event.target.value)}
                    aria-invalid={errors[`summary_${lang}`] ? true : undefined}
                    className="rounded-lg border border-coffee-200 bg-white p-3 text-base"
                  />
                  {errors[`summary_${lang}`] ? (
                    <p className="text-guava-700 text-sm">{words(errors[`summary_${lang}`])}</p>
                  ) : null}
                </div>
              ) : null}
              {kind === 'jobs' ? (
                <div className="grid gap-4 sm:grid-cols-3">
                  <Field
                    label={t`Địa điểm`}
                    value={text(`dia_diem_${lang}`)}
                    onChange={(event) => set(`dia_diem_${lang}`, event.target.value)}
                    error={words(errors[`dia_diem_${lang}`])}
                  />
                  <Field
                    label={t`Mức lương`}
                    value={text(`muc_luong_${lang}`)}
                    onChange={(event) => set(`muc_luong_${lang}`, event.target.value)}
                    error={words(errors[`muc_luong_${lang}`])}
                  />
                  <Field
                    label={t`Hình thức`}
                    value={text(`hinh_thuc_${lang}`)}
                    onChange={(event) => set(`hinh_thuc_${lang}`, event.target.value)}
                    error={words(errors[`hinh_thuc_${lang}`])}
                  />
                </div>
              ) : null}
              <MarkdownEditor
                label={lang === 'vi' ? t`Nội dung (tiếng Việt)` : t`Nội dung (tiếng Anh)`}
                value={text(`content_${lang}`)}
                onChange={(value) => set(`content_${lang}`, value)}
                error={words(errors[`content_${lang}`])}
                lang={lang}
              />
            </div>
          </Card>

          {failure && !(failure instanceof ApiError && failure.code === 'CONTENT_SLUG_TAKEN') ? (
            <Alert>{errorText(failure, locale, t`Không lưu được nội dung`)}</Alert>
          ) : null}
          {Object.keys(errors).length > 0 ? (
            <Alert>
              <Trans>Vui lòng sửa các ô được đánh dấu.</Trans>
            </Alert>
          ) : null}
          {notice ? (
            <p role="status" className="rounded-lg bg-leaf-50 px-4 py-3 text-leaf-800 text-sm">
              {notice}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Trans>Đang lưu…</Trans> : <Trans>Lưu</Trans>}
            </Button>
            {item ? (
              <>
                <Button
                  variant="secondary"
                  disabled={publish.isPending}
                  onClick={() => publish.mutate(values.published !== true)}
                >
                  {values.published === true ? (
                    <Trans>Gỡ khỏi cửa hàng</Trans>
                  ) : (
                    <Trans>Đăng lên cửa hàng</Trans>
                  )}
                </Button>
                <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                  <Trans>Xoá</Trans>
                </Button>
              </>
            ) : null}
          </div>
          {item?.publish_at && status === 'scheduled' ? (
            <p className="text-coffee-700 text-sm">
              <Trans>Sẽ hiện trên cửa hàng từ {formatDateTime(item.publish_at)}.</Trans>
            </p>
          ) : null}
        </form>
        {item ? (
          <aside className="min-w-0">
            <ItemTimeline
              collection={collection}
              id={lang === 'en' && item.en_id ? item.en_id : item._id}
              labels={{
                title: t`Tiêu đề`,
                summary: t`Tóm tắt`,
                content: t`Nội dung`,
                slug: t`Đường dẫn`,
                published: t`Hiển thị`,
                date_created: t`Ngày đăng`,
                picture: t`Ảnh bìa`,
                loai_tin_tuc: t`Danh mục`,
                loai: t`Loại trang`,
                ngon_ngu: t`Ngôn ngữ`,
                sst: t`Thứ tự hiển thị`,
                nhom: t`Nhóm trang`,
                dia_diem: t`Địa điểm`,
                muc_luong: t`Mức lương`,
                hinh_thuc: t`Hình thức`,
                so_luong_tuyen: t`Số lượng tuyển`,
                han_nop: t`Hạn nộp hồ sơ`,
              }}
            />
          </aside>
        ) : null}
      </div>
      <Dialog open={confirmDelete} title={t`Xoá nội dung này?`} onClose={() => setConfirmDelete(false)}>
        <p className="mb-4 text-sm">
          <Trans>
            Cả bản tiếng Việt và tiếng Anh sẽ bị xoá khỏi cửa hàng. Lịch sử thay đổi vẫn được giữ.
          </Trans>
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            <Trans>Huỷ</Trans>
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            <Trans>Xoá</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
