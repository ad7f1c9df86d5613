import { readFileSync } from 'node:fs';
import path from 'node:path';
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
});
