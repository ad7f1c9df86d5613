import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { SearchIcon } from './icons';

/** The search results route (SPEC §2). */
export const SEARCH_PATH = '/mua-hang/tim-kiem';

/** Where a search for `keyword` leads: the results route with the trimmed keyword. */
export function searchHref(keyword: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ keyword: keyword.trim() }).toString()}`;
}

type SearchBoxProps = {
  /** Called after a search was started (closes the popover or the drawer around the box). */
  onSearch?: () => void;
  autoFocus?: boolean;
  className?: string;
};

/**
 * The header's search box: Enter or the button goes to the results of the typed text; an empty
 * box goes nowhere. The box empties whenever the address changes (SPEC §2 Header), so the next
 * page starts with a clean box.
 */
export function SearchBox({ onSearch, autoFocus = false, className = '' }: SearchBoxProps) {
  const { t } = useLingui();
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  const [keyword, setKeyword] = useState('');
  const inputId = useId();

  useEffect(() => {
    // Runs on every change of the address (path or query): the box clears.
    void href;
    setKeyword('');
  }, [href]);

  return (
    <search className={className}>
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (keyword.trim() === '') return;
          void router.navigate({ href: searchHref(keyword) });
          onSearch?.();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t`Tìm kiếm sản phẩm`}
        </label>
        <input
          id={inputId}
          type="search"
          name="keyword"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t`Tìm trà, cà phê, nông sản…`}
          autoComplete="off"
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the box is opened on purpose by the search button
          autoFocus={autoFocus}
          className="min-h-11 w-full min-w-0 flex-1 rounded-full border border-coffee-200 bg-white px-4 text-coffee-900 placeholder:text-coffee-500 focus:border-leaf-600 focus:outline-2 focus:outline-leaf-600/30"
        />
        <button
          type="submit"
          aria-label={t`Tìm kiếm`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
        >
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
