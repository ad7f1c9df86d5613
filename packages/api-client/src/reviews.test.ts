import { describe, expect, it } from 'vitest';
import { useConsoleTestShop } from './console.test-kit.js';
import { ApiError } from './index.js';

describe('api-client review calls against the real server', () => {
  const kit = useConsoleTestShop();

  it('reads a product’s rating, refuses a non-buyer, and runs the console’s moderation settings', async () => {
    const shopper = await kit.connect(['khachhang@example.com', 'MatKhau123'], 'en');
    const empty = await shopper.productReviews('CPH-009', { order: 'photos', stars: 5 });
    expect(empty).toMatchObject({ ma_vt: 'CPH-009', order: 'photos', stars: 5, total: 0, reviews: [] });
    expect(empty.summary).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
    expect((await shopper.myReviews()).lines).toEqual([]);
    const refused = await shopper
      .writeReview({ order_id: 'a'.repeat(24), line: 0, stars: 5, text: 'Good', photos: [] })
      .catch((error: unknown) => error);
    expect((refused as ApiError).code).toBe('REVIEW_NOT_BUYER');
    expect((refused as ApiError).message).toBe(
      'Only a shopper whose order was delivered can review its products',
    );

    const owner = await kit.connect(['chuquan@example.com', 'ChuQuan123'], 'en');
    expect(await owner.console.reviewSettings()).toEqual({ publish_at_once: false, words: [] });
    expect(
      await owner.console.saveReviewSettings({ publish_at_once: true, words: ['spam', 'SPAM'] }),
    ).toEqual({
      publish_at_once: true,
      words: ['spam'],
    });
    expect(await owner.console.reviews({ status: 'pending' })).toMatchObject({ items: [], total: 0 });
    const staff = await kit.connect(['nhanvien@example.com', 'NhanVien123'], 'en');
    const forbidden = await staff.console
      .saveReviewSettings({ publish_at_once: false, words: [] })
      .catch((error: unknown) => error);
    expect(forbidden).toBeInstanceOf(ApiError);
    expect((forbidden as ApiError).code).toBe('CONSOLE_FORBIDDEN');
  });
});
