import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { STOCK_IMPORT_MAX_CHARS, type StockImportPreview } from '@shop/domain/catalogue';
import { formatPrice } from '@shop/domain/primitives';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { saveFile } from '@shop/browser-kit/save-file';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DataRow, HeadCells } from '@/ui/paged-list';
import { invalidateStock } from '../api/stock-queries';

/**
 * CSV export and import of prices and stock: the file is previewed (what changes, every refused row
 * and why), then applied whole in one go; a file with a refused row cannot be applied.
 */
export function StockImport() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [readError, setReadError] = useState<string>();
  const [notice, setNotice] = useState('');
  const exporting = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await (await getConsoleApi()).exportStock();
      saveFile(blob, fileName);
    },
  });
  const preview = useMutation({
    mutationFn: async (text: string) => (await getConsoleApi()).previewStockImport(text),
  });
  const apply = useMutation({
    mutationFn: async (text: string) => (await getConsoleApi()).importStock(text),
    onSuccess: async (reply) => {
      setNotice(reply.message);
      setFile(undefined);
      preview.reset();
      await invalidateStock(queryClient);
    },
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    setNotice('');
    apply.reset();
    if (!chosen) return;
    if (chosen.size > STOCK_IMPORT_MAX_CHARS) {
      setReadError(codeText('STOCK_IMPORT_TOO_LARGE', locale));
      return;
    }
    setReadError(undefined);
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    preview.mutate(text);
  };
  const plan: StockImportPreview | undefined = preview.data;
  const canApply = plan !== undefined && plan.refused.length === 0 && plan.changes.length > 0 && file;
  return (
    <Card
      title={t`Nhập / xuất CSV giá và tồn kho`}
      aside={
        <Button variant="secondary" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
          <Trans>Xuất CSV</Trans>
        </Button>
      }
    >
      <p className="mb-3 text-coffee-700 text-sm">
        <Trans>
          Tệp có các cột code, variant, name, price, stock như tệp xuất. Cột name chỉ để đọc. Thay đổi tồn kho
          được ghi là kiểm kê.
        </Trans>
      </p>
      {/* The browser's own file button speaks the browser's language: it is hidden, the label is the button. */}
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => void choose(event)}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-coffee-200 bg-white px-4 font-semibold text-sm hover:bg-coffee-100 peer-focus-visible:outline-2 peer-focus-visible:outline-leaf-700 peer-focus-visible:outline-offset-2"
      >
        <Trans>Chọn tệp CSV để xem trước</Trans>
      </label>
      {readError ? <Alert>{readError}</Alert> : null}
      {exporting.error ? <Alert>{errorText(exporting.error, locale, t`Không xuất được tệp`)}</Alert> : null}
      {preview.error ? <Alert>{errorText(preview.error, locale, t`Không đọc được tệp`)}</Alert> : null}
      {plan && file ? (
        <div className="mt-4 flex flex-col gap-3" data-testid="import-preview">
          <p className="text-sm">
            <Trans>
              {file.name}:{' '}
              <Plural value={plan.changes.length} one="# dòng thay đổi" other="# dòng thay đổi" />,{' '}
              <Plural value={plan.refused.length} one="# dòng bị từ chối" other="# dòng bị từ chối" />,{' '}
              <Plural value={plan.unchanged} one="# dòng không đổi" other="# dòng không đổi" />
            </Trans>
          </p>
          {plan.refused.length > 0 ? (
            <div>
              <Alert>
                <Trans>
                  Sửa các dòng bị từ chối rồi chọn lại tệp: tệp có dòng bị từ chối sẽ không được áp dụng.
                </Trans>
              </Alert>
              <ul className="mt-2 list-disc pl-5 text-sm" data-testid="import-refused">
                {plan.refused.map((row) => (
                  <li key={row.line}>
                    <Trans>
                      Dòng {row.line} ({row.ma_vt || '—'}): {codeText(row.code, locale) ?? row.reason}
                    </Trans>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {plan.changes.length > 0 ? (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="import-changes">
                <thead className="bg-coffee-50 text-coffee-700">
                  <tr>
                    <HeadCells
                      cell="px-2 py-2"
                      columns={[
                        { label: t`Dòng` },
                        { label: t`Sản phẩm` },
                        { label: t`Giá`, align: 'right' },
                        { label: t`Tồn kho`, align: 'right' },
                      ]}
                    />
                  </tr>
                </thead>
                <tbody>
                  {plan.changes.map((row) => (
                    <DataRow key={row.line}>
                      <td className="px-2 py-2">{row.line}</td>
                      <td className="px-2 py-2">
                        <span className="block">{row.name}</span>
                        <span className="text-coffee-700 text-xs">{row.ma_vt}</span>
                      </td>
                      <td className="whitespace-nowrap px-2 py-2 text-right">
                        {row.price_before === row.price_after
                          ? formatPrice(row.price_after, locale)
                          : `${formatPrice(row.price_before, locale)} → ${formatPrice(row.price_after, locale)}`}
                      </td>
                      <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
                        {row.stock_before === row.stock_after
                          ? row.stock_after
                          : `${row.stock_before} → ${row.stock_after}`}
                      </td>
                    </DataRow>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button disabled={!canApply || apply.isPending} onClick={() => file && apply.mutate(file.text)}>
              <Trans>Áp dụng tệp</Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setFile(undefined);
                preview.reset();
              }}
            >
              <Trans>Bỏ tệp</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      {apply.error ? <Alert>{errorText(apply.error, locale, t`Không nhập được tệp`)}</Alert> : null}
      <p role="status" className="mt-2 text-leaf-800 text-sm">
        {notice}
      </p>
    </Card>
  );
}
