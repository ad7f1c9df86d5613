import type { ConsoleApi } from '@shop/api-client';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

/** Where a list's rows and forms send the confirmation of a write they made. */
export type OnNotice = (message: string) => void;

/** A row of a list that writes: its item, and where its writes' confirmations go. */
export interface NoticedRow<T> {
  item: T;
  onNotice: OnNotice;
}

/**
 * The confirmation of a list's last write, held by the page rather than by the row (a row its
 * write takes off the list goes, the confirmation stays); announced, and kept in place unseen
 * before the first one.
 */
export function Notice({ text }: { text: string }) {
  return (
    <p role="status" className={text ? 'mb-3 font-semibold text-leaf-800 text-sm' : 'sr-only'}>
      {text}
    </p>
  );
}

/**
 * A write from a list's row or form: once the server took it, its reply's message goes to the
 * page's notice, `onDone` runs (a form empties) and the list's queries (`invalidate`) are read again.
 * The write stays pending until that read is back, so its button is not pressed again on a list
 * that does not show the write yet.
 */
export function useNoticedWrite<TReply extends { message: string }>(
  run: (api: ConsoleApi) => Promise<TReply>,
  { onNotice, invalidate, onDone }: { onNotice: OnNotice; invalidate: QueryKey; onDone?: () => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => run(await getConsoleApi()),
    onSuccess: (reply) => {
      onNotice(reply.message);
      onDone?.();
      return queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });
}
