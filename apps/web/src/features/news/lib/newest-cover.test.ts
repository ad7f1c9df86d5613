import { describe, expect, it } from 'vitest';
import { newestCover } from './newest-cover';

describe('newestCover', () => {
  it("shares the newest article's cover that there is, as its JPEG share variant", async () => {
    const cover = await newestCover([
      { title: 'Không ảnh', picture: null },
      { title: 'Mùa chè', picture: '/images/news/mua-che.svg' },
      { title: 'Cũ', picture: '/images/news/cu.svg' },
    ]);
    expect(cover).toEqual({
      url: '/api/images/news/mua-che.svg?share=1',
      alt: 'Mùa chè',
      type: 'image/jpeg',
      width: 1200,
      height: 630,
    });
  });

  it("leaves a list without covers to the shop's branded card", async () => {
    expect(await newestCover([{ title: 'Không ảnh', picture: null }])).toBeUndefined();
    expect(await newestCover(null)).toBeUndefined();
  });
});
