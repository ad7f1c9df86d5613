import type {
  ConsoleReturnStepReply,
  ConsoleReturnsReply,
  OwnReturn,
  ReturnMedia,
} from '@shop/domain/returns';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { consoleSuite, deliverAsOwner, ownerOrder } from '../console/console.test-kit.js';
import { findOrder } from '../commerce/order-store.js';
import { refundsOf } from '../commerce/payments/order-refunds.js';
import { multipart, phonePhoto as photoWithGps } from '../files/multipart.test-kit.js';
import { BANK, buy, type Caller, EWALLET, payOnSandbox } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';

type Problem = { error?: string; message: string };
type StepReply = ConsoleReturnStepReply & Problem;

const phonePhoto = () => photoWithGps('Nha Rieng', '#2b5a8a');

/** The first bytes of an MP4 a phone writes (ftyp isom), then its data. */
const mp4 = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

describe.each(testBackends())('the console steps of a return (%s)', (backend) => {
  const kit = consoleSuite(backend, { RATE_LIMIT_UPLOAD: '1000' }, { jobsByTest: true });
  const idApp = () => kit().shop.env.ID_APP;
  const upload = async (bytes: Buffer, name = 'IMG_0001.jpg', type = 'image/jpeg', who?: Caller) =>
    kit().shop.app.inject({
      method: 'POST',
      url: `/api/${idApp()}/returns/media?access_token=${(who ?? kit().callers.customer).token}`,
      ...(await multipart({ name, bytes, type })),
    });
  const step = (id: string, name: string, body: object = {}, who = kit().callers.owner, lang = '') =>
    kit().call<StepReply>(who, 'POST', `console/returns/${id}/${name}${lang}`, body);
  const stockOf = async (code: string) => {
    const [row] = await kit().shop.db.query<{ ton: string }>(
      `SELECT data->>'ton' AS ton FROM documents WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = $2`,
      [idApp(), code],
    );
    return Number(row?.ton);
  };
  const mailsOf = (orderId: string) =>
    kit().shop.db.query<{ lang: string; data: { return?: { status: string } } }>(
      `SELECT lang, data FROM outbox WHERE order_id = $1 AND kind = 'return-update' AND channel = 'email' ORDER BY created_at, id`,
      [orderId],
    );
  /** A delivered order of the demo customer and a request of its lines. */
  async function deliveredReturn(
    lines: { ma_vt: string; sl_xuat: number }[],
    request: object,
    extra: Record<string, unknown> = {},
  ) {
    const placed = await buy(kit(), kit().callers.customer, lines, extra);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body as {
      _id: string;
      so_ct: string;
      t_tt_nt: number;
      virtual_payment_client_url?: string;
    };
    if (extra.pt_thanh_toan === BANK) {
      const paid = await kit().call(kit().callers.owner, 'POST', `console/orders/${order._id}/payment`, {
        so_tien: order.t_tt_nt,
        ngay: new Date().toISOString().slice(0, 10),
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    if (extra.pt_thanh_toan === EWALLET) {
      const query = await payOnSandbox(kit().shop.app, order.virtual_payment_client_url);
      expect((await kit().call(kit().callers.customer, 'GET', `payments/vnpay/return?${query}`)).status).toBe(
        200,
      );
    }
    await deliverAsOwner(kit(), order._id);
    const asked = await kit().call<{ return: OwnReturn } & Problem>(
      kit().callers.customer,
      'POST',
      'returns',
      {
        order_id: order._id,
        reason: 'damaged',
        resolution: 'refund',
        ...request,
      },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    return { order, ret: asked.body.return };
  }

  it('takes photos without EXIF or GPS and a video as sent, by their bytes, within their limits', async () => {
    const photo = await upload(await phonePhoto());
    expect(photo.statusCode, photo.body).toBe(200);
    const media = photo.json<ReturnMedia>();
    expect(media).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: `/api/${idApp()}/file?q=${media.id}`,
      kind: 'photo',
    });
    const stored = await kit().shop.app.inject(`${media.url}&access_token=${kit().shop.env.PUBLIC_TOKEN}`);
    const info = await sharp(stored.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(info.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('Nha Rieng'))).toBe(false);
    expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // A video named like a photo is a video; a text named .mp4 is refused; the bytes decide.
    const video = await upload(mp4(2048), 'clip.jpg', 'image/jpeg');
    expect(video.statusCode, video.body).toBe(200);
    expect(video.json<ReturnMedia>().kind).toBe('video');
    const played = await kit().shop.app.inject(
      `${video.json<ReturnMedia>().url}&access_token=${kit().shop.env.PUBLIC_TOKEN}`,
    );
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.headers['content-disposition']).toMatch(/^inline/);
    expect(played.rawPayload.equals(mp4(2048))).toBe(true);
    // Safari plays a video by ranges.
    const part = await kit().shop.app.inject({
      url: `${video.json<ReturnMedia>().url}&access_token=${kit().shop.env.PUBLIC_TOKEN}`,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-99/2048');
    expect(part.rawPayload.equals(mp4(2048).subarray(0, 100))).toBe(true);
    const text = await upload(Buffer.from('not a video at all'), 'clip.mp4', 'video/mp4');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      error: 'RETURN_MEDIA_TYPE',
      message: 'Chỉ nhận ảnh JPEG, PNG, WebP hoặc video MP4, WebM, MOV',
    });
    // A photo over 10 MB (a JPEG with 11 MB after its end), a video over 50 MB.
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await upload(big)).json()).toMatchObject({ error: 'RETURN_MEDIA_TOO_LARGE' });
    const long = await upload(mp4(50 * 1024 * 1024 + 1), 'clip.mp4', 'video/mp4');
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({
      error: 'RETURN_MEDIA_TOO_LARGE',
      message: 'Ảnh tối đa 10 MB, video tối đa 50 MB',
    });
    // A guest uploads nothing.
    const guest = await kit().shop.app.inject({
      method: 'POST',
      url: `/api/${idApp()}/returns/media`,
      ...(await multipart({ name: 'a.jpg', bytes: await phonePhoto(), type: 'image/jpeg' })),
    });
    expect(guest.statusCode).toBe(401);

    // The request takes ≤ 5 photos and ≤ 1 video, of the same shopper.
    const photos = [media.id];
    for (let index = 0; index < 5; index += 1)
      photos.push((await upload(await phonePhoto())).json<ReturnMedia>().id);
    const placed = await buy(kit(), kit().callers.customer, [{ ma_vt: 'CPH-009', sl_xuat: 1 }]);
    const orderId = (placed.body as { _id: string })._id;
    await deliverAsOwner(kit(), orderId);
    const ask = (ids: string[]) =>
      kit().call<{ return: OwnReturn } & Problem>(kit().callers.customer, 'POST', 'returns', {
        order_id: orderId,
        lines: [{ line: 0, quantity: 1 }],
        reason: 'damaged',
        resolution: 'refund',
        media: ids,
      });
    expect((await ask(photos)).body).toMatchObject({ error: 'RETURN_MEDIA_TOO_MANY' });
    const secondVideo = (await upload(mp4(4096), 'b.mov', 'video/quicktime')).json<ReturnMedia>().id;
    expect((await ask([video.json<ReturnMedia>().id, secondVideo])).body).toMatchObject({
      error: 'RETURN_MEDIA_TOO_MANY',
    });
    const staffPhoto = (
      await upload(await phonePhoto(), 'x.jpg', 'image/jpeg', kit().callers.staff)
    ).json<ReturnMedia>();
    expect((await ask([staffPhoto.id])).body).toMatchObject({ error: 'RETURN_MEDIA_UNKNOWN' });
    const taken = await ask([...photos.slice(0, 5), video.json<ReturnMedia>().id]);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.return.media.map((item) => item.kind)).toEqual([
      'photo',
      'photo',
      'photo',
      'photo',
      'photo',
      'video',
    ]);
  }, 120_000); // A 50 MB upload and seven pictures: slow on a loaded machine.

  it('approves, receives (restocking once), and refunds a cash order: due on the Payments screen, each step in both timelines and mailed', async () => {
    const before = await stockOf('NSA-004');
    const { order, ret } = await deliveredReturn(
      [
        { ma_vt: 'CPH-009', sl_xuat: 1 },
        { ma_vt: 'NSA-004', sl_xuat: 2 },
      ],
      { lines: [{ line: 1, quantity: 2 }], note: 'Vỡ hộp' },
    );
    const afterSale = await stockOf('NSA-004');
    expect(afterSale).toBe(before - 2);
    // Staff without the orders right and shoppers never reach it (the access matrix checks all).
    expect(
      (await step(ret._id, 'approve', { instructions: 'send-back' }, kit().callers.customer)).status,
    ).toBe(403);
    // Out of order: nothing is received before it is approved.
    const early = await step(ret._id, 'receive', { action: 'restock' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      error: 'RETURN_WRONG_STATE',
      message: 'Yêu cầu đổi/trả không còn ở bước này, vui lòng tải lại trang',
    });
    // A double click: both answer the approved return, one step is recorded.
    const [one, two] = await Promise.all([
      step(ret._id, 'approve', { instructions: 'send-back', note: 'Gửi về kho Hà Nội' }),
      step(ret._id, 'approve', { instructions: 'send-back', note: 'Gửi về kho Hà Nội' }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.message).toBe('Đã duyệt yêu cầu đổi/trả');
    expect(two.body.return.steps.map((item) => item.status)).toEqual(['new', 'approved']);
    expect(two.body.return).toMatchObject({ instructions: 'send-back', actions: ['receive', 'reject'] });
    expect((await step(ret._id, 'receive', { action: 'write-off' })).body).toMatchObject({
      error: 'RETURN_REASON_REQUIRED',
    });
    const received = await Promise.all([
      step(ret._id, 'receive', { action: 'restock' }),
      step(ret._id, 'receive', { action: 'restock' }),
    ]);
    expect(received.map((reply) => reply.status)).toEqual([200, 200]);
    expect(await stockOf('NSA-004')).toBe(before);
    // The refund the rules kept, owed in cash: listed due, within what was paid.
    const refunded = await step(ret._id, 'refund', {}, kit().callers.owner, '?lang=en');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.message).toBe('The return is refunded');
    expect(refunded.body.return.payment).toMatchObject({
      kind: 'cod',
      refund: { amount: ret.refund_amount, status: 'due' },
    });
    expect(refunded.body.return.lines[1]).toMatchObject({ ma_vt: 'NSA-004', delivered: 2, quantity: 2 });
    expect(refunded.body.return.lines[1]?.refund).toBe(ret.refund_amount);
    expect((await step(ret._id, 'refund')).status).toBe(200);
    const detail = await ownerOrder(kit(), order._id);
    expect(detail.body.refunds_due).toEqual([
      expect.objectContaining({ amount: ret.refund_amount, reason: 'RETURN', provider: 'cod' }),
    ]);
    const payments = await kit().call<{
      items: { order_id: string | null; state: string; amount: number; note: string }[];
    }>(kit().callers.owner, 'GET', 'console/payments?kind=refund');
    expect(payments.body.items.find((row) => row.order_id === order._id)).toMatchObject({
      state: 'due',
      amount: ret.refund_amount,
      note: `Đổi/trả ${order.so_ct} #${ret._id.slice(-6)}`,
    });
    const returnSteps = detail.body.timeline.flatMap((entry) =>
      entry.changes
        .filter((change) => change.field === 'doi_tra')
        .map((change) => (change.to as { trang_thai: string }).trang_thai),
    );
    expect(returnSteps).toEqual(['new', 'approved', 'received', 'refunded']);
    // Closed: no step is left.
    expect((await step(ret._id, 'reject', { reason: 'Muộn' })).body.error).toBe('RETURN_WRONG_STATE');
    // The shopper sees each step and the shop's note; one mail a step, in the order's language.
    const mine = await kit().call<OwnReturn[]>(kit().callers.customer, 'GET', 'returns/mine');
    const seen = mine.body.find((item) => item._id === ret._id);
    expect(seen?.steps.map((item) => [item.status, item.note])).toEqual([
      ['new', ''],
      ['approved', 'Gửi về kho Hà Nội'],
      ['received', ''],
      ['refunded', ''],
    ]);
    // And what the shop asked when it approved: send the goods back.
    expect(seen?.instructions).toBe('send-back');
    const mails = await mailsOf(order._id);
    expect(mails.map((mail) => mail.data.return?.status)).toEqual(['approved', 'received', 'refunded']);
    expect(mails.every((mail) => mail.lang === 'vi')).toBe(true);
    const list = await kit().call<ConsoleReturnsReply>(
      kit().callers.owner,
      'GET',
      'console/returns?status=refunded',
    );
    expect(list.body.items.map((item) => item._id)).toContain(ret._id);
    expect(list.body.counts.refunded).toBeGreaterThanOrEqual(1);
    expect(list.body.items.find((item) => item._id === ret._id)).toMatchObject({
      so_ct: order.so_ct,
      media_count: 0,
    });
  });

  it('refunds an e-wallet order through its gateway once the shopper keeps the goods', async () => {
    const { order, ret } = await deliveredReturn(
      [{ ma_vt: 'CPH-009', sl_xuat: 2 }],
      {
        lines: [{ line: 0, quantity: 1 }],
        reason: 'changed-mind',
      },
      { pt_thanh_toan: EWALLET },
    );
    expect((await step(ret._id, 'approve', { instructions: 'keep' })).status).toBe(200);
    expect((await step(ret._id, 'receive', { action: 'restock' })).body.error).toBe('RETURN_WRONG_STATE');
    const refunded = await step(ret._id, 'refund');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.return.payment).toMatchObject({
      kind: 'gateway',
      gateway: 'vnpay',
      refund: { amount: ret.refund_amount, status: 'requested' },
    });
    expect((await step(ret._id, 'refund')).status).toBe(200);
    // The refund job (and any other job due) runs: the gateway refunds it once.
    expect(await kit().shop.app.schedules.runDue(new Date())).toBeGreaterThanOrEqual(1);
    const stored = await findOrder(kit().shop.db, idApp(), null, order._id);
    expect(refundsOf(stored!).map((refund) => [refund.amount, refund.state])).toEqual([
      [ret.refund_amount, 'done'],
    ]);
  });

  it.each([
    { kind: 'transfer', extra: { pt_thanh_toan: BANK }, after: 'REFUND_ABOVE_PAID' },
    // Cash on delivery: the bank refund form takes the return's refund while it is owed, no more after.
    { kind: 'cod', extra: {}, after: 'REFUND_NOTHING_PAID_BY_TRANSFER' },
  ])(
    "settles a $kind order's return refund due when the bank refund is recorded: counted once, done on the Payments screen and the return",
    async ({ kind, extra, after }) => {
      const { order, ret } = await deliveredReturn(
        [{ ma_vt: 'CPH-009', sl_xuat: 2 }],
        { lines: [{ line: 0, quantity: 1 }] },
        extra,
      );
      const total = Number(order.t_tt_nt);
      await step(ret._id, 'approve', { instructions: 'keep' });
      const refunded = await step(ret._id, 'refund');
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      expect(refunded.body.return.payment).toMatchObject({
        kind,
        paid: total,
        refundable: total - ret.refund_amount,
        refund: { amount: ret.refund_amount, status: 'due' },
      });
      const refundRows = async () =>
        (
          await kit().call<{
            items: { order_id: string | null; state: string; amount: number; note: string }[];
          }>(kit().callers.owner, 'GET', 'console/payments?kind=refund')
        ).body.items.filter((row) => row.order_id === order._id);
      expect((await refundRows()).map((row) => row.state)).toEqual(['due']);
      const owing = await ownerOrder(kit(), order._id);
      // A cash order may refund what its return owes; a transfer order what came (decision 077 addendum).
      expect(owing.body.money).toMatchObject({
        refund_via: 'bank',
        paid: total,
        refundable: kind === 'cod' ? ret.refund_amount : total,
      });
      if (kind === 'cod') {
        const more = await kit().call<Problem>(
          kit().callers.owner,
          'POST',
          `console/orders/${order._id}/bank-refunds`,
          {
            so_tien: ret.refund_amount + 1,
            ngay: new Date().toISOString().slice(0, 10),
            ma_tham_chieu: 'X',
            ly_do: 'Thêm',
          },
        );
        expect(more.body.error).toBe('REFUND_ABOVE_PAID');
      }
      // The shop sends the return's refund from its bank and records it: the due is paid by it.
      const bank = await kit().call(kit().callers.owner, 'POST', `console/orders/${order._id}/bank-refunds`, {
        so_tien: ret.refund_amount,
        ngay: new Date().toISOString().slice(0, 10),
        ma_tham_chieu: 'FT26334000111',
        ly_do: `Đổi/trả ${order.so_ct}`,
      });
      expect(bank.status, JSON.stringify(bank.body)).toBe(200);
      const detail = await ownerOrder(kit(), order._id);
      expect(detail.body.refunds_due).toEqual([
        expect.objectContaining({ amount: ret.refund_amount, reason: 'RETURN', status: 'settled' }),
      ]);
      const view = await kit().call<StepReply['return']>(
        kit().callers.owner,
        'GET',
        `console/returns/${ret._id}`,
      );
      // Counted once: what was paid less the bank refund (not less the due as well).
      expect(view.body.payment).toMatchObject({
        refundable: total - ret.refund_amount,
        refund: { amount: ret.refund_amount, status: 'done' },
      });
      expect(await refundRows()).toEqual([
        expect.objectContaining({ state: 'done', amount: ret.refund_amount, note: `Đổi/trả ${order.so_ct}` }),
      ]);
      // A transfer order's rest is still refundable by bank, and no more; a cash order owes nothing more.
      const above = await kit().call<Problem>(
        kit().callers.owner,
        'POST',
        `console/orders/${order._id}/bank-refunds`,
        {
          so_tien: total - ret.refund_amount + 1,
          ngay: new Date().toISOString().slice(0, 10),
          ma_tham_chieu: 'FT26334000112',
          ly_do: 'Thêm',
        },
      );
      expect(above.body.error).toBe(after);
    },
  );

  it('exchanges with a new order at no charge, stock checked and taken; a shortage refuses', async () => {
    const { ret } = await deliveredReturn([{ ma_vt: 'CPH-009', sl_xuat: 1 }], {
      lines: [{ line: 0, quantity: 1 }],
      resolution: 'exchange',
    });
    expect((await step(ret._id, 'approve', { instructions: 'keep' })).status).toBe(200);
    const stock = await stockOf('CPH-009');
    await kit().shop.db.query(
      `UPDATE documents SET data = data || '{"ton": 0}'::jsonb WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = 'CPH-009'`,
      [idApp()],
    );
    const short = await step(ret._id, 'exchange', {}, kit().callers.owner, '?lang=en');
    expect(short.status).toBe(409);
    expect(short.body.error).toBe('RETURN_EXCHANGE_OUT_OF_STOCK');
    expect(short.body.message).toMatch(/^Not enough stock for the exchange: .+ has 0 left$/);
    await kit().shop.db.query(
      `UPDATE documents SET data = data || jsonb_build_object('ton', $2::int) WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = 'CPH-009'`,
      [idApp(), stock],
    );
    const [first, second] = await Promise.all([step(ret._id, 'exchange'), step(ret._id, 'exchange')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const made = first.body.return.exchange_order;
    expect(made?.so_ct).toBeTruthy();
    expect(second.body.return.exchange_order).toEqual(made);
    expect(await stockOf('CPH-009')).toBe(stock - 1);
    const exchange = await findOrder(kit().shop.db, idApp(), null, made!._id);
    expect(exchange).toMatchObject({ t_tt_nt: 0, trang_thai: '1', doi_tra: { return_id: ret._id } });
    expect(
      ((exchange?.details ?? []) as { ma_vt: string; sl_xuat: number; tien: number }[]).map((line) => [
        line.ma_vt,
        line.sl_xuat,
        line.tien,
      ]),
    ).toEqual([['CPH-009', 1, 0]]);
    // The shopper's own orders list it, and their return names it.
    const mine = await kit().call<OwnReturn[]>(kit().callers.customer, 'GET', 'returns/mine');
    expect(mine.body.find((item) => item._id === ret._id)?.exchange_order).toEqual(made);
  });

  it('rejects with a reason the shopper reads; the units may be asked again', async () => {
    const { order, ret } = await deliveredReturn([{ ma_vt: 'CPH-009', sl_xuat: 1 }], {
      lines: [{ line: 0, quantity: 1 }],
    });
    expect((await step(ret._id, 'reject', {})).body.error).toBe('RETURN_REASON_REQUIRED');
    const rejected = await step(ret._id, 'reject', { reason: 'Ảnh không cho thấy hư hỏng' });
    expect(rejected.body.return.status).toBe('rejected');
    const mine = await kit().call<OwnReturn[]>(kit().callers.customer, 'GET', 'returns/mine');
    expect(mine.body.find((item) => item._id === ret._id)?.steps.at(-1)).toMatchObject({
      status: 'rejected',
      note: 'Ảnh không cho thấy hư hỏng',
    });
    expect((await step(ret._id, 'approve', { instructions: 'keep' })).status).toBe(409);
    expect((await step('f'.repeat(24), 'approve', { instructions: 'keep' })).status).toBe(404);
    const again = await kit().call(kit().callers.customer, 'POST', 'returns', {
      order_id: order._id,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
    });
    expect(again.status).toBe(200);
  });

  it("keeps the shop's window: 1–720 hours, the owner's to set, read by the request", async () => {
    expect((await kit().call(kit().callers.guest, 'GET', 'returns/settings')).body).toEqual({
      return_window_hours: 48,
    });
    const bad = await kit().call<Problem>(kit().callers.owner, 'PUT', 'console/settings/returns', {
      return_window_hours: 721,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'RETURN_SETTINGS_INVALID',
      message: 'Thời hạn đổi/trả phải là số giờ nguyên từ 1 đến 720',
    });
    expect(
      (await kit().call(kit().callers.staff, 'PUT', 'console/settings/returns', { return_window_hours: 72 }))
        .status,
    ).toBe(403);
    const saved = await kit().call(kit().callers.owner, 'PUT', 'console/settings/returns', {
      return_window_hours: '72',
    });
    expect(saved.body).toMatchObject({ return_window_hours: 72, message: 'Đã lưu cài đặt' });
    expect((await kit().call(kit().callers.customer, 'GET', 'returns/settings')).body).toEqual({
      return_window_hours: 72,
    });
    const placed = await buy(kit(), kit().callers.customer, [{ ma_vt: 'CPH-009', sl_xuat: 1 }]);
    const id = (placed.body as { _id: string })._id;
    await deliverAsOwner(kit(), id);
    await kit().shop.db.query(
      `UPDATE documents SET data = data || jsonb_build_object('ngay_giao_hang', (now() - interval '60 hours')::text)
       WHERE collection = 'so1' AND id = $1`,
      [id],
    );
    const request = {
      order_id: id,
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      resolution: 'refund',
    };
    expect((await kit().call(kit().callers.customer, 'POST', 'returns', request)).status).toBe(200);
    await kit().call(kit().callers.owner, 'PUT', 'console/settings/returns', { return_window_hours: 48 });
  });
});
