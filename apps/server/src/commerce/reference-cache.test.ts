import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database.js';
import { createLocalSignals } from '../signals/signals.js';
import {
  dropReferenceData,
  followReferenceChanges,
  provincesWithDistricts,
  REFERENCE_MAX_ROWS,
  REFERENCE_TTL_MS,
  referenceRows,
} from './reference-cache.js';

/** A database stand-in: each read answers `rows()` at that moment, and is counted. */
function fakeDatabase(rows: () => Record<string, unknown>[]) {
  const key = {};
  const reads: string[] = [];
  const runner = (): Queryable => ({
    cacheKey: key,
    async query<T>(text: string, params: readonly unknown[] = []) {
      reads.push(`${text.includes('quanhuyen') ? 'provinces' : String(params[1])}`);
      return rows() as T[];
    },
  });
  return { db: runner(), transaction: runner(), reads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the kept reference data (decision 078)', () => {
  it('reads a collection once, for the database and its transactions alike, and hands out frozen documents', async () => {
    const { db, transaction, reads } = fakeDatabase(() => [{ data: { _id: 'a', sst: 1, nested: { x: 1 } } }]);
    const first = await referenceRows<{ nested: { x: number } }>(db, 'app', 'ptthanhtoan');
    const again = await referenceRows(transaction, 'app', 'ptthanhtoan');
    expect(again).toBe(first);
    expect(reads).toEqual(['ptthanhtoan']);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first[0] as { nested: { x: number } }).nested.x = 2;
    }).toThrow(TypeError);
    // Another app, another collection: read each.
    await referenceRows(db, 'other', 'ptthanhtoan');
    await referenceRows(db, 'app', 'ecomcarrier_fees');
    expect(reads).toEqual(['ptthanhtoan', 'ptthanhtoan', 'ecomcarrier_fees']);
  });

  it('keeps nothing across databases', async () => {
    const one = fakeDatabase(() => [{ data: { _id: 'one' } }]);
    const two = fakeDatabase(() => [{ data: { _id: 'two' } }]);
    expect(await referenceRows(one.db, 'app', 'dmchietkhau')).toEqual([{ _id: 'one' }]);
    expect(await referenceRows(two.db, 'app', 'dmchietkhau')).toEqual([{ _id: 'two' }]);
  });

  it('reads again after a signal naming the collection or every collection, not after one naming others', async () => {
    let price = 100;
    const { db, reads } = fakeDatabase(() => [{ data: { _id: 'p', gia_ban: price } }]);
    const signals = createLocalSignals();
    const stop = followReferenceChanges(db, signals);
    const read = async () => (await referenceRows<{ gia_ban: number }>(db, 'app', 'dmchietkhau'))[0]?.gia_ban;
    expect(await read()).toBe(100);
    price = 90;
    await signals.publish('pages-changed', { collections: ['dmvt'] });
    expect(await read()).toBe(100);
    await signals.publish('pages-changed', { collections: ['dmchietkhau', 'dmvt'] });
    expect(await read()).toBe(90);
    price = 80;
    await signals.publish('pages-changed', { collections: ['*'] });
    expect(await read()).toBe(80);
    stop();
    price = 70;
    await signals.publish('pages-changed', { collections: ['dmchietkhau'] });
    expect(await read()).toBe(80);
    expect(reads).toEqual(['dmchietkhau', 'dmchietkhau', 'dmchietkhau']);
  });

  it('does not keep a read that a drop overtook', async () => {
    let release: () => void = () => {};
    let price = 100;
    const key = {};
    const reads: number[] = [];
    const slow: Queryable = {
      cacheKey: key,
      async query<T>() {
        const seen = price;
        reads.push(seen);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return [{ data: { _id: 'p', gia_ban: seen } }] as T[];
      },
    };
    const pending = referenceRows<{ gia_ban: number }>(slow, 'app', 'dmchietkhau');
    price = 90;
    dropReferenceData(slow, ['dmchietkhau']);
    release();
    // Its caller gets what it read…
    expect((await pending)[0]?.gia_ban).toBe(100);
    // …but the next read goes to the database.
    const next = referenceRows<{ gia_ban: number }>(slow, 'app', 'dmchietkhau');
    release();
    expect((await next)[0]?.gia_ban).toBe(90);
    expect(reads).toEqual([100, 90]);
  });

  it(`reads again once ${REFERENCE_TTL_MS} ms have passed without a signal`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let fee = 30_000;
    const { db, reads } = fakeDatabase(() => [{ data: { _id: 'f', tien_phi: fee } }]);
    const read = async () =>
      (await referenceRows<{ tien_phi: number }>(db, 'app', 'ecomtransportfees'))[0]?.tien_phi;
    expect(await read()).toBe(30_000);
    fee = 35_000;
    vi.advanceTimersByTime(REFERENCE_TTL_MS - 1);
    expect(await read()).toBe(30_000);
    vi.advanceTimersByTime(1);
    expect(await read()).toBe(35_000);
    expect(reads).toHaveLength(2);
  });

  it(`reads a collection of more than ${REFERENCE_MAX_ROWS} rows each time`, async () => {
    const many = Array.from({ length: REFERENCE_MAX_ROWS + 1 }, (_, n) => ({ data: { _id: String(n) } }));
    const { db, reads } = fakeDatabase(() => many);
    expect(await referenceRows(db, 'app', 'dmchietkhau')).toHaveLength(REFERENCE_MAX_ROWS + 1);
    await referenceRows(db, 'app', 'dmchietkhau');
    expect(reads).toHaveLength(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const db: Queryable = {
      cacheKey: {},
      async query<T>() {
        if (fail) throw new Error('connection lost');
        return [{ province: 'Tỉnh Lào Cai' }] as T[];
      },
    };
    await expect(provincesWithDistricts(db)).rejects.toThrow('connection lost');
    fail = false;
    expect([...(await provincesWithDistricts(db))]).toEqual(['Tỉnh Lào Cai']);
  });
});
