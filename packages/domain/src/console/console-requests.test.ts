import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isConsoleMessageCode } from '../messages/console-messages.js';
import { messageText } from '../messages/messages.js';
import {
  bulkOrdersSchema,
  inboxQuerySchema,
  orderExportQuerySchema,
  isTransferDayAllowed,
  isTransferEnough,
  ownerSetupSchema,
  recordTransferSchema,
  shipOrderSchema,
} from './console-requests.js';

const firstMessage = (result: { issues?: readonly { message: string }[] }) => result.issues?.[0]?.message;

describe('inboxQuerySchema', () => {
  it('fills the defaults and reads numbers', () => {
    expect(v.parse(inboxQuerySchema, {})).toMatchObject({ page: 1, limit: 20, sort: '-ngay_ct' });
    expect(v.parse(inboxQuerySchema, { page: '3', limit: '50', status: '' })).toMatchObject({
      page: 3,
      limit: 50,
      status: undefined,
    });
  });

  it('refuses a status, date, page size or sort it does not know', () => {
    for (const query of [{ status: 'LCT' }, { from: '2025-02-30' }, { limit: '101' }, { sort: 'x' }])
      expect(v.safeParse(inboxQuerySchema, query).success).toBe(false);
  });
});

describe('console bodies', () => {
  it("takes a carrier (blank: the order's own) and needs a tracking code of 4 to 40 characters", () => {
    expect(v.parse(shipOrderSchema, { ma_van_don: 'ABCD' })).toEqual({ don_vi_vc: '', ma_van_don: 'ABCD' });
    expect(firstMessage(v.safeParse(shipOrderSchema, { don_vi_vc: 7, ma_van_don: 'ABCD' }))).toBe(
      'CARRIER_REQUIRED',
    );
    expect(firstMessage(v.safeParse(shipOrderSchema, { don_vi_vc: 'GHN', ma_van_don: 'A B' }))).toBe(
      'TRACKING_CODE_INVALID',
    );
    expect(v.parse(shipOrderSchema, { don_vi_vc: ' GHN ', ma_van_don: 'GHN-1234' })).toEqual({
      don_vi_vc: 'GHN',
      ma_van_don: 'GHN-1234',
    });
  });

  it('needs a positive whole amount and a real day for a transfer', () => {
    expect(firstMessage(v.safeParse(recordTransferSchema, { so_tien: 0, ngay: '2026-01-02' }))).toBe(
      'TRANSFER_AMOUNT_INVALID',
    );
    expect(firstMessage(v.safeParse(recordTransferSchema, { so_tien: 10, ngay: '02/01/2026' }))).toBe(
      'TRANSFER_DATE_INVALID',
    );
    expect(v.parse(recordTransferSchema, { so_tien: 10, ngay: '2026-01-02' }).ghi_chu).toBe('');
  });

  it("reads a transfer's amount as typed, like the other money inputs (issue 26 item 13)", () => {
    expect(v.parse(recordTransferSchema, { so_tien: '150.000', ngay: '2026-01-02' }).so_tien).toBe(150_000);
    expect(v.parse(recordTransferSchema, { so_tien: '1 250 000 ₫', ngay: '2026-01-02' }).so_tien).toBe(
      1_250_000,
    );
    for (const so_tien of ['150.000,5', '-5.000', '', 'abc'])
      expect(firstMessage(v.safeParse(recordTransferSchema, { so_tien, ngay: '2026-01-02' }))).toBe(
        'TRANSFER_AMOUNT_INVALID',
      );
  });

  it('refuses a transfer day after today in Vietnam', () => {
    const now = new Date('2026-01-01T18:00:00Z'); // 2 January, 01:00 in Vietnam
    expect(isTransferDayAllowed('2026-01-02', now)).toBe(true);
    expect(isTransferDayAllowed('2026-01-03', now)).toBe(false);
  });

  it('makes an order paid only with a transfer of at least its amount due', () => {
    expect(isTransferEnough(245_000, 245_000)).toBe(true);
    expect(isTransferEnough(250_000, 245_000)).toBe(true);
    expect(isTransferEnough(100, 245_000)).toBe(false);
  });

  it('checks the owner setup with the shop rules and codes that have texts', () => {
    const result = v.safeParse(ownerSetupSchema, {
      token: 'x'.repeat(20),
      name: 'A',
      email: 'a',
      password: 'b',
    });
    const codes = result.issues?.map((issue) => issue.message) ?? [];
    expect(codes).toEqual(['EMAIL_INVALID', 'PASSWORD_WEAK']);
    expect(isConsoleMessageCode('SETUP_TOKEN_INVALID')).toBe(true);
    expect(isConsoleMessageCode('EMAIL_INVALID')).toBe(false);
  });
});

describe('messageText of the console codes', () => {
  it('fills placeholders in both languages and keeps unknown ones visible', () => {
    expect(messageText('INBOX_QUERY_INVALID', 'en', { field: 'page' })).toBe('Invalid order filter: page');
    expect(messageText('INBOX_QUERY_INVALID', 'vi', {})).toContain('{field}');
    expect(messageText('ORDER_CONFIRMED')).toBe('Đã xác nhận đơn hàng');
  });
});

describe('bulkOrdersSchema and orderExportQuerySchema', () => {
  const id = (n: number) => n.toString(16).padStart(24, '0');
  it('takes 1–100 order ids, each once', () => {
    expect(v.parse(bulkOrdersSchema, { ids: [id(1), id(2), id(1)] })).toEqual({ ids: [id(1), id(2)] });
    for (const ids of [[], ['not-an-id'], Array.from({ length: 101 }, (_, n) => id(n)), 'x'])
      expect(firstMessage(v.safeParse(bulkOrdersSchema, { ids }))).toBe('BULK_IDS_INVALID');
    expect(messageText('BULK_IDS_INVALID', 'en')).toBe('Please select between 1 and 100 orders');
  });

  it('reads the inbox filters without paging', () => {
    const query = v.parse(orderExportQuerySchema, { q: ' Hoà ', sort: 'so_ct', page: '2' });
    expect(query).toEqual({
      q: 'Hoà',
      sort: 'so_ct',
      status: undefined,
      pt_thanh_toan: undefined,
      trang_thai_tt: undefined,
      don_vi_vc: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
