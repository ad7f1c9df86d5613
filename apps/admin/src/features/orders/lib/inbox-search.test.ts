import { describe, expect, it } from 'vitest';
import { readInboxSearch, withFilter } from './inbox-search';

describe('inbox search', () => {
  it('keeps known keys as text and drops the rest', () => {
    expect(readInboxSearch({ status: '0', page: 2, other: 'x', q: '', sort: 'x' })).toEqual({
      status: '0',
      page: '2',
    });
    expect(readInboxSearch({ sort: 't_tt_nt' })).toEqual({ sort: 't_tt_nt' });
  });

  it('goes back to the first page when a filter changes, unless a page is asked', () => {
    expect(withFilter({ status: '0', page: '3' }, { q: 'an' })).toEqual({ status: '0', q: 'an' });
    expect(withFilter({ status: '0' }, { page: '2' })).toEqual({ status: '0', page: '2' });
    expect(withFilter({ status: '0', q: 'an' }, { status: '' })).toEqual({ q: 'an' });
  });
});
