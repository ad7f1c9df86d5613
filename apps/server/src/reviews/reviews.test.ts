import type {
  ConsoleReview,
  ConsoleReviewsReply,
  MyReviewsReply,
  OwnReview,
  ProductReviewsReply,
} from '@shop/domain/reviews';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleKit, startConsoleKit } from '../console/console.test-kit.js';
import { buy } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { multipart, phonePhoto } from '../files/multipart.test-kit.js';

type Saved = { review: OwnReview; message: string };

describe.each(testBackends())('product reviews (%s)', (backend) => {
  let kit: ConsoleKit;
  let orderId = '';
  const delivered = async (id: string) => {
    for (const action of ['confirm', 'ship', 'deliver'])
      expect(
        (
          await kit.call(
            kit.callers.owner,
            'POST',
            `console/orders/${id}/${action}`,
            action === 'ship' ? { don_vi_vc: 'GHTK', ma_van_don: `GHTK-${id.slice(-6)}` } : {},
          )
        ).status,
      ).toBe(200);
  };
  const write = (body: unknown, as = kit.callers.customer, lang = '') =>
    kit.call<Saved & { error?: string; message: string }>(as, 'POST', `reviews${lang}`, body);
  const uploadPhoto = async (bytes: Buffer, type = 'image/jpeg') =>
    kit.shop.app.inject({
      method: 'POST',
      url: `/api/${kit.shop.env.ID_APP}/reviews/photos?access_token=${kit.callers.customer.token}`,
      ...(await multipart({ name: 'IMG_0001.jpg', bytes, type })),
    });

  beforeAll(async () => {
    kit = await startConsoleKit(backend, { RATE_LIMIT_REVIEW: '12' });
    const placed = await buy(kit, kit.callers.customer, [
      { ma_vt: 'CPH-009', sl_xuat: 1 },
      { ma_vt: 'NSA-004', sl_xuat: 2 },
    ]);
    expect(placed.status).toBe(200);
    orderId = (placed.body as { _id: string })._id;
  }, 240_000);
  afterAll(() => kit?.shop.close());

  it('refuses anyone but the buyer of a delivered order, in both languages', async () => {
    // Not delivered yet.
    const early = await write({ order_id: orderId, line: 0, stars: 5, text: 'Ngon' });
    expect(early).toMatchObject({ status: 403, body: { error: 'REVIEW_NOT_BUYER' } });
    expect(early.body.message).toBe('Chỉ khách đã nhận hàng của đơn này mới được đánh giá sản phẩm');
    await delivered(orderId);
    // A guest's delivered order is not the customer's.
    const other = await kit.place();
    await delivered(other._id);
    const stranger = await write(
      { order_id: other._id, line: 0, stars: 1, text: 'Tệ' },
      kit.callers.customer,
      '?lang=en',
    );
    expect(stranger).toMatchObject({
      status: 403,
      body: {
        error: 'REVIEW_NOT_BUYER',
        message: 'Only a shopper whose order was delivered can review its products',
      },
    });
    // A line the order does not have, and a guest (no account).
    expect((await write({ order_id: orderId, line: 7, stars: 5 })).status).toBe(403);
    expect((await write({ order_id: orderId, line: 0, stars: 5 }, kit.callers.guest)).status).toBe(401);
    // Stars outside 1–5.
    expect((await write({ order_id: orderId, line: 0, stars: 6 })).status).toBe(400);
  });

  it('takes a photo re-encoded without EXIF or GPS, and refuses other types', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const reply = await uploadPhoto(original);
    expect(reply.statusCode).toBe(200);
    const meta = reply.json<{ _id: string; link: string; type: string; group: string }>();
    expect(meta).toMatchObject({ type: 'image/jpeg', group: 'review' });
    const stored = await kit.shop.app.inject(`${meta.link}&access_token=${kit.shop.env.PUBLIC_TOKEN}`);
    expect(stored.statusCode).toBe(200);
    const info = await sharp(stored.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(info.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('Secret Home'))).toBe(false);
    expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const refused = await uploadPhoto(gif, 'image/gif');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ error: 'REVIEW_PHOTO_TYPE' });

    const mine = await kit.call<MyReviewsReply>(kit.callers.customer, 'GET', 'reviews/mine');
    expect(
      mine.body.lines
        .filter((line) => line.order_id === orderId)
        .map((line) => [line.line, line.ma_vt, line.review]),
    ).toEqual([
      [0, 'CPH-009', null],
      [1, 'NSA-004', null],
    ]);

    const saved = await write({
      order_id: orderId,
      line: 0,
      stars: 5,
      text: '<script>alert(1)</script> Cà phê thơm',
      photos: [meta._id],
    });
    expect(saved.status).toBe(200);
    // The shop checks first by default.
    expect(saved.body.review).toMatchObject({
      status: 'pending',
      stars: 5,
      author: 'Khách N.',
      editable: true,
    });
    expect(saved.body.message).toBe('Cảm ơn bạn! Đánh giá sẽ hiển thị sau khi cửa hàng duyệt');
    // Once per line.
    expect(await write({ order_id: orderId, line: 0, stars: 4 })).toMatchObject({
      status: 409,
      body: { error: 'REVIEW_ALREADY_WRITTEN' },
    });
    // Somebody else's photo id, or an ordinary upload, is not a review photo.
    expect((await write({ order_id: orderId, line: 1, stars: 4, photos: ['0'.repeat(24)] })).status).toBe(
      400,
    );
    const publicList = await kit.call<ProductReviewsReply>(kit.callers.guest, 'GET', 'reviews?ma_vt=CPH-009');
    expect(publicList.body).toMatchObject({ total: 0, reviews: [], summary: { count: 0, average: 0 } });
  });

  it('the owner publishes and replies; the product page list and the catalogue rating follow', async () => {
    const list = await kit.call<ConsoleReviewsReply>(
      kit.callers.owner,
      'GET',
      'console/reviews?status=pending',
    );
    expect(list.body.counts.pending).toBe(1);
    const pending = list.body.items[0] as ConsoleReview;
    expect(pending).toMatchObject({ ma_vt: 'CPH-009', order_id: orderId });
    // Shoppers and guests have no console.
    expect((await kit.call(kit.callers.customer, 'GET', 'console/reviews')).status).toBe(403);
    const published = await kit.call<ConsoleReview>(
      kit.callers.owner,
      'POST',
      `console/reviews/${pending._id}`,
      {
        status: 'published',
        reply: 'Cảm ơn anh/chị đã ủng hộ!',
      },
    );
    expect(published.body).toMatchObject({
      status: 'published',
      reply: { text: 'Cảm ơn anh/chị đã ủng hộ!' },
    });
    const page = await kit.call<ProductReviewsReply>(kit.callers.guest, 'GET', 'reviews?ma_vt=CPH-009');
    expect(page.body.summary).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    expect(page.body.reviews[0]).toMatchObject({
      text: '<script>alert(1)</script> Cà phê thơm',
      author: 'Khách N.',
      reply: { text: 'Cảm ơn anh/chị đã ủng hộ!' },
    });
    expect(page.body.reviews[0]?.photos).toHaveLength(1);
    expect(JSON.stringify(page.body)).not.toContain('khachhang@example.com');
    const rated = await kit.call<Record<string, unknown>[]>(
      kit.callers.guest,
      'GET',
      `dmvt?q=${encodeURIComponent(JSON.stringify({ ma_vt: 'CPH-009' }))}`,
    );
    expect(rated.body[0]).toMatchObject({ diem_danh_gia: 5, so_danh_gia: 1 });
    // The shop's catalogue controls (?sort=rating&stars=4): at least 4 stars, best rated first.
    const catalogue = (q: unknown, sort: unknown) =>
      kit.call<Record<string, unknown>[]>(
        kit.callers.guest,
        'GET',
        `dmvt?q=${encodeURIComponent(JSON.stringify(q))}&sort=${encodeURIComponent(JSON.stringify(sort))}&limit=3`,
      );
    const byRating = { diem_danh_gia: -1, so_danh_gia: -1, ma_vt: 1 };
    const fourUp = await catalogue({ diem_danh_gia: { $gte: 4 } }, byRating);
    expect(fourUp.body.map((row) => row.ma_vt)).toEqual(['CPH-009']);
    expect((await catalogue({ diem_danh_gia: { $gte: 5.1 } }, byRating)).body).toEqual([]);
    const all = await catalogue({}, byRating);
    expect(all.body[0]?.ma_vt).toBe('CPH-009');
    expect(all.body[1]?.diem_danh_gia).toBeUndefined();
    // Hidden: gone from the page and the rating.
    await kit.call(kit.callers.owner, 'POST', `console/reviews/${pending._id}`, { status: 'hidden' });
    const hidden = await kit.call<ProductReviewsReply>(kit.callers.guest, 'GET', 'reviews?ma_vt=CPH-009');
    expect(hidden.body.summary.count).toBe(0);
    await kit.call(kit.callers.owner, 'POST', `console/reviews/${pending._id}`, { status: 'published' });
  });

  it('publishes at once when set, but a listed word holds a review back', async () => {
    const settings = await kit.call(kit.callers.owner, 'PUT', 'console/reviews/settings', {
      publish_at_once: true,
      words: ['  lừa đảo ', 'Lua dao', ''],
    });
    expect(settings.body).toEqual({ publish_at_once: true, words: ['lừa đảo'] });
    // Staff moderate but do not change settings.
    expect(
      (
        await kit.call(kit.callers.staff, 'PUT', 'console/reviews/settings', {
          publish_at_once: false,
          words: [],
        })
      ).status,
    ).toBe(403);
    const held = await write({ order_id: orderId, line: 1, stars: 1, text: 'Shop LỪA ĐẢO' });
    expect(held.body.review.status).toBe('pending');
    const list = await kit.call<ConsoleReviewsReply>(
      kit.callers.staff,
      'GET',
      'console/reviews?status=pending',
    );
    expect(list.body.items[0]).toMatchObject({ held_for: 'lừa đảo', stars: 1 });
    // An edit without the word is published at once.
    const edited = await kit.call<Saved>(kit.callers.customer, 'PUT', `reviews/${held.body.review._id}`, {
      stars: 3,
      text: 'Giao hơi chậm',
    });
    expect(edited.body.review).toMatchObject({ status: 'published', stars: 3 });
    const page = await kit.call<ProductReviewsReply>(kit.callers.guest, 'GET', 'reviews?ma_vt=NSA-004');
    expect(page.body.summary).toMatchObject({ count: 1, average: 3 });
  });

  it('edits for 30 days, then refuses; writes are rate-limited per account', async () => {
    const mine = await kit.call<MyReviewsReply>(kit.callers.customer, 'GET', 'reviews/mine');
    const review = mine.body.lines.find((line) => line.order_id === orderId && line.line === 0)
      ?.review as OwnReview;
    const edit = () =>
      kit.call<Saved & { error?: string }>(kit.callers.customer, 'PUT', `reviews/${review._id}`, {
        stars: 4,
        text: 'Vẫn ngon',
      });
    await kit.shop.db.query(
      `UPDATE reviews SET created_at = now() - interval '29 days 23 hours' WHERE id = $1`,
      [review._id],
    );
    expect((await edit()).status).toBe(200);
    await kit.shop.db.query(
      `UPDATE reviews SET created_at = now() - interval '30 days 1 minute' WHERE id = $1`,
      [review._id],
    );
    const late = await edit();
    expect(late).toMatchObject({
      status: 403,
      body: { error: 'REVIEW_EDIT_CLOSED', message: 'Đánh giá chỉ sửa được trong 30 ngày sau khi viết' },
    });
    // Somebody else cannot edit it.
    expect((await kit.call(kit.callers.staff, 'PUT', `reviews/${review._id}`, { stars: 1 })).status).toBe(
      404,
    );
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) statuses.push((await edit()).status);
    expect(statuses).toContain(429);
  });

  it('the data export carries the reviews; deleting the account keeps them without the author', async () => {
    const token = kit.callers.customer.token ?? '';
    const exported = await kit.shop.app.inject(`/api/account/export?access_token=${token}`);
    expect(exported.statusCode).toBe(200);
    const reviews = exported.json<{ reviews: OwnReview[] }>().reviews;
    expect(reviews.map((review) => [review.ma_vt, review.author])).toEqual([
      ['CPH-009', 'Khách N.'],
      ['NSA-004', 'Khách N.'],
    ]);
    const deleted = await kit.shop.app.inject({
      method: 'POST',
      url: `/api/account/delete?access_token=${token}`,
      payload: { password: 'MatKhau123' },
    });
    expect(deleted.statusCode).toBe(200);
    const page = await kit.call<ProductReviewsReply>(kit.callers.guest, 'GET', 'reviews?ma_vt=CPH-009');
    expect(page.body.reviews[0]).toMatchObject({ author: null, stars: 4 });
  });
});
