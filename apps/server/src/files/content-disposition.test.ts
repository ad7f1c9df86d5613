import { describe, expect, it } from 'vitest';
import { contentDisposition, dispositionType } from './content-disposition.js';

describe('Content-Disposition of stored files', () => {
  it('keeps images inline unless a download is asked for; everything else is an attachment', () => {
    expect(dispositionType('image/png', false)).toBe('inline');
    expect(dispositionType('image/png', true)).toBe('attachment');
    expect(dispositionType('application/pdf', false)).toBe('attachment');
  });

  it('names a Vietnamese file in UTF-8 (RFC 5987) with an ASCII fallback (RFC 6266)', () => {
    expect(contentDisposition('attachment', 'Bảng giá Đà Lạt (2026).pdf')).toBe(
      `attachment; filename="Bang gia Da Lat (2026).pdf"; filename*=UTF-8''B%E1%BA%A3ng%20gi%C3%A1%20%C4%90%C3%A0%20L%E1%BA%A1t%20%282026%29.pdf`,
    );
  });

  it('escapes what would break the header or the encoding', () => {
    expect(contentDisposition('inline', `it's "x"*!\\.png`)).toBe(
      `inline; filename="it's _x_*!_.png"; filename*=UTF-8''it%27s%20%22x%22%2A%21%5C.png`,
    );
    expect(contentDisposition('attachment', '茶.pdf')).toBe(
      `attachment; filename="_.pdf"; filename*=UTF-8''%E8%8C%B6.pdf`,
    );
  });
});
