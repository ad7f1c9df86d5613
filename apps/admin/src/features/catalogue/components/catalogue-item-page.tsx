import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_UPLOAD_BYTES } from '@shop/api-client';
import {
  CATALOGUE_ALT_MAX,
  CATALOGUE_DESCRIPTION_MAX,
  type CatalogueItem,
  type CatalogueKind,
  catalogueItemEditSchema,
} from '@shop/domain/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { invalidateItemHistory, ItemTimeline } from '@/features/history';
import { getConsoleApi, getShopApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { localized } from '@/lib/localized';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field } from '@/ui/field';
import { PageTitle } from '@/ui/page-title';
import { catalogueKey, catalogueQueries } from '../api/catalogue-queries';
import { pictureUrl } from '../lib/picture-url';

const COLLECTIONS: Record<CatalogueKind, string> = {
  categories: 'ecomcategories',
  lines: 'ecomproductlines',
};

/**
 * A category's or product line's edit view: names and descriptions in both languages (a category's
 * description is its shop page's intro), its picture (the shop's tile) uploaded through the file API
 * with an alt text per language, and its timeline. Checked by the domain's schema before sending,
 * with the words the server gives.
 */
export function CatalogueItemPage({ kind, id }: { kind: CatalogueKind; id: string }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const items = useQuery(catalogueQueries.items(kind));
  const item = items.data?.find((candidate) => candidate._id === id);
  const back = kind === 'categories' ? t`Danh mục sản phẩm` : t`Các dòng sản phẩm`;
  return (
    <>
      <PageTitle>{item ? localized(item.ten, item.ten_eng, locale) : back}</PageTitle>
      <p className="mb-4 text-sm">
        <Link to="/catalogue/$kind" params={{ kind }} className="font-semibold text-leaf-800 underline">
          ← {back}
        </Link>
      </p>
      {items.error ? <Alert>{errorText(items.error, locale, t`Không tải được danh sách`)}</Alert> : null}
      {items.isPending ? (
        <p role="status" className="text-coffee-700">
          <Trans>Đang tải…</Trans>
        </p>
      ) : null}
      {items.data && !item ? (
        <Alert>{kind === 'categories' ? t`Không tìm thấy danh mục` : t`Không tìm thấy dòng sản phẩm`}</Alert>
      ) : null}
      {item ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ItemForm key={item._id} kind={kind} item={item} />
          <aside className="min-w-0">
            <ItemTimeline
              collection={COLLECTIONS[kind]}
              id={item._id}
              labels={{
                ten: t`Tên tiếng Việt`,
                ten_eng: t`Tên tiếng Anh`,
                mo_ta: t`Mô tả (tiếng Việt)`,
                mo_ta_eng: t`Mô tả (tiếng Anh)`,
                picture: t`Ảnh`,
                picture_alt: t`Mô tả ảnh (tiếng Việt)`,
                picture_alt_eng: t`Mô tả ảnh (tiếng Anh)`,
                sst: t`Thứ tự`,
                ma: t`Mã (đường dẫn)`,
                slug: t`Đường dẫn`,
                duong_dan: t`Đường dẫn`,
                loai: t`Loại`,
                ma_nganh_hang: t`Ngành hàng`,
              }}
            />
          </aside>
        </div>
      ) : null}
    </>
  );
}

function ItemForm({ kind, item }: { kind: CatalogueKind; item: CatalogueItem }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const client = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [picture, setPicture] = useState(item.picture ?? '');
  const [status, setStatus] = useState('');
  const fileId = useId();
  const words = (field: string) => {
    const code = errors[field];
    return code ? (codeText(code, locale) ?? code) : undefined;
  };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (!file.type.startsWith('image/')) throw new Error(t`Chỉ nhận tệp ảnh (JPEG, PNG, WebP, AVIF, GIF).`);
      if (file.size > MAX_UPLOAD_BYTES) throw new Error(t`Ảnh tối đa 5 MB`);
      return (await getShopApi()).uploadFile(file, { group: COLLECTIONS[kind], picturesOnly: true });
    },
    onSuccess: (file) => setPicture(file.link),
  });
  const save = useMutation({
    mutationFn: async (form: Parameters<Awaited<ReturnType<typeof getConsoleApi>>['saveCatalogueItem']>[2]) =>
      (await getConsoleApi()).saveCatalogueItem(kind, item._id, form),
    onSuccess: async (reply) => {
      setStatus(reply.message);
      await Promise.all([
        client.invalidateQueries({ queryKey: catalogueKey }),
        invalidateItemHistory(client, COLLECTIONS[kind], item._id),
      ]);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('');
    const form = readForm(catalogueItemEditSchema, {
      ...Object.fromEntries(new FormData(event.currentTarget)),
      picture,
    });
    if (!form.ok) {
      setErrors(form.errors);
      return;
    }
    setErrors({});
    save.mutate(form.value);
  };
  const description = (name: 'mo_ta' | 'mo_ta_eng', label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${fileId}-${name}`} className="font-semibold text-sm">
        {label}
      </label>
      <textarea
        id={`${fileId}-${name}`}
        name={name}
        rows={3}
        maxLength={CATALOGUE_DESCRIPTION_MAX}
        defaultValue={item[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${fileId}-${name}-error` : undefined}
        className="rounded-lg border border-coffee-200 bg-white p-3 text-base"
      />
      {errors[name] ? (
        <p id={`${fileId}-${name}-error`} className="text-guava-700 text-sm">
          {words(name)}
        </p>
      ) : null}
    </div>
  );
  return (
    <Card title={t`Thông tin hiển thị trên cửa hàng`}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-coffee-700 text-sm">
          <Trans>
            Mã (đường dẫn): <span className="font-mono">{item.ma}</span> · {item.products} sản phẩm
          </Trans>
        </p>
        <div className="grid gap-3 md:grid-cols-2">
          <Field label={t`Tên tiếng Việt`} name="ten" defaultValue={item.ten} error={words('ten')} />
          <Field
            label={t`Tên tiếng Anh`}
            name="ten_eng"
            defaultValue={item.ten_eng}
            error={words('ten_eng')}
          />
          {description('mo_ta', t`Mô tả (tiếng Việt)`)}
          {description('mo_ta_eng', t`Mô tả (tiếng Anh)`)}
        </div>
        <fieldset className="flex flex-col gap-3 rounded-xl border border-coffee-100 p-3">
          <legend className="px-1 font-semibold text-sm">
            <Trans>Ảnh (ô danh mục trên cửa hàng)</Trans>
          </legend>
          <div className="flex flex-wrap items-end gap-3">
            {picture ? (
              <img
                src={pictureUrl(picture)}
                alt={t`Ảnh hiện tại`}
                className="h-20 w-32 rounded-lg bg-coffee-50 object-cover"
              />
            ) : (
              <p className="text-coffee-700 text-sm">
                <Trans>Chưa có ảnh: cửa hàng dùng ảnh mặc định.</Trans>
              </p>
            )}
            <div className="flex flex-col gap-1">
              <label htmlFor={`${fileId}-file`} className="font-semibold text-sm">
                <Trans>Chọn ảnh từ máy</Trans>
              </label>
              <input
                id={`${fileId}-file`}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) upload.mutate(file);
                }}
                className="text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-coffee-200 file:bg-white file:px-3"
              />
            </div>
            {picture ? (
              <Button variant="secondary" onClick={() => setPicture('')}>
                <Trans>Bỏ ảnh</Trans>
              </Button>
            ) : null}
          </div>
          {upload.isPending ? (
            <p role="status" className="text-coffee-700 text-sm">
              <Trans>Đang tải ảnh lên…</Trans>
            </p>
          ) : null}
          {upload.error ? <Alert>{errorText(upload.error, locale, t`Không tải ảnh lên được`)}</Alert> : null}
          {words('picture') ? <Alert>{words('picture')}</Alert> : null}
          <div className="grid gap-3 md:grid-cols-2">
            <Field
              label={t`Mô tả ảnh (tiếng Việt)`}
              name="picture_alt"
              maxLength={CATALOGUE_ALT_MAX}
              defaultValue={item.picture_alt ?? ''}
              error={words('picture_alt')}
            />
            <Field
              label={t`Mô tả ảnh (tiếng Anh)`}
              name="picture_alt_eng"
              maxLength={CATALOGUE_ALT_MAX}
              defaultValue={item.picture_alt_eng ?? ''}
              error={words('picture_alt_eng')}
            />
          </div>
          <p className="text-coffee-700 text-sm">
            <Trans>Để trống nếu ảnh chỉ để trang trí (tên danh mục đã nằm cạnh ảnh).</Trans>
          </p>
        </fieldset>
        {save.error ? <Alert>{errorText(save.error, locale, t`Không lưu được`)}</Alert> : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="font-semibold text-leaf-800 text-sm">
            {status}
          </p>
          <Button type="submit" disabled={save.isPending || upload.isPending}>
            <Trans>Lưu</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
