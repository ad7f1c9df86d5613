import { Trans } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from './button';
import { ChoiceTabs } from './choice-tabs';

/** The search of a list: one box, sent with "Tìm" (the list's address keeps it). */
export interface ListSearch {
  label: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}

/** The actions on the rows ticked in a list: shown while any is ticked, with their count. */
export interface BulkActions {
  count: number;
  label: ReactNode;
  actions: ReactNode;
}

/**
 * The head of a list: its filter tabs, the search box with the list's other filters beside it, and
 * the actions on the ticked rows.
 */
export function ListToolbar<T extends string>({
  tabs,
  search,
  filters,
  bulk,
}: {
  tabs?: Parameters<typeof ChoiceTabs<T>>[0];
  search?: ListSearch;
  filters?: ReactNode;
  bulk?: BulkActions;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    search?.onSearch(q || undefined);
  };
  return (
    <>
      {tabs ? <ChoiceTabs {...tabs} /> : null}
      {search || filters ? (
        <search className="mb-4 flex flex-col gap-2 lg:flex-row lg:items-end">
          {search ? (
            <form onSubmit={submit} className="flex flex-1 gap-2">
              <label htmlFor={id} className="sr-only">
                {search.label}
              </label>
              <input
                id={id}
                name="q"
                type="search"
                defaultValue={search.value ?? ''}
                key={search.value ?? ''}
                placeholder={search.placeholder}
                className="min-h-11 w-full max-w-md rounded-lg border border-coffee-200 bg-white px-3 text-base"
              />
              <Button type="submit">
                <Trans>Tìm</Trans>
              </Button>
            </form>
          ) : null}
          {filters}
        </search>
      ) : null}
      {bulk && bulk.count > 0 ? (
        <section
          aria-label={typeof bulk.label === 'string' ? bulk.label : undefined}
          className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-leaf-600/30 bg-leaf-50 p-3"
        >
          <span className="font-semibold text-sm">{bulk.label}</span>
          {bulk.actions}
        </section>
      ) : null}
    </>
  );
}
