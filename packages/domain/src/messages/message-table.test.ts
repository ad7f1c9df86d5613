import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES } from './console-messages.js';
import { message, messageTable, refusal } from './message-table.js';
import { MESSAGE_CODES, MESSAGES, messageStatus, messageText } from './messages.js';
import { PROMOTION_MESSAGES } from './promotion-messages.js';
import { RETURN_MESSAGES } from './return-messages.js';
import { REVIEW_MESSAGES } from './review-messages.js';

describe('message and refusal', () => {
  it('write an entry: its texts, and for a refusal its status and a wire code only when given', () => {
    expect(message('Đã lưu', 'Saved')).toStrictEqual({ vi: 'Đã lưu', en: 'Saved' });
    expect(refusal(404, 'Không tìm thấy', 'Not found')).toStrictEqual({
      vi: 'Không tìm thấy',
      en: 'Not found',
      status: 404,
    });
    expect(refusal(400, 'Sai', 'Wrong', 'QUERY_INVALID')).toStrictEqual({
      vi: 'Sai',
      en: 'Wrong',
      status: 400,
      code: 'QUERY_INVALID',
    });
  });
});

describe('messageTable', () => {
  it('joins the parts, each code with its own entry, in the parts’ order', () => {
    const table = messageTable(
      { A_SAVED: { vi: 'Đã lưu', en: 'Saved' } },
      { B_REFUSED: { vi: 'Không được', en: 'Refused', status: 409 } },
    );
    expect(Object.keys(table)).toEqual(['A_SAVED', 'B_REFUSED']);
    expect(table.B_REFUSED.status).toBe(409);
  });

  it('throws on a code two parts define, naming the code and both texts (a spread kept the later one)', () => {
    expect(() =>
      messageTable(
        { ORDER_SAVED: { vi: 'Đã lưu đơn', en: 'Order saved' } },
        { OTHER: { vi: 'Khác', en: 'Other' } },
        { ORDER_SAVED: { vi: 'Đơn đã lưu', en: 'The order is saved', status: 409 } },
      ),
    ).toThrow("Message code ORDER_SAVED is defined twice ('Đã lưu đơn' and 'Đơn đã lưu')");
  });

  it("builds the shop's table from its parts: each part's codes are in it with their entries", () => {
    for (const part of [CONSOLE_MESSAGES, PROMOTION_MESSAGES, REVIEW_MESSAGES, RETURN_MESSAGES])
      for (const [code, entry] of Object.entries(part))
        expect(MESSAGES[code as keyof typeof MESSAGES]).toBe(entry);
    expect(MESSAGE_CODES.length).toBe(new Set(MESSAGE_CODES).size);
    expect(messageStatus('REVIEW_NOT_FOUND')).toBe(404);
    expect(messageText('CONSOLE_FORBIDDEN', 'en')).toBe('You may not use this part of the owner console');
  });
});
