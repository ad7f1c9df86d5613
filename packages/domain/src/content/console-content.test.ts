import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../schema-issues.test-kit.js';
import { contentFormSchema, contentQuerySchema, contentStatus } from './console-content.js';

const news = {
  kind: 'news',
  slug: 'tra-moi',
  category: 'tra',
  publish_at: '2026-03-20T08:30:00+07:00',
  title_vi: ' Trà mới ',
  title_en: 'New tea',
};
const messageOf = (input: unknown) => firstMessage(contentFormSchema, input);

describe('contentFormSchema', () => {
  it('reads a news form: trimmed texts, the date in UTC, blanks as empty text', () => {
    const form = v.parse(contentFormSchema, { ...news, summary_vi: null, picture: ' /api/app/file?q=1 ' });
    expect(form).toMatchObject({
      title_vi: 'Trà mới',
      publish_at: '2026-03-20T01:30:00.000Z',
      summary_vi: '',
      content_vi: '',
      picture: '/api/app/file?q=1',
      published: false,
    });
  });

  it('gives each refused field its code', () => {
    expect(messageOf({ ...news, slug: 'Trà' })).toBe('CONTENT_SLUG_INVALID');
    expect(messageOf({ ...news, title_vi: '' })).toBe('CONTENT_TITLE_REQUIRED');
    expect(messageOf({ ...news, title_en: undefined })).toBe('CONTENT_TITLE_EN_REQUIRED');
    expect(messageOf({ ...news, title_vi: 'x'.repeat(201) })).toBe('CONTENT_TITLE_TOO_LONG');
    expect(messageOf({ ...news, summary_en: 'x'.repeat(501) })).toBe('CONTENT_SUMMARY_TOO_LONG');
    expect(messageOf({ ...news, content_vi: 'x'.repeat(100_001) })).toBe('CONTENT_BODY_TOO_LONG');
    expect(messageOf({ ...news, category: 'huong-dan' })).toBe('CONTENT_CATEGORY_REQUIRED');
    expect(messageOf({ ...news, publish_at: '2026-02-30T08:00' })).toBe('CONTENT_DATE_INVALID');
    expect(messageOf({ ...news, publish_at: undefined })).toBe('CONTENT_DATE_INVALID');
    expect(messageOf({ ...news, picture: '//evil.example/x.png' })).toBe('CONTENT_PICTURE_INVALID');
    expect(messageOf({ ...news, kind: 'blog' })).toBe('CONTENT_KIND_INVALID');
  });

  it('takes pages without a date and jobs without a category; checks the openings', () => {
    expect(
      messageOf({ ...news, kind: 'pages', category: 'chinh-sach', publish_at: undefined }),
    ).toBeUndefined();
    expect(
      messageOf({ ...news, kind: 'jobs', category: '', so_luong_tuyen: 3, han_nop: null }),
    ).toBeUndefined();
    expect(messageOf({ ...news, kind: 'jobs', so_luong_tuyen: 0 })).toBe('CONTENT_OPENINGS_INVALID');
    expect(messageOf({ ...news, kind: 'jobs', dia_diem_vi: 'x'.repeat(201) })).toBe('CONTENT_FACT_TOO_LONG');
  });
});

describe('contentQuerySchema', () => {
  it('reads blank filters as none and pages as numbers', () => {
    expect(v.parse(contentQuerySchema, { kind: 'jobs', q: '', status: '', page: '2' })).toEqual({
      kind: 'jobs',
      q: undefined,
      category: undefined,
      status: undefined,
      page: 2,
    });
  });
});

describe('contentStatus', () => {
  const now = '2026-06-01T00:00:00.000Z';
  it('is draft, scheduled or published', () => {
    expect(contentStatus(false, '2026-01-01T00:00:00.000Z', now)).toBe('draft');
    expect(contentStatus(true, '2026-07-01T00:00:00.000Z', now)).toBe('scheduled');
    expect(contentStatus(true, '2026-01-01T00:00:00.000Z', now)).toBe('published');
    expect(contentStatus(true, null, now)).toBe('published');
  });
});
