import { ApiError } from '@shop/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureDraft } from './ensure-draft';
import { mockApiClient } from '@/test/api-client';

type Line = { ma_vt: string; sl_xuat: number };
type Draft = { _id: string; date_created: string; details: Line[] };

const listDrafts = vi.fn<(owner: string) => Promise<Draft[]>>();
const listCart = vi.fn<() => Promise<Line[]>>();
const createDraft = vi.fn<() => Promise<Draft>>();
const deleteDraft = vi.fn<(id: string) => Promise<Draft>>();

const tea: Line = { ma_vt: 'TRA-005', sl_xuat: 1 };
const draftOf = (id: string, date: string, details: Line[]): Draft => ({
  _id: id,
  date_created: date,
  details,
});

beforeEach(() => {
  mockApiClient({ listDrafts, listCart, createDraft, deleteDraft });
  listDrafts.mockReset().mockResolvedValue([]);
  listCart.mockReset().mockResolvedValue([tea]);
  createDraft.mockReset().mockResolvedValue(draftOf('new', '2026-11-02', [tea]));
  deleteDraft.mockReset();
});

describe('ensureDraft', () => {
  it('returns null for an empty cart and writes nothing (no 400 CART_EMPTY in the console)', async () => {
    listCart.mockResolvedValue([]);
    listDrafts.mockResolvedValue([draftOf('old', '2026-11-01', [tea])]);
    await expect(ensureDraft()).resolves.toBeNull();
    expect(createDraft).not.toHaveBeenCalled();
    expect(deleteDraft).not.toHaveBeenCalled();
  });

  it('keeps the newest draft while it still orders what the cart holds', async () => {
    const current = draftOf('current', '2026-11-02', [tea]);
    listDrafts.mockResolvedValue([draftOf('old', '2026-11-01', []), current]);
    await expect(ensureDraft()).resolves.toBe(current);
    expect(createDraft).not.toHaveBeenCalled();
  });

  it('replaces a draft of a changed cart, deleting the older ones first', async () => {
    listDrafts.mockResolvedValue([draftOf('a', '2026-11-01', []), draftOf('b', '2026-10-30', [])]);
    await expect(ensureDraft()).resolves.toMatchObject({ _id: 'new' });
    expect(deleteDraft).toHaveBeenCalledWith('b');
    expect(createDraft).toHaveBeenCalledOnce();
  });

  it('still reads a CART_EMPTY refusal (the cart emptied meanwhile) as the empty state', async () => {
    createDraft.mockRejectedValue(new ApiError('Giỏ hàng trống', 400, 'CART_EMPTY', {}));
    await expect(ensureDraft()).resolves.toBeNull();
  });
});
