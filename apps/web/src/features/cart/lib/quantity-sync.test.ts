import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuantitySync } from './quantity-sync';

type Reply = { sl_xuat: number };

/** A server that answers when told to, capping at `stock`. */
function fakeServer(stock = 9999) {
  const calls: { id: string; quantity: number; resolve: () => void }[] = [];
  const send = vi.fn(
    (id: string, quantity: number) =>
      new Promise<Reply>((resolve) => {
        calls.push({ id, quantity, resolve: () => resolve({ sl_xuat: Math.min(quantity, stock) }) });
      }),
  );
  return { calls, send };
}

/** A sync waiting `delayMs` before it sends to a fake server capping at `stock`. */
function syncWithServer(delayMs: number, stock?: number) {
  const server = fakeServer(stock);
  const onSettled = vi.fn();
  const sync = createQuantitySync({ send: server.send, onSettled, onError: vi.fn(), delayMs });
  return { server, onSettled, sync };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createQuantitySync', () => {
  it('sends one request for rapid clicks, with the last quantity', async () => {
    const { server, onSettled, sync } = syncWithServer(300);
    for (const quantity of [2, 3, 4, 5, 6]) {
      sync.request('a', quantity);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(server.send).not.toHaveBeenCalled();
    expect(sync.latest('a')).toBe(6);
    await vi.advanceTimersByTimeAsync(300);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(server.send).toHaveBeenCalledWith('a', 6);
    server.calls[0]?.resolve();
    await vi.runAllTimersAsync();
    expect(onSettled).toHaveBeenCalledExactlyOnceWith('a', { sl_xuat: 6 }, 6);
    expect(sync.latest('a')).toBeUndefined();
  });

  it('keeps one request in flight and sends the newer quantity after it; only the last reply settles', async () => {
    const { server, onSettled, sync } = syncWithServer(300);
    sync.request('a', 2);
    await vi.advanceTimersByTimeAsync(300);
    sync.request('a', 3);
    sync.request('a', 4);
    await vi.advanceTimersByTimeAsync(300);
    expect(server.send).toHaveBeenCalledTimes(1);
    server.calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(onSettled).not.toHaveBeenCalled();
    expect(server.send).toHaveBeenLastCalledWith('a', 4);
    expect(sync.latest('a')).toBe(4);
    server.calls[1]?.resolve();
    await vi.runAllTimersAsync();
    expect(onSettled).toHaveBeenCalledExactlyOnceWith('a', { sl_xuat: 4 }, 4);
  });

  it('settles on the capped quantity the server returns', async () => {
    const { server, onSettled, sync } = syncWithServer(10, 5);
    sync.request('a', 8);
    await vi.advanceTimersByTimeAsync(10);
    server.calls[0]?.resolve();
    await vi.runAllTimersAsync();
    expect(onSettled).toHaveBeenCalledWith('a', { sl_xuat: 5 }, 8);
  });

  it('does not resend a quantity that is already in flight', async () => {
    const { server, onSettled, sync } = syncWithServer(10);
    sync.request('a', 3);
    await vi.advanceTimersByTimeAsync(10);
    sync.request('a', 4);
    sync.request('a', 3);
    await vi.advanceTimersByTimeAsync(10);
    server.calls[0]?.resolve();
    await vi.runAllTimersAsync();
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith('a', { sl_xuat: 3 }, 3);
  });

  it('keeps lines apart, reports a failure, and ignores a cancelled line', async () => {
    const onError = vi.fn();
    const onSettled = vi.fn();
    const send = vi.fn(async (id: string, quantity: number) => {
      if (id === 'bad') throw new Error('HTTP 409');
      return { sl_xuat: quantity };
    });
    const sync = createQuantitySync({ send, onSettled, onError, delayMs: 10 });
    sync.request('a', 2);
    sync.request('bad', 2);
    sync.request('gone', 7);
    sync.cancel('gone');
    await vi.runAllTimersAsync();
    expect(onSettled).toHaveBeenCalledExactlyOnceWith('a', { sl_xuat: 2 }, 2);
    expect(onError).toHaveBeenCalledExactlyOnceWith('bad', expect.any(Error));
    expect(send).not.toHaveBeenCalledWith('gone', 7);
  });
});
