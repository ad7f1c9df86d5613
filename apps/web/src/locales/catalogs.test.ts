import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@shop/domain/messages';
import { describe, expect, it } from 'vitest';

type Entry = { msgid: string; msgstr: string };

/** Reads the msgid/msgstr pairs of a .po file (continuation lines included, header skipped). */
function readPo(locale: string): Entry[] {
  const text = readFileSync(path.join(import.meta.dirname, locale, 'messages.po'), 'utf8');
  const entries: Entry[] = [];
  let current: Partial<Entry> = {};
  let field: keyof Entry | undefined;
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start) {
      field = start[1] as keyof Entry;
      if (field === 'msgid' && current.msgid !== undefined) {
        entries.push(current as Entry);
        current = {};
      }
      current[field] = JSON.parse(`"${start[2]}"`);
    } else if (more && field) {
      current[field] = (current[field] ?? '') + JSON.parse(`"${more[1]}"`);
    }
  }
  if (current.msgid !== undefined) entries.push(current as Entry);
  return entries.filter((entry) => entry.msgid !== '');
}

/**
 * The spec's texts that only a screen shows, to the letter (SPEC §2 "Dialogs and notices", §3's
 * promotion badge, §8), with their English: they are Lingui messages of the shop, not codes of the
 * domain's table, which carries what a rule or a server reply says (decision 069).
 */
const SPEC_SCREEN_TEXTS: Readonly<Record<string, string>> = {
  'Thông báo': 'Notify',
  'Xác nhận': 'Confirm',
  Hủy: 'Cancel',
  'Khuyến mãi': 'Promotion',
  'Hết hàng': 'Out of stock',
  'Flash sale': 'Flash sale',
  'Bạn có chắc chắn muốn xóa sản phẩm này khỏi giỏ hàng?': 'Are you sure you want to remove this product from the cart?',
  'Huỷ đơn không thành công': 'The order could not be cancelled',
  'Lỗi khi tải google recaptcha': 'Error loading Google reCAPTCHA',
};

describe('Lingui catalogs', () => {
  const vi = readPo('vi');
  const en = readPo('en');

  it('hold the same messages in both languages', () => {
    expect(vi.length).toBeGreaterThan(0);
    expect(en.map((entry) => entry.msgid).sort()).toEqual(vi.map((entry) => entry.msgid).sort());
  });

  it('translate every message into English', () => {
    expect(en.filter((entry) => entry.msgstr.trim() === '').map((entry) => entry.msgid)).toEqual([]);
  });

  it("spell 'huỷ' one way, the spec's dialog button 'Hủy' (SPEC §2) aside (decision 042)", () => {
    expect(vi.filter((entry) => /hủy/i.test(entry.msgid)).map((entry) => entry.msgid)).toEqual(['Hủy']);
  });

  it('keep the Vietnamese source text as the Vietnamese translation', () => {
    expect(vi.filter((entry) => entry.msgstr !== entry.msgid).map((entry) => entry.msgid)).toEqual([]);
  });

  it("hold the spec's screen texts to the letter, and the domain's message table none of them (decision 069)", () => {
    const english = new Map(en.map((entry) => [entry.msgid, entry.msgstr]));
    const vietnamese = new Set(vi.map((entry) => entry.msgid));
    for (const [text, translation] of Object.entries(SPEC_SCREEN_TEXTS)) {
      expect(vietnamese.has(text), text).toBe(true);
      expect(english.get(text), text).toBe(translation);
    }
    const coded = Object.values(MESSAGES).map((entry) => entry.vi);
    expect(coded.filter((text) => Object.hasOwn(SPEC_SCREEN_TEXTS, text))).toEqual([]);
  });
});
