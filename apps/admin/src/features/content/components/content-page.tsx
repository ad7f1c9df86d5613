import { Trans, useLingui } from '@lingui/react/macro';
import { type ContentItem, type ContentKind, contentFormSchema } from '@shop/domain/content';
import { formatDateTime, slugify } from '@shop/domain/primitives';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { invalidateItemHistory, ItemTimeline } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmAction } from '@/ui/confirm-dialog';
import { Form } from '@/ui/form';
import { PageTitle } from '@/ui/page-title';
import { SaveBar } from '@/ui/save-bar';
import { useForm } from '@/ui/use-form';
import { contentQueries, invalidateContent } from '../api/content-queries';
import { KIND_LABELS, STATUS_LABELS } from '../lib/content-labels';
import { bodyOf, emptyValues, type Language, type Values, valuesOf } from '../lib/content-values';
import { GeneralCard, LanguageCard } from './content-fields';
import { Pending } from '@/ui/loading';

/** The edit screen of a news article, a policy or guide page, or a job: both languages, one form. */
export function ContentPage({ kind, id }: { kind: ContentKind; id: string }) {
  const isNew = id === 'new';
  const item = useQuery({ ...contentQueries.item(kind, id), enabled: !isNew });
  const { t } = useLingui();
  if (!isNew && !item.data)
    return (
      <Pending query={item} failed={t`Không tải được nội dung`}>
        <Trans>Đang tải nội dung…</Trans>
      </Pending>
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
  const [slugTyped, setSlugTyped] = useState({ slug: item !== null, slug_en: item !== null });
  const [language, setLanguage] = useState<Language>('vi');
  const [saved, setSaved] = useState<ContentItem | null>(null);
  const collection = kind === 'pages' ? 'ecompages' : 'news';

  const afterWrite = async (saved: ContentItem) => {
    await Promise.all([
      invalidateContent(client),
      invalidateItemHistory(client, collection, saved._id),
      saved.en_id ? invalidateItemHistory(client, collection, saved.en_id) : Promise.resolve(),
    ]);
  };
  const form = useForm({
    initial: (): Values => (item ? valuesOf(item) : emptyValues(kind)),
    schema: contentFormSchema,
    toInput: (values: Values) => ({ ...bodyOf(kind, values), kind }),
    send: async (_read, values) => {
      const api = await getConsoleApi();
      const body = bodyOf(kind, values);
      return item ? api.updateContent(kind, item._id, body) : api.createContent(kind, body);
    },
    onSaved: async (reply) => {
      setSaved(reply.item);
      if (!item) {
        // The new item's screen opens with the reply (its message included) already in the cache.
        client.setQueryData(contentQueries.item(kind, reply.item._id).queryKey, reply);
        await navigate({ to: '/content/$kind/$id', params: { kind, id: reply.item._id } });
      }
      await afterWrite(reply.item);
    },
    codeFields: {
      // The address taken: the English page's when the message names it (and it differs).
      CONTENT_SLUG_TAKEN: (values, message) =>
        kind === 'pages' && message.includes(String(values.slug_en)) && values.slug_en !== values.slug
          ? 'slug_en'
          : 'slug',
    },
    onInvalid: (errors) => {
      const first = Object.keys(errors)[0] ?? '';
      if (first.endsWith('_en') && first !== 'slug_en') setLanguage('en');
      else if (first.endsWith('_vi')) setLanguage('vi');
    },
    saved: savedMessage,
    invalidText: t`Vui lòng sửa các ô được đánh dấu.`,
    failure: t`Không lưu được nội dung`,
  });
  const { values } = form;
  const set = (key: string, value: string | boolean) =>
    form.setValues((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title_vi' && !slugTyped.slug) next.slug = slugify(String(value));
      if (key === 'title_en' && !slugTyped.slug_en && kind === 'pages') next.slug_en = slugify(String(value));
      return next;
    });
  const publish = useMutation({
    mutationFn: async (published: boolean) =>
      (await getConsoleApi()).publishContent(kind, item?._id ?? '', published),
    onSuccess: async (reply) => {
      const next = { ...form.values, published: reply.item.published };
      if (form.isDirty()) form.setValues(next);
      else form.markSaved(next);
      form.setStatus({ ok: true, text: reply.message ?? '' });
      await afterWrite(reply.item);
    },
  });

  const status = item ? (publish.data?.item.status ?? saved?.status ?? item.status) : null;
  const kindName = i18n._(KIND_LABELS[kind]);
  const title = item
    ? String(values.title_vi ?? '') || kindName
    : kind === 'news'
      ? t`Viết tin mới`
      : kind === 'jobs'
        ? t`Thêm tin tuyển dụng`
        : t`Thêm trang`;
  const parts = { kind, values, error: form.error, set };

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
        <Form form={form} className="flex min-w-0 flex-col gap-4">
          <GeneralCard
            {...parts}
            onSlugTyped={(field) => setSlugTyped((typed) => ({ ...typed, [field]: true }))}
          />
          <LanguageCard {...parts} language={language} onLanguage={setLanguage} />
          {publish.error ? (
            <Alert>{errorText(publish.error, locale, t`Không lưu được nội dung`)}</Alert>
          ) : null}
          <SaveBar
            status={form.status}
            saving={form.saving}
            label={form.saving ? <Trans>Đang lưu…</Trans> : <Trans>Lưu</Trans>}
          >
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
                <ConfirmAction
                  variant="danger"
                  label={t`Xoá`}
                  title={t`Xoá nội dung này?`}
                  cancelLabel={<Trans>Huỷ</Trans>}
                  question={t`Cả bản tiếng Việt và tiếng Anh sẽ bị xoá khỏi cửa hàng. Lịch sử thay đổi vẫn được giữ.`}
                  failure={t`Không lưu được nội dung`}
                  run={async () => (await getConsoleApi()).deleteContent(kind, item._id)}
                  onDone={async () => {
                    await invalidateContent(client);
                    await navigate({ to: '/content', search: kind === 'news' ? {} : { kind } });
                  }}
                />
              </>
            ) : null}
          </SaveBar>
          {item?.publish_at && status === 'scheduled' ? (
            <p className="text-coffee-700 text-sm">
              <Trans>Sẽ hiện trên cửa hàng từ {formatDateTime(item.publish_at)}.</Trans>
            </p>
          ) : null}
        </Form>
        {item ? (
          <aside className="min-w-0">
            <ItemTimeline
              collection={collection}
              id={language === 'en' && item.en_id ? item.en_id : item._id}
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
    </>
  );
}
