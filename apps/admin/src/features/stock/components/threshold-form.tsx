import { Trans, useLingui } from '@lingui/react/macro';
import { STOCK_SETTINGS_COLLECTION, STOCK_SETTINGS_ID, stockSettingsSchema } from '@shop/domain/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ItemTimeline } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field } from '@/ui/field';
import { invalidateStock, stockQueries } from '../api/stock-queries';

/**
 * The low-stock threshold the dashboard and the "low stock" filter use: the owner edits it (the
 * 'settings' area) and sees its timeline; staff only read it.
 */
export function ThresholdForm({ canEdit }: { canEdit: boolean }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const settings = useQuery(stockQueries.settings());
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState('');
  const save = useMutation({
    mutationFn: async (low_stock_threshold: number) =>
      (await getConsoleApi()).saveStockSettings({ low_stock_threshold }),
    onSuccess: async (reply) => {
      setNotice(reply.message ?? '');
      await invalidateStock(queryClient);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('threshold') ?? '').trim();
    const result = readForm(stockSettingsSchema, {
      low_stock_threshold: /^\d+$/.test(text) ? Number(text) : Number.NaN,
    });
    if (!result.ok) return setError(result.errors.low_stock_threshold);
    setError(undefined);
    save.mutate(result.value.low_stock_threshold);
  };
  const current = settings.data?.low_stock_threshold;
  return (
    <Card title={t`Ngưỡng sắp hết hàng`}>
      {current === undefined ? null : canEdit ? (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
          <Field
            key={current}
            label={t`Cảnh báo khi tồn kho ≤`}
            name="threshold"
            inputMode="numeric"
            defaultValue={String(current)}
            error={error ? (codeText(error, locale) ?? error) : undefined}
            className="w-56"
          />
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            <Trans>Lưu ngưỡng</Trans>
          </Button>
        </form>
      ) : (
        <p className="text-sm">
          <Trans>Cảnh báo khi tồn kho ≤ {current} (chủ cửa hàng thay đổi được).</Trans>
        </p>
      )}
      {save.error ? <Alert>{errorText(save.error, locale, t`Không lưu được ngưỡng`)}</Alert> : null}
      <p role="status" className="mt-2 text-leaf-800 text-sm">
        {notice}
      </p>
      {canEdit ? (
        <details className="mt-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-sm">
            <Trans>Lịch sử thay đổi ngưỡng</Trans>
          </summary>
          <ItemTimeline
            collection={STOCK_SETTINGS_COLLECTION}
            id={STOCK_SETTINGS_ID}
            labels={{ low_stock_threshold: t`Ngưỡng sắp hết hàng` }}
          />
        </details>
      ) : null}
    </Card>
  );
}
