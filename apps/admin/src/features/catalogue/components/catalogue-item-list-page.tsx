import { Trans, useLingui } from '@lingui/react/macro';
import { type CatalogueItem, type CatalogueKind, catalogueItemFormSchema } from '@shop/domain/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { localized } from '@/lib/localized';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { PageTitle } from '@/ui/page-title';
import { catalogueKey, catalogueQueries } from '../api/catalogue-queries';
import { moved } from '../lib/product-draft';
import { CatalogueTabs } from './catalogue-tabs';

/** Product categories or product lines: created, renamed, put in the shop's order, deleted while unused. */
export function CatalogueItemListPage({ kind }: { kind: CatalogueKind }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const items = useQuery(catalogueQueries.items(kind));
  const [status, setStatus] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogueKey });
  const reorder = useMutation({
    mutationFn: async (ids: string[]) => (await getConsoleApi()).orderCatalogueItems(kind, ids),
    onSuccess: (reply) => {
      setStatus(reply.message);
      void refresh();
    },
  });
  const title = kind === 'categories' ? t`Danh mục sản phẩm` : t`Các dòng sản phẩm`;
  const list = items.data ?? [];
  const move = (index: number, step: number) =>
    reorder.mutate(moved(list, index, step).map((item) => item._id));
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <CatalogueTabs current={kind} />
      <div className="flex flex-col gap-4">
        <CreateForm kind={kind} onDone={setStatus} />
        <Card title={t`Thứ tự hiển thị trên cửa hàng`}>
          {items.error ? <Alert>{errorText(items.error, locale, t`Không tải được danh sách`)}</Alert> : null}
          {reorder.error ? <Alert>{errorText(reorder.error, locale, t`Không lưu được thứ tự`)}</Alert> : null}
          <ol className="divide-y divide-coffee-100" data-testid="catalogue-items">
            {list.map((item, index) => {
              const name = localized(item.ten, item.ten_eng, locale);
              return (
                <li key={item._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <span>
                    <span className="block font-semibold">{name}</span>
                    <span className="block text-coffee-700 text-sm">
                      {item.ma} · <Trans>{item.products} sản phẩm</Trans>
                    </span>
                  </span>
                  <span className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      disabled={index === 0 || reorder.isPending}
                      aria-label={t`Đưa ${name} lên`}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={index === list.length - 1 || reorder.isPending}
                      aria-label={t`Đưa ${name} xuống`}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                    <EditLink kind={kind} item={item} />
                    <DeleteButton kind={kind} item={item} onDone={setStatus} />
                  </span>
                </li>
              );
            })}
          </ol>
          <p role="status" className="mt-2 font-semibold text-leaf-800 text-sm">
            {status}
          </p>
        </Card>
      </div>
    </>
  );
}

const fieldText = (errors: Record<string, string>, field: string, locale: 'vi' | 'en') => {
  const code = errors[field];
  return code ? (codeText(code, locale) ?? code) : undefined;
};

function CreateForm({ kind, onDone }: { kind: CatalogueKind; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: async (form: { ma: string; ten: string; ten_eng: string; picture: string }) =>
      (await getConsoleApi()).createCatalogueItem(kind, form),
    onSuccess: (reply) => {
      onDone(reply.message);
      void queryClient.invalidateQueries({ queryKey: catalogueKey });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = readForm(catalogueItemFormSchema, Object.fromEntries(new FormData(element)));
    if (!form.ok) {
      setErrors(form.errors);
      return;
    }
    setErrors({});
    create.mutate(form.value, { onSuccess: () => element.reset() });
  };
  return (
    <Card title={kind === 'categories' ? t`Thêm danh mục` : t`Thêm dòng sản phẩm`}>
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-4 md:items-end">
        <Field
          label={t`Mã (đường dẫn)`}
          name="ma"
          autoComplete="off"
          placeholder="tra-sen"
          error={fieldText(errors, 'ma', locale)}
        />
        <Field label={t`Tên tiếng Việt`} name="ten" error={fieldText(errors, 'ten', locale)} />
        <Field label={t`Tên tiếng Anh`} name="ten_eng" error={fieldText(errors, 'ten_eng', locale)} />
        <Button type="submit" disabled={create.isPending}>
          <Trans>Thêm</Trans>
        </Button>
      </form>
      {create.error ? <Alert>{errorText(create.error, locale, t`Không thêm được`)}</Alert> : null}
    </Card>
  );
}

/** An item's action behind a dialog: closes it, says what was done and reloads the lists. */
function useItemAction<TInput>(
  run: (input: TInput) => Promise<{ message: string }>,
  onDone: (message: string) => void,
) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const action = useMutation({
    mutationFn: run,
    onSuccess: (reply) => {
      setOpen(false);
      onDone(reply.message);
      void queryClient.invalidateQueries({ queryKey: catalogueKey });
    },
  });
  return { open, setOpen, action };
}

/** Opens the item's edit view (names, descriptions, picture and its timeline). */
function EditLink({ kind, item }: { kind: CatalogueKind; item: CatalogueItem }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const name = localized(item.ten, item.ten_eng, locale);
  return (
    <Link
      to="/catalogue/$kind/$id"
      params={{ kind, id: item._id }}
      aria-label={t`Sửa ${name}`}
      className="inline-flex min-h-11 items-center rounded-lg border border-coffee-200 bg-white px-4 font-semibold text-coffee-900 text-sm hover:bg-coffee-50 focus-visible:outline-2 focus-visible:outline-leaf-700"
    >
      <Trans>Sửa</Trans>
    </Link>
  );
}

function DeleteButton({
  kind,
  item,
  onDone,
}: {
  kind: CatalogueKind;
  item: CatalogueItem;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const {
    open,
    setOpen,
    action: remove,
  } = useItemAction(async () => (await getConsoleApi()).deleteCatalogueItem(kind, item._id), onDone);
  const name = localized(item.ten, item.ten_eng, locale);
  return (
    <>
      <Button variant="secondary" aria-label={t`Xoá ${name}`} onClick={() => setOpen(true)}>
        <Trans>Xoá</Trans>
      </Button>
      <Dialog open={open} title={t`Xoá ${name}`} onClose={() => setOpen(false)}>
        <p className="mb-4 text-sm">
          <Trans>Xoá {name} khỏi cửa hàng?</Trans>
        </p>
        {remove.error ? <Alert>{errorText(remove.error, locale, t`Không xoá được`)}</Alert> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Thôi</Trans>
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            <Trans>Xoá</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
