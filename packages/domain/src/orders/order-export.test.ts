import { describe, expect, it } from 'vitest';
import type { InboxRow } from '../console/console-replies.js';
import { orderExportFileName, orderExportHeader, orderExportRecord } from './order-export.js';

const row: InboxRow = {
  _id: '0123456789abcdef01234567',
  so_ct: 'DH-000123',
  ngay_ct: '2026-11-24T17:30:00.000Z',
  trang_thai: '1',
  ten_trang_thai: 'Đã xác nhận',
  ten_trang_thai_eng: 'Confirmed',
  ten_nguoi_nhan: 'Nguyễn Thị Hoà',
  sdt_nguoi_nhan: '0912345678',
  email_nguoi_nhan: 'hoa@example.com',
  t_tt_nt: 285_000,
  pt_thanh_toan: 'x',
  ten_pt_thanh_toan: 'Chuyển khoản',
  ten_pt_thanh_toan_eng: '',
  trang_thai_tt: '0',
  loai_pt_thanh_toan: 'bank-transfer',
  thu_ho: 0,
  don_vi_vc: 'GHN',
  ten_dv_vc: 'Giao Hàng Nhanh',
  ma_van_don: 'GHN-1',
};

describe('order export', () => {
  it('names the columns in the reader language', () => {
    expect(orderExportHeader('vi')[0]).toBe('Mã đơn');
    expect(orderExportHeader('en')[0]).toBe('Order code');
    expect(orderExportHeader('vi')).toHaveLength(orderExportHeader('en').length);
  });

  it('writes a line in Vietnam time with whole VND; a missing English name falls back to Vietnamese', () => {
    expect(orderExportRecord(row, 'vi')).toEqual([
      'DH-000123',
      '25/11/2026 00:30',
      'Đã xác nhận',
      'Nguyễn Thị Hoà',
      '0912345678',
      'hoa@example.com',
      285_000,
      'Chuyển khoản',
      'Chưa thanh toán',
      0,
      'Giao Hàng Nhanh',
      'GHN-1',
    ]);
    const english = orderExportRecord({ ...row, trang_thai_tt: '1' }, 'en');
    expect(english[2]).toBe('Confirmed');
    expect(english[7]).toBe('Chuyển khoản');
    expect(english[8]).toBe('Paid');
    // The carrier by name; its code only when the shop no longer has it (decision 042).
    expect(orderExportRecord({ ...row, ten_dv_vc: '' }, 'vi')[10]).toBe('GHN');
  });

  it("tells cash on delivery as it is, though the wire says '1': to collect with its amount, never paid once cancelled", () => {
    const cod = { ...row, loai_pt_thanh_toan: 'cod', trang_thai_tt: '1', thu_ho: 285_000 };
    expect(orderExportRecord(cod, 'vi').slice(8, 10)).toEqual(['Thu hộ khi giao', 285_000]);
    expect(orderExportRecord({ ...cod, trang_thai: '3' }, 'en').slice(8, 10)).toEqual(['Cash collected', 0]);
    expect(orderExportRecord({ ...cod, trang_thai: '9' }, 'vi').slice(8, 10)).toEqual([
      'Không thu tiền (đơn đã huỷ)',
      0,
    ]);
  });

  it('dates the file by the Vietnam day', () => {
    const late = new Date('2026-11-24T18:00:00Z');
    expect(orderExportFileName(late, 'vi')).toBe('don-hang-2026-11-25.csv');
    expect(orderExportFileName(late, 'en')).toBe('orders-2026-11-25.csv');
  });
});
