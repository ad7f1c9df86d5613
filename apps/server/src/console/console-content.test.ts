import type { ContentItemReply, ContentListReply } from '@shop/domain/content';
import { describe, expect, it } from 'vitest';
import { listVersions } from '../db/documents.js';
import { testBackends } from '../testing.js';
import { consoleSuite } from './console.test-kit.js';

const past = '2026-01-05T03:00:00.000Z';
const future = '2099-06-01T01:00:00.000Z';

const article = (extra: Record<string, unknown> = {}) => ({
  slug: 'tra-sen-bach-diep',
  category: 'tra',
  picture: '/images/news/mua-che-xuan-tan-cuong.svg',
  publish_at: past,
  published: true,
  title_vi: 'Trà sen Bách Diệp vụ mới',
  title_en: 'West Lake lotus tea, new season',
  summary_vi: 'Mỗi bông sen ướp một nắm trà.',
  summary_en: 'Each lotus flower scents a handful of tea.',
  content_vi: '## Ướp trà\n\nHái sen **lúc sáng sớm**.',
  content_en: '## Scenting\n\nLotus is picked **at dawn**.',
  ...extra,
});

describe.each(testBackends())('console content: news, pages, jobs (%s)', (backend) => {
  const kit = consoleSuite(backend);

  const publicNews = async (slug: string, language: 'vi' | 'en') => {
    const q = encodeURIComponent(JSON.stringify({ slug, ngon_ngu: language }));
    const reply = await kit().call<Record<string, unknown>[]>(kit().callers.guest, 'GET', `news?q=${q}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };

  it('creates an article in both languages; the shop reads each at its slug; versions name the author', async () => {
    const created = await kit().call<ContentItemReply>(
      kit().callers.staff,
      'POST',
      'console/content/news',
      article(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { item } = created.body;
    expect(item).toMatchObject({
      kind: 'news',
      status: 'published',
      slug: 'tra-sen-bach-diep',
      category: 'tra',
    });
    expect(created.body.message).toBe('Đã lưu nội dung');

    const [vi] = await publicNews(item.slug, 'vi');
    const [en] = await publicNews(item.slug, 'en');
    expect(vi).toMatchObject({
      title: 'Trà sen Bách Diệp vụ mới',
      loai_tin_tuc: 'tra',
      isnews: false,
      shared: true,
    });
    expect(en).toMatchObject({
      title: 'West Lake lotus tea, new season',
      content: '## Scenting\n\nLotus is picked **at dawn**.',
    });
    expect(vi?.date_created).toBe(past);

    const versions = await listVersions(
      kit().shop.db,
      { idApp: kit().shop.env.ID_APP, collection: 'news' },
      item._id,
    );
    expect(versions.map((version) => version.changed_by)).toEqual(['nhanvien@example.com']);

    const list = await kit().call<ContentListReply>(
      kit().callers.owner,
      'GET',
      'console/content/news?q=bách diệp',
    );
    expect(list.body.rows).toEqual([
      expect.objectContaining({
        _id: item._id,
        title_en: 'West Lake lotus tea, new season',
        status: 'published',
      }),
    ]);
  });

  it('refuses a taken slug with a clear message, and a bad form field by field', async () => {
    const clash = await kit().call<{ error: string; message: string }>(
      kit().callers.owner,
      'POST',
      'console/content/news?lang=en',
      article({ title_vi: 'Khác' }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: 'CONTENT_SLUG_TAKEN' });
    expect(clash.body.message).toContain('tra-sen-bach-diep');
    // The seed's articles hold their slugs too.
    const seedSlug = await kit().call(
      kit().callers.owner,
      'POST',
      'console/content/news',
      article({ slug: 'mua-che-xuan-tan-cuong' }),
    );
    expect(seedSlug.status).toBe(409);

    for (const [field, value, code] of [
      ['slug', 'Trà Sen', 'CONTENT_SLUG_INVALID'],
      ['title_vi', '  ', 'CONTENT_TITLE_REQUIRED'],
      ['title_en', '', 'CONTENT_TITLE_EN_REQUIRED'],
      ['category', 'tuyen-dung', 'CONTENT_CATEGORY_REQUIRED'],
      ['publish_at', 'ngày mai', 'CONTENT_DATE_INVALID'],
      ['picture', 'javascript:alert(1)', 'CONTENT_PICTURE_INVALID'],
    ] as const) {
      const reply = await kit().call(
        kit().callers.owner,
        'POST',
        'console/content/news',
        article({ slug: 'moi', [field]: value }),
      );
      expect(reply.status, field).toBe(400);
      expect(reply.body, field).toMatchObject({ error: code });
    }
    const count = await kit().call<ContentListReply>(
      kit().callers.owner,
      'GET',
      'console/content/news?q=moi',
    );
    expect(count.body.rows.map((row) => row.slug)).not.toContain('moi');
  });

  it('hides a scheduled or unpublished article from the shop, keeps it in the console', async () => {
    const scheduled = await kit().call<ContentItemReply>(
      kit().callers.owner,
      'POST',
      'console/content/news',
      article({ slug: 'ca-phe-vu-sau', category: 'ca-phe', publish_at: future }),
    );
    expect(scheduled.body.item.status).toBe('scheduled');
    expect(scheduled.body.message).toBe('Nội dung sẽ hiện trên cửa hàng từ 01/06/2099 08:00');
    expect(await publicNews('ca-phe-vu-sau', 'vi')).toEqual([]);
    const byId = await kit().call(kit().callers.guest, 'GET', `news/${scheduled.body.item._id}`);
    expect(byId.status).toBe(404);
    const sitemap = await kit().shop.app.inject({ method: 'GET', url: '/sitemap-news.xml' });
    expect(sitemap.body).not.toContain('ca-phe-vu-sau');

    const filtered = await kit().call<ContentListReply>(
      kit().callers.owner,
      'GET',
      'console/content/news?status=scheduled',
    );
    expect(filtered.body.rows.map((row) => row.slug)).toEqual(['ca-phe-vu-sau']);

    const [live] = (
      await kit().call<ContentListReply>(kit().callers.owner, 'GET', 'console/content/news?q=bach-diep')
    ).body.rows;
    const off = await kit().call<ContentItemReply>(
      kit().callers.owner,
      'POST',
      `console/content/news/${live?._id}/publish`,
      {
        published: false,
      },
    );
    expect(off.body).toMatchObject({ item: { status: 'draft' }, message: 'Đã gỡ nội dung khỏi cửa hàng' });
    expect(await publicNews('tra-sen-bach-diep', 'en')).toEqual([]);
    const drafts = await kit().call<ContentListReply>(
      kit().callers.owner,
      'GET',
      'console/content/news?status=draft',
    );
    expect(drafts.body.rows.map((row) => row.slug)).toEqual(['tra-sen-bach-diep']);
    const on = await kit().call<ContentItemReply>(
      kit().callers.owner,
      'POST',
      `console/content/news/${live?._id}/publish`,
      {
        published: true,
      },
    );
    expect(on.body.item.status).toBe('published');
    expect(await publicNews('tra-sen-bach-diep', 'en')).toHaveLength(1);
  });

  it('edits an article: a new slug moves both languages; the timeline has each change', async () => {
    const [row] = (
      await kit().call<ContentListReply>(kit().callers.owner, 'GET', 'console/content/news?q=bach-diep')
    ).body.rows;
    const id = row?._id ?? '';
    const loaded = await kit().call<ContentItemReply>(
      kit().callers.owner,
      'GET',
      `console/content/news/${id}`,
    );
    const { _id, en_id, status, kind, ...form } = loaded.body.item;
    const saved = await kit().call<ContentItemReply>(
      kit().callers.owner,
      'PUT',
      `console/content/news/${id}`,
      {
        ...form,
        slug: 'sen-bach-diep-ho-tay',
        title_en: 'Lotus tea of West Lake',
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await publicNews('tra-sen-bach-diep', 'vi')).toEqual([]);
    const [en] = await publicNews('sen-bach-diep-ho-tay', 'en');
    expect(en).toMatchObject({ _id: en_id, title: 'Lotus tea of West Lake' });
    const versions = await listVersions(
      kit().shop.db,
      { idApp: kit().shop.env.ID_APP, collection: 'news' },
      id,
    );
    expect(versions.map((version) => version.changed_by)).toEqual([
      'nhanvien@example.com',
      'chuquan@example.com',
      'chuquan@example.com',
      'chuquan@example.com',
    ]);
  });

  it('makes policy pages with a slug per language, linked for the shop', async () => {
    const created = await kit().call<ContentItemReply>(kit().callers.owner, 'POST', 'console/content/pages', {
      slug: 'chinh-sach-qua-tang',
      slug_en: 'returns-and-exchanges',
      category: 'chinh-sach',
      published: true,
      title_vi: 'Chính sách đổi trả',
      title_en: 'Return policy',
      content_vi: 'Đổi trong **7 ngày**.',
      content_en: 'Returns within **7 days**.',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const q = encodeURIComponent(JSON.stringify({ nhom: 'chinh-sach-qua-tang' }));
    const pages = await kit().call<Record<string, unknown>[]>(kit().callers.guest, 'GET', `ecompages?q=${q}`);
    expect(pages.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          slug: 'chinh-sach-qua-tang',
          ngon_ngu: 'vi',
          ten_loai: 'Chính sách khách hàng',
        }),
        expect.objectContaining({
          slug: 'returns-and-exchanges',
          ngon_ngu: 'en',
          ten_loai_eng: 'Customer policy',
        }),
      ]),
    );
    const clash = await kit().call(kit().callers.owner, 'POST', 'console/content/pages', {
      slug: 'khac',
      slug_en: 'privacy-policy',
      category: 'chinh-sach',
      title_vi: 'Khác',
      title_en: 'Other',
    });
    expect(clash.status).toBe(409);
    const off = await kit().call(
      kit().callers.owner,
      'POST',
      `console/content/pages/${created.body.item._id}/publish`,
      {
        published: false,
      },
    );
    expect(off.status).toBe(200);
    const hidden = await kit().call<unknown[]>(kit().callers.guest, 'GET', `ecompages?q=${q}`);
    expect(hidden.body).toEqual([]);
    const asAdmin = await kit().call<unknown[]>(kit().callers.owner, 'GET', `ecompages?q=${q}`);
    expect(asAdmin.body).toHaveLength(2);
  });

  it('publishes a job the jobs page lists, and deletes it with its history kept', async () => {
    const created = await kit().call<ContentItemReply>(kit().callers.owner, 'POST', 'console/content/jobs', {
      slug: 'thu-kho-da-lat',
      publish_at: past,
      published: true,
      title_vi: 'Thủ kho Đà Lạt',
      title_en: 'Warehouse keeper, Da Lat',
      content_vi: 'Quản lý kho.',
      content_en: 'Run the warehouse.',
      dia_diem_vi: 'Đà Lạt',
      dia_diem_en: 'Da Lat',
      so_luong_tuyen: 2,
      han_nop: '2099-01-01T00:00:00+07:00',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.item).toMatchObject({ han_nop: '2098-12-31T17:00:00.000Z', so_luong_tuyen: 2 });
    const q = encodeURIComponent(JSON.stringify({ loai_tin_tuc: 'tuyen-dung', ngon_ngu: 'en' }));
    const jobs = await kit().call<Record<string, unknown>[]>(kit().callers.guest, 'GET', `news?q=${q}`);
    expect(jobs.body.map((job) => job.slug)).toContain('thu-kho-da-lat');
    const news = await kit().call<ContentListReply>(
      kit().callers.owner,
      'GET',
      'console/content/news?q=thu-kho',
    );
    expect(news.body.rows).toEqual([]);

    const id = created.body.item._id;
    const removed = await kit().call(kit().callers.staff, 'DELETE', `console/content/jobs/${id}`);
    expect(removed.body).toMatchObject({ message: 'Đã xoá nội dung' });
    expect((await kit().call(kit().callers.owner, 'GET', `console/content/jobs/${id}`)).status).toBe(404);
    const versions = await listVersions(
      kit().shop.db,
      { idApp: kit().shop.env.ID_APP, collection: 'news' },
      id,
    );
    expect(versions.at(-1)).toMatchObject({ data: null, changed_by: 'nhanvien@example.com' });
  });

  it('lists the seed’s news by category, and finds nothing of another kind at an id', async () => {
    const tea = await kit().call<ContentListReply>(
      kit().callers.owner,
      'GET',
      'console/content/news?category=tra',
    );
    expect(tea.body.total).toBeGreaterThan(1);
    expect(tea.body.rows.every((row) => row.category === 'tra' && row.title_en)).toBe(true);
    const [first] = tea.body.rows;
    expect((await kit().call(kit().callers.owner, 'GET', `console/content/pages/${first?._id}`)).status).toBe(
      404,
    );
    expect((await kit().call(kit().callers.owner, 'GET', 'console/content/blog')).status).toBe(400);
  });
});
