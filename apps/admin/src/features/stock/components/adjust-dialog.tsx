import { Trans, useLingui } from '@lingui/react/macro';
import {
  adjustStock,
  STOCK_REASONS,
  type StockAdjustmentInput,
  type StockReason,
  type StockRow,
  stockAdjustmentSchema,
} from '@shop/domain/catalogue';
import { messageText } from '@shop/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { codeText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Dialog, DialogFormEnd } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { invalidateStock } from '../api/stock-queries';
import { lineName } from './line-name';

/**
 * Adjusts one line's stock with a reason: received and damaged take how many, a stock-take the
 * counted figure, other a signed change and a note. Checked with the domain's schema and rule
 * before sending (the words the server would give), then the server's refusal if any.
 */
export function AdjustDialog({
  row,
  onClose,
  onDone,
}: {
  row: StockRow;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<StockReason>('received');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: async (body: StockAdjustmentInput) => (await getConsoleApi()).adjustStock(body),
    onSuccess: async (reply) => {
      await invalidateStock(queryClient);
      onDone(reply.message);
    },
  });
  const labels: Record<StockReason, string> = {
    received: t`Nhập hàng`,
    damaged: t`Hàng hỏng`,
    count: t`Kiểm kê`,
    other: t`Khác`,
  };
  const quantityLabel: Record<StockReason, string> = {
    received: t`Số lượng nhập`,
    damaged: t`Số lượng hỏng`,
    count: t`Số đếm được`,
    other: t`Số thay đổi (âm để giảm)`,
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const text = (values.quantity ?? '').trim();
    const result = readForm(stockAdjustmentSchema, {
      ma_vt: row.ma_vt,
      variant: row.variant,
      reason,
      quantity: /^-?\d+$/.test(text) ? Number(text) : Number.NaN,
      note: values.note ?? '',
    });
    if (!result.ok) return setErrors(result.errors);
    const decision = adjustStock(row.stock, result.value);
    if (!decision.ok)
      return setErrors({
        quantity: messageText('STOCK_NEGATIVE', locale, { before: row.stock, after: decision.after }),
      });
    setErrors({});
    mutation.mutate(result.value);
  };
  const say = (key: string) => {
    const value = errors[key];
    return value === undefined ? undefined : (codeText(value, locale) ?? value);
  };
  return (
    <Dialog open title={t`Điều chỉnh tồn kho`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="adjust-form">
        <p className="text-sm">
          <span className="block font-semibold">{lineName(row, locale)}</span>
          <span className="text-coffee-700">
            {row.ma_vt} · <Trans>Tồn hiện tại: {row.stock}</Trans>
          </span>
        </p>
        <fieldset>
          <legend className="mb-1 font-semibold text-sm">
            <Trans>Lý do</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {STOCK_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-coffee-200 px-3 text-sm has-checked:border-leaf-700 has-checked:bg-leaf-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="accent-leaf-700"
                />
                {labels[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={quantityLabel[reason]}
          name="quantity"
          inputMode={reason === 'other' ? 'text' : 'numeric'}
          autoComplete="off"
          error={say('quantity')}
        />
        <Field
          label={reason === 'other' ? t`Ghi chú (bắt buộc)` : t`Ghi chú`}
          name="note"
          autoComplete="off"
          maxLength={500}
          error={say('note')}
        />
        <DialogFormEnd
          error={mutation.error}
          pending={mutation.isPending}
          submitLabel={<Trans>Lưu điều chỉnh</Trans>}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}
