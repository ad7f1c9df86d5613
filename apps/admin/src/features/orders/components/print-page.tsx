import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { companyQuery } from '@/lib/company';
import { documentI18nQuery } from '../api/document-i18n';
import { orderQueries } from '../api/order-queries';
import { PRINT_DOCS, PRINT_SIZES, type PrintSearch, printIds } from '../lib/print-search';
import { PrintDocument } from './print-document';
import './print.css';
import { Loading } from '@/ui/loading';

/**
 * Printing one or many orders: the document (invoice or packing slip), the paper (A4 or A5) and
 * the language are chosen above the sheets; the sheets print one order per page, without the
 * console around them.
 */
export function PrintPage({ search }: { search: PrintSearch }) {
  const { t } = useLingui();
  const consoleLocale = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const ids = printIds(search.ids);
  const doc = search.doc ?? 'invoice';
  const size = search.size ?? 'a4';
  // Orders do not record the shopper's language: the console's own is the default.
  const locale = search.lang ?? consoleLocale;
  const orders = useQueries({ queries: ids.map((id) => orderQueries.detail(id)) });
  const company = useQuery(companyQuery());
  const documentI18n = useQuery(documentI18nQuery(locale));
  const change = (next: Partial<PrintSearch>) =>
    void navigate({ to: '/orders/print', search: { ...search, ...next } });
  const failed = orders.filter((order) => order.error);
  const isReady = orders.every((order) => order.data) && company.data && documentI18n.data;
  const choice = <T extends string>(
    label: string,
    value: T,
    options: readonly [T, string][],
    set: (v: T) => void,
  ) => (
    <label className="flex flex-col gap-1 font-semibold text-sm">
      {label}
      <select
        value={value}
        onChange={(event) => set(event.currentTarget.value as T)}
        className="min-h-11 rounded-lg border border-coffee-200 bg-white px-2 font-normal text-base"
      >
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      {/* @page cannot take a variable: the chosen paper size is written here. */}
      <style>{`@page { size: ${size.toUpperCase()} portrait; margin: ${size === 'a4' ? '12mm' : '8mm'}; }`}</style>
      <div className="print-controls mb-4 flex flex-col gap-3">
        <Link to="/orders" className="inline-flex min-h-11 items-center text-leaf-700 text-sm underline">
          <Trans>← Tất cả đơn hàng</Trans>
        </Link>
        <h1 className="font-semibold text-2xl">
          <Trans>In {ids.length} đơn hàng</Trans>
        </h1>
        <div className="flex flex-wrap items-end gap-3 rounded-xl border border-coffee-100 bg-white p-3">
          {choice(
            t`Chứng từ`,
            doc,
            PRINT_DOCS.map((value) => [value, value === 'slip' ? t`Phiếu giao hàng` : t`Hoá đơn bán hàng`]),
            (value) => change({ doc: value }),
          )}
          {choice(
            t`Khổ giấy`,
            size,
            PRINT_SIZES.map((value) => [value, value.toUpperCase()]),
            (value) => change({ size: value }),
          )}
          {choice(
            t`Ngôn ngữ chứng từ`,
            locale,
            [
              ['vi', 'Tiếng Việt'],
              ['en', 'English'],
            ],
            (value) => change({ lang: value }),
          )}
          <Button disabled={!isReady} onClick={() => window.print()}>
            <Trans>In</Trans>
          </Button>
        </div>
        {ids.length === 0 ? <Alert>{t`Chưa chọn đơn hàng nào để in.`}</Alert> : null}
        {failed.map((order, index) => (
          <Alert key={ids[orders.indexOf(order)] ?? index}>
            {errorText(order.error, consoleLocale, t`Không tải được đơn hàng`)}
          </Alert>
        ))}
        {company.error ? (
          <Alert>{errorText(company.error, consoleLocale, t`Không tải được thông tin cửa hàng`)}</Alert>
        ) : null}
      </div>
      {isReady && documentI18n.data && company.data ? (
        <I18nProvider i18n={documentI18n.data}>
          <div className={`print-sheets print-${size}`}>
            {orders.map((order) =>
              order.data ? (
                <PrintDocument
                  key={order.data.order._id}
                  order={order.data.order}
                  doc={doc}
                  locale={locale}
                  company={company.data}
                />
              ) : null,
            )}
          </div>
        </I18nProvider>
      ) : ids.length > 0 && failed.length === 0 ? (
        <Loading>
          <Trans>Đang chuẩn bị bản in…</Trans>
        </Loading>
      ) : null}
    </>
  );
}
