/** How long the quantity must stay still before it is sent (rapid clicks make one request). */
export const QUANTITY_SYNC_DELAY_MS = 400;

export interface QuantitySyncOptions<TReply> {
  send: (id: string, quantity: number) => Promise<TReply>;
  /** The reply to the last quantity asked for: the cart settles on it. */
  onSettled: (id: string, reply: TReply, sent: number) => void;
  /** The last request failed and nothing newer is waiting. */
  onError: (id: string, error: unknown) => void;
  delayMs?: number;
}

type Slot = { wanted?: number; inFlight?: number; timer?: ReturnType<typeof setTimeout> };

/**
 * Coalesces quantity changes per cart line: changes within `delayMs` of each other become one
 * request; at most one request per line is in flight, and a change made meanwhile is sent when it
 * returns. Only the reply to the newest quantity is reported, so intermediate replies never make
 * the display jump back, and no click is lost (the newest wish is always sent last).
 */
export function createQuantitySync<TReply>({
  send,
  onSettled,
  onError,
  delayMs = QUANTITY_SYNC_DELAY_MS,
}: QuantitySyncOptions<TReply>) {
  const slots = new Map<string, Slot>();

  const flush = (id: string) => {
    const slot = slots.get(id);
    if (!slot) return;
    slot.timer = undefined;
    if (slot.inFlight !== undefined || slot.wanted === undefined) return;
    const quantity = slot.wanted;
    slot.wanted = undefined;
    slot.inFlight = quantity;
    send(id, quantity).then(
      (reply) => finish(id, quantity, () => onSettled(id, reply, quantity)),
      (error: unknown) => finish(id, quantity, () => onError(id, error)),
    );
  };

  const finish = (id: string, sent: number, report: () => void) => {
    const slot = slots.get(id);
    if (!slot) return; // cancelled (the line was removed): nothing to settle
    slot.inFlight = undefined;
    if (slot.wanted === sent && !slot.timer) slot.wanted = undefined;
    if (slot.wanted !== undefined) {
      // A newer quantity waits: its reply will settle the line.
      if (!slot.timer) flush(id);
      return;
    }
    slots.delete(id);
    report();
  };

  return {
    /** Asks for `quantity` on line `id`; sent once the clicks stop. */
    request(id: string, quantity: number) {
      const slot = slots.get(id) ?? {};
      slots.set(id, slot);
      slot.wanted = quantity;
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = setTimeout(() => flush(id), delayMs);
    },
    /** The newest quantity asked for and not yet settled, if any. */
    latest(id: string): number | undefined {
      const slot = slots.get(id);
      return slot?.wanted ?? slot?.inFlight;
    },
    /** Forgets a line (removed): nothing more is sent and a reply in flight is ignored. */
    cancel(id: string) {
      const slot = slots.get(id);
      if (slot?.timer) clearTimeout(slot.timer);
      slots.delete(id);
    },
  };
}

export type QuantitySync<TReply> = ReturnType<typeof createQuantitySync<TReply>>;
