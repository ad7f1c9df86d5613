import {
  QueryClient,
  type QueryKey,
  type RefetchOptions,
  type RefetchQueryFilters,
} from '@tanstack/react-query';

/**
 * A query client whose refetch after a write reads again, even when a read begun before the write
 * is still in flight. TanStack Query's refetch (`refetchQueries`, which `invalidateQueries` and
 * `resetQueries` call) cancels such a read only when the query already has data (`cancelRefetch`);
 * a query without data yet (its first read, or a new key shown meanwhile with the last key's data
 * as `placeholderData`) gets the read in flight back, and that read's answer, older than the write,
 * then stands as fresh.
 *
 * So those reads are cancelled first, silently as TanStack cancels the others: whoever waits on the
 * cancelled read gets the new read's answer, and nothing is put back or shown as an error. A caller
 * that asks to keep a read in flight (`cancelRefetch: false`) keeps it.
 */
export class RereadingQueryClient extends QueryClient {
  override refetchQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: RefetchQueryFilters<TTaggedQueryKey>,
    options: RefetchOptions = {},
  ): Promise<void> {
    if (options.cancelRefetch !== false) {
      for (const query of this.getQueryCache().findAll(filters)) {
        // The same queries the refetch below reads again: it leaves out disabled and static ones.
        const isRefetched = !query.isDisabled() && !query.isStatic();
        if (isRefetched && query.state.data === undefined && query.state.fetchStatus !== 'idle') {
          void query.cancel({ silent: true });
        }
      }
    }
    return super.refetchQueries(filters, options);
  }
}
