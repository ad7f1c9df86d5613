import { describe, expect, it, vi } from 'vitest';
import {
  readSearch,
  searchChoice,
  searchPage,
  searchPattern,
  searchText,
  toFilter,
  toPage,
} from './list-search';

interface Search {
  q?: string;
  kind?: 'account' | 'guest';
  status?: 'all' | 'draft' | 'live';
  slug?: string;
  page?: number;
}

const read = readSearch<Search>({
  q: searchText(10),
  kind: searchChoice(['account', 'guest']),
  status: searchChoice(['all', 'draft', 'live'], 'all'),
  slug: searchPattern(/^[a-z-]{1,40}$/),
  page: searchPage,
});

describe("a list's address", () => {
  it.each([
    ['nothing', {}, {}],
    [
      'every key that reads',
      { q: 'cà phê', kind: 'guest', status: 'live', slug: 'tin-tuc', page: '3' },
      { q: 'cà phê', kind: 'guest', status: 'live', slug: 'tin-tuc', page: 3 },
    ],
    ['text trimmed and cut', { q: '  một hai ba bốn năm  ' }, { q: 'một hai ba' }],
    ['blank text dropped', { q: '   ' }, {}],
    ['a choice not offered', { kind: 'admin', status: 'gone' }, {}],
    ['the default choice left out', { status: 'all' }, {}],
    ['a slug the pattern refuses', { slug: 'Tin Tức' }, {}],
    ['the first page left out', { page: '1' }, {}],
    ['a page that is not a whole number', { page: '2.5' }, {}],
    ['a page out of range', { page: '100001' }, {}],
    ['a page given as a number', { page: 2 }, { page: 2 }],
    ['unknown keys dropped', { other: 'x', q: 'trà' }, { q: 'trà' }],
  ])('%s', (_case, search: Record<string, unknown>, expected) => {
    expect(read(search)).toEqual(expected);
  });
});

describe("a list's filter tabs", () => {
  it('keep the tab chosen and the text searched, back on the first page; the default tab is no key', () => {
    const onSearch = vi.fn();
    const choose = toFilter<Search, 'status'>(
      { search: { q: 'áo', status: 'live', page: 3 }, onSearch },
      'status',
    );
    choose('draft');
    choose('all');
    expect(onSearch.mock.calls).toEqual([
      [{ q: 'áo', status: 'draft', page: undefined }],
      [{ q: 'áo', status: undefined, page: undefined }],
    ]);
  });

  it("take the list's own default tab when told (the returns' 'new', the messages' 'no')", () => {
    const onSearch = vi.fn();
    const choose = toFilter<Search, 'kind', 'account'>({ search: { page: 2 }, onSearch }, 'kind', 'account');
    choose('guest');
    choose('account');
    expect(onSearch.mock.calls).toEqual([
      [{ kind: 'guest', page: undefined }],
      [{ kind: undefined, page: undefined }],
    ]);
  });
});

describe("a paged list's pager", () => {
  it('keeps the search; the first page is the address without a page', () => {
    const onSearch = vi.fn();
    const go = toPage<Search>({ search: { q: 'áo', page: 3 }, onSearch });
    go(2);
    go(1);
    expect(onSearch.mock.calls).toEqual([[{ q: 'áo', page: 2 }], [{ q: 'áo', page: undefined }]]);
  });
});
