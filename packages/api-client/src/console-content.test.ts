import { describe, expect, it } from 'vitest';
import { useConsoleTestShop } from './console.test-kit.js';
import { ApiError } from './index.js';

describe('api-client console content calls against the real server', () => {
  const { connect } = useConsoleTestShop();

  it('creates, lists, edits, unpublishes and deletes an article; the shop follows', async () => {
    const staff = await connect(['nhanvien@example.com', 'NhanVien123'], 'en');
    const body = {
      slug: 'gao-st25-mua-moi',
      category: 'nong-san',
      publish_at: '2026-02-01T08:00:00+07:00',
      published: true,
      title_vi: 'Gạo ST25 mùa mới',
      title_en: 'New-season ST25 rice',
      content_vi: 'Gạo **thơm**.',
      content_en: 'Fragrant **rice**.',
    };
    const created = await staff.console.createContent('news', body);
    expect(created.message).toBe('The content is saved');
    expect(created.item).toMatchObject({ publish_at: '2026-02-01T01:00:00.000Z', status: 'published' });
    const shopper = await connect();
    expect((await shopper.getNewsBySlug('gao-st25-mua-moi', 'en'))?.title).toBe('New-season ST25 rice');

    const list = await staff.console.listContent({
      kind: 'news',
      q: 'gao-st25-mua',
      category: 'nong-san',
      status: '',
    });
    expect(list.rows.map((row) => row._id)).toEqual([created.item._id]);
    const { item } = await staff.console.contentItem('news', created.item._id);
    const edited = await staff.console.updateContent('news', item._id, {
      ...body,
      title_en: 'ST25 rice, new crop',
    });
    expect(edited.item.title_en).toBe('ST25 rice, new crop');

    const off = await staff.console.publishContent('news', item._id, false);
    expect(off.item.status).toBe('draft');
    expect(await shopper.getNewsBySlug('gao-st25-mua-moi', 'en')).toBeUndefined();

    const clash = await staff.console.createContent('news', body).catch((error: unknown) => error);
    expect(clash).toBeInstanceOf(ApiError);
    expect((clash as ApiError).code).toBe('CONTENT_SLUG_TAKEN');

    expect((await staff.console.deleteContent('news', item._id)).message).toBe('The content is deleted');
    const gone = await staff.console.contentItem('news', item._id).catch((error: unknown) => error);
    expect((gone as ApiError).code).toBe('CONTENT_NOT_FOUND');
  });
});
