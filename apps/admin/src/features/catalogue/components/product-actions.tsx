import { Trans, useLingui } from '@lingui/react/macro';
import { type ConsoleProductReply, duplicateProductSchema } from '@shop/domain/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { invalidateItemHistory } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { catalogueKey } from '../api/catalogue-queries';

/** Duplicate, remove (deleted, or archived when orders name it) and restore a stored product. */
export function ProductActions({ loaded }: { loaded: ConsoleProductReply }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { product, order_lines } = loaded;
  const [open, setOpen] = useState<'duplicate' | 'remove' | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [done, setDone] = useState('');
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKey }),
      invalidateItemHistory(queryClient, 'dmvt', product._id),
    ]);

  const duplicate = useMutation({
    mutationFn: async (code: string) => (await getConsoleApi()).duplicateProduct(product._id, code),
    onSuccess: (reply) => {
      setOpen(undefined);
      void refresh();
      void navigate({ to: '/products/$id', params: { id: reply.product._id } });
    },
  });
  const remove = useMutation({
    mutationFn: async () => (await getConsoleApi()).removeProduct(product._id),
    onSuccess: (reply) => {
      setOpen(undefined);
      setDone(reply.message);
      void refresh();
      if (reply.outcome === 'deleted') void navigate({ to: '/products' });
    },
  });
  const restore = useMutation({
    mutationFn: async () => (await getConsoleApi()).restoreProduct(product._id),
    onSuccess: (reply) => {
      setDone(reply.message);
      void refresh();
    },
  });
  const submitCopy = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readForm(duplicateProductSchema, Object.fromEntries(new FormData(event.currentTarget)));
    if (!form.ok) {
      setCodeError(codeText(form.errors.ma_vt ?? '', locale) ?? form.errors.ma_vt);
      return;
    }
    setCodeError(undefined);
    duplicate.mutate(form.value.ma_vt);
  };
  const failure = duplicate.error ?? remove.error ?? restore.error;

  return (
    <div className="mt-6">
      <Card title={t`Thao tác khác`}>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOpen('duplicate')}>
            <Trans>Nhân bản sản phẩm</Trans>
          </Button>
          {product.archived ? (
            <Button variant="secondary" disabled={restore.isPending} onClick={() => restore.mutate()}>
              <Trans>Khôi phục sản phẩm</Trans>
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setOpen('remove')}>
              {order_lines > 0 ? <Trans>Lưu trữ sản phẩm</Trans> : <Trans>Xoá sản phẩm</Trans>}
            </Button>
          )}
        </div>
        {failure && !open ? <Alert>{errorText(failure, locale, t`Không thực hiện được`)}</Alert> : null}
        <p role="status" className="mt-2 font-semibold text-leaf-800 text-sm">
          {done}
        </p>
      </Card>
      <Dialog open={open === 'duplicate'} title={t`Nhân bản sản phẩm`} onClose={() => setOpen(undefined)}>
        <form onSubmit={submitCopy} noValidate className="flex flex-col gap-3">
          <p className="text-sm">
            <Trans>Bản sao mang tên “… (bản sao)”, chưa bán trực tuyến. Chọn mã mới cho bản sao:</Trans>
          </p>
          <Field
            label={t`Mã sản phẩm mới`}
            name="ma_vt"
            autoComplete="off"
            defaultValue={`${product.ma_vt}-COPY`}
            error={codeError}
          />
          {duplicate.error ? (
            <Alert>{errorText(duplicate.error, locale, t`Không nhân bản được`)}</Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(undefined)}>
              <Trans>Thôi</Trans>
            </Button>
            <Button type="submit" disabled={duplicate.isPending}>
              <Trans>Tạo bản sao</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={open === 'remove'}
        title={order_lines > 0 ? t`Lưu trữ sản phẩm` : t`Xoá sản phẩm`}
        onClose={() => setOpen(undefined)}
      >
        <p className="mb-4 text-sm">
          {order_lines > 0 ? (
            <Trans>
              Sản phẩm có trong {order_lines} dòng đơn hàng nên không xoá được: nó sẽ được lưu trữ (ẩn khỏi
              cửa hàng) và có thể khôi phục.
            </Trans>
          ) : (
            <Trans>Xoá hẳn sản phẩm {product.ma_vt}? Lịch sử thay đổi vẫn được giữ.</Trans>
          )}
        </p>
        {remove.error ? <Alert>{errorText(remove.error, locale, t`Không thực hiện được`)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(undefined)}>
            <Trans>Thôi</Trans>
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {order_lines > 0 ? <Trans>Lưu trữ</Trans> : <Trans>Xoá</Trans>}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
