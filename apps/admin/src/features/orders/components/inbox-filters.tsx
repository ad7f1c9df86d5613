import { Trans, useLingui } from '@lingui/react/macro';
import { INBOX_SORTS } from '@shop/domain/console';
import { formatDate, parseDisplayDate } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { Button } from '@/ui/button';
import { Field, SelectField } from '@/ui/field';
import { orderQueries } from '../api/order-queries';
import type { InboxSearch } from '../lib/inbox-search';
import { useSortLabels } from './sort-labels';

/**
 * A filter spans three rows of the grid it shares with its neighbours (subgrid): labels, controls,
 * messages. A date's error opens the message row under the whole line, so the controls stay on one
 * line whether a message shows or not, and a long label still ends just above its control.
 */
const FILTER_CELL = 'row-span-3 grid grid-cols-1 grid-rows-subgrid pb-1 [&>label]:self-end';

/** Search and filters of the inbox; applied together, dates typed DD/MM/YYYY. */
export function InboxFilters({
  search,
  onChange,
}: {
  search: InboxSearch;
  onChange: (change: InboxSearch) => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const filters = useQuery(orderQueries.filters()).data;
  const sortLabels = useSortLabels();
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(() =>
    Boolean(search.pt_thanh_toan || search.trang_thai_tt || search.don_vi_vc || search.from || search.to),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const day = (text = '') => (text.trim() === '' ? '' : parseDisplayDate(text));
    const [from, to] = [day(values.from), day(values.to)];
    const message = t`Ngày phải có dạng DD/MM/YYYY`;
    setDateErrors({ from: from === null ? message : undefined, to: to === null ? message : undefined });
    if (from === null || to === null) return;
    onChange({ ...values, from, to });
  };
  const choices = (items: readonly { value: string; ten: string; ten_eng: string }[] = []) =>
    items.map((item) => ({ value: item.value, label: localized(item.ten, item.ten_eng, locale) }));
  return (
    <form
      key={JSON.stringify(search)}
      onSubmit={submit}
      aria-label={t`Bộ lọc đơn hàng`}
      className="mb-4 grid grid-cols-2 items-start gap-3 rounded-xl border border-coffee-100 bg-white p-3 md:grid-cols-4 lg:grid-cols-8 lg:gap-y-1"
    >
      {/* From 1024 px the search shares the filters' rows, beside them. */}
      <Field
        className="col-span-2 lg:row-span-3 lg:grid lg:grid-cols-1 lg:grid-rows-subgrid lg:pb-1 lg:[&>label]:self-end"
        label={t`Tìm mã đơn, điện thoại, tên, email`}
        name="q"
        type="search"
        defaultValue={search.q ?? ''}
      />
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
        className="col-span-2 min-h-11 rounded-lg border border-coffee-200 px-3 text-left font-semibold text-sm md:hidden"
      >
        {isOpen ? <Trans>Ẩn bộ lọc</Trans> : <Trans>Thêm bộ lọc</Trans>}
      </button>
      {/* On a phone the filters fold away under the search; from tablets up they are always shown. */}
      <div
        id={panelId}
        className={`${isOpen ? 'grid' : 'hidden'} col-span-2 grid-cols-2 gap-x-3 gap-y-1 md:col-span-4 md:grid md:grid-cols-4 lg:col-span-6 lg:row-span-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_repeat(2,minmax(8.5rem,1fr))_minmax(12.5rem,1.4fr)] lg:grid-rows-subgrid`}
      >
        <SelectField
          label={t`Thanh toán`}
          name="pt_thanh_toan"
          className={FILTER_CELL}
          defaultValue={search.pt_thanh_toan ?? ''}
          blank={t`Tất cả`}
          options={choices(filters?.payment_methods)}
        />
        <SelectField
          label={t`Tình trạng thanh toán`}
          name="trang_thai_tt"
          className={FILTER_CELL}
          defaultValue={search.trang_thai_tt ?? ''}
          blank={t`Tất cả`}
          options={[
            { value: '0', label: t`Chưa thanh toán` },
            { value: '1', label: t`Đã thanh toán / thu hộ` },
          ]}
        />
        <SelectField
          label={t`Vận chuyển`}
          name="don_vi_vc"
          className={FILTER_CELL}
          defaultValue={search.don_vi_vc ?? ''}
          blank={t`Tất cả`}
          options={choices(filters?.carriers)}
        />
        {(['from', 'to'] as const).map((name) => (
          <Field
            key={name}
            label={name === 'from' ? t`Từ ngày` : t`Đến ngày`}
            name={name}
            className={FILTER_CELL}
            placeholder="DD/MM/YYYY"
            defaultValue={formatDate(search[name])}
            error={dateErrors[name]}
          />
        ))}
        <SelectField
          label={t`Sắp xếp`}
          name="sort"
          className={FILTER_CELL}
          defaultValue={search.sort ?? '-ngay_ct'}
          options={INBOX_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
        />
      </div>
      <div className="col-span-2 flex items-end gap-2 md:col-span-4 lg:col-span-8">
        <Button type="submit">
          <Trans>Lọc</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            onChange({ q: '', pt_thanh_toan: '', trang_thai_tt: '', don_vi_vc: '', from: '', to: '' })
          }
        >
          <Trans>Xoá bộ lọc</Trans>
        </Button>
      </div>
    </form>
  );
}
