import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { BANK } from '../routes/commerce/commerce.test-kit.js';
import { bothBackends, neutralOn } from '../testing.js';
import {
  type MailKit,
  smtpMailSuite,
  startMailKit,
  startTestSmtp,
  testDeliveryLoop,
} from './mail.test-kit.js';
import { createMailer } from './outbox.js';

const TIMEOUT = 240_000;
const RETRY_SECONDS = 60;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe.each(bothBackends())('mail delivery through SMTP (%s)', (backend) => {
  // Tests of no engine: on the test command's engine only (the two loops race on both).
  if (neutralOn(backend)) {
    describe('a server that refuses first, then accepts', () => {
      const { kit, smtp } = smtpMailSuite(backend, { MAIL_RETRY_SECONDS: String(RETRY_SECONDS) }, 2);

      it('retries after the back-off and sends each mail once: HTML, text and the VietQR image', async () => {
        const placed = await kit().place({ pt_thanh_toan: BANK }, 'vi');
        expect(placed.status).toBe(200);
        const { _id, so_ct } = placed.body;
        const { mail } = kit().shop.app;
        expect(await mail.deliverDue()).toBe(2);
        expect(smtp().refused).toBe(2);
        const waiting = await kit().mailsOf(_id);
        expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
          ['pending', 1],
          ['pending', 1],
        ]);
        expect(waiting[0]?.error).toContain('451');
        expect(await mail.countUnsent()).toBe(2);
        // Not due before the back-off has passed.
        expect(await mail.deliverDue(later(RETRY_SECONDS - 5))).toBe(0);
        expect(await mail.deliverDue(later(RETRY_SECONDS + 5))).toBe(2);
        expect(await mail.deliverDue(later(10 * RETRY_SECONDS))).toBe(0);
        expect(await mail.countUnsent()).toBe(0);
        const sent = await kit().mailsOf(_id);
        expect(sent.map((row) => [row.status, row.attempts, row.error])).toEqual([
          ['sent', 2, null],
          ['sent', 2, null],
        ]);
        expect(smtp().received).toHaveLength(2);
        const shopper = smtp().received.find((message) => message.subject === `Đã nhận đơn hàng ${so_ct}`);
        expect(shopper?.to).toMatchObject({ text: 'an@example.vn' });
        expect(shopper?.text).toContain(`Nội dung chuyển khoản: ${so_ct}`);
        expect(shopper?.html).toContain('cid:vietqr@shop');
        expect(shopper?.attachments).toEqual([
          expect.objectContaining({ contentType: 'image/png', cid: 'vietqr@shop', related: true }),
        ]);
        // A PNG, not an empty part.
        expect(shopper?.attachments[0]?.content.subarray(1, 4).toString()).toBe('PNG');
        const notice = smtp().received.find((message) => message.subject === `Đơn hàng mới ${so_ct}`);
        expect(notice?.to).toMatchObject({ text: 'cskh@moclam-agrifood.vn' });
      });
    });

    describe('login codes', () => {
      const { kit, smtp } = smtpMailSuite(backend, { MAIL_POLL_MS: '3600000' });

      it('leave at once: queuing a code wakes the loop, which would otherwise sleep for an hour', async () => {
        kit().shop.app.mail.start();
        // Its first round (nothing due) is over before the code is queued.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const reply = await kit().shop.app.inject({ url: '/resetpassword?email=khachhang@example.com' });
        expect(reply.statusCode).toBe(200);
        await expect.poll(() => smtp().received.length, { timeout: 10_000 }).toBe(1);
        expect(smtp().received[0]?.to).toMatchObject({ text: 'khachhang@example.com' });
        expect(smtp().received[0]?.text).toMatch(/\b\d{6}\b/);
        const row = async () =>
          (
            await kit().shop.db.query<{ kind: string; sent_at: unknown }>(
              `SELECT kind, sent_at FROM outbox WHERE recipient = 'khachhang@example.com'`,
            )
          )[0];
        // The loop marks the row sent once the server has answered: it may still be writing it.
        await expect.poll(async () => (await row())?.sent_at ?? null, { timeout: 10_000 }).not.toBeNull();
        expect((await row())?.kind).toBe('code');
      });
    });

    describe('a server that is down', () => {
      let kit: MailKit;
      beforeAll(async () => {
        const smtp = await startTestSmtp();
        const { url } = smtp;
        await smtp.close();
        kit = await startMailKit(backend, { SMTP_URL: url, MAIL_MAX_ATTEMPTS: '2', MAIL_RETRY_SECONDS: '1' });
      }, TIMEOUT);
      afterAll(() => kit?.shop.close());

      it('never fails the order; the mail is retried, then left failed after the last attempt', async () => {
        const placed = await kit.place({}, 'en');
        expect(placed.status).toBe(200);
        expect(placed.body.message).toBe('Order placed successfully');
        const { mail } = kit.shop.app;
        expect(await mail.deliverDue()).toBe(2);
        const first = await kit.mailsOf(placed.body._id);
        expect(first.map((row) => row.status)).toEqual(['pending', 'pending']);
        expect(first[0]?.error).toMatch(/ECONNREFUSED/);
        expect(await mail.deliverDue(later(5))).toBe(2);
        const last = await kit.mailsOf(placed.body._id);
        expect(last.map((row) => [row.status, row.attempts])).toEqual([
          ['failed', 2],
          ['failed', 2],
        ]);
        expect(await mail.countUnsent()).toBe(0);
        expect(await mail.deliverDue(later(3600))).toBe(0);
      });
    });
  }

  describe('two delivery loops on one database', () => {
    const { kit, smtp } = smtpMailSuite(backend);

    it('send each mail once', async () => {
      const { shop } = kit();
      const mailer = createMailer(shop.db, {
        states: shop.app.channels.states,
        logsText: false,
        log: shop.app.log,
      });
      const count = 24;
      for (let index = 0; index < count; index += 1)
        await mailer.send({
          to: `khach${index}@example.vn`,
          subject: `Mã ${index}`,
          text: `Mã của bạn: 1000${index}`,
        });
      // Another process: its own connection to the same PostgreSQL (PGlite has one connection).
      const otherDb = shop.env.DATABASE_URL
        ? await openDatabase({ databaseUrl: shop.env.DATABASE_URL, dataDir: '' })
        : shop.db;
      const loops = [shop.db, otherDb].map((db) => testDeliveryLoop(shop, db, { batchSize: 3 }));
      try {
        const handled = [0, 0];
        for (;;) {
          const round = await Promise.all(loops.map((loop) => loop.deliverDue()));
          round.forEach((rows, index) => {
            handled[index] = (handled[index] ?? 0) + rows;
          });
          if (round.every((rows) => rows === 0)) break;
        }
        expect((handled[0] ?? 0) + (handled[1] ?? 0)).toBe(count);
        const subjects = smtp()
          .received.map((message) => message.subject)
          .sort();
        expect(subjects).toEqual(Array.from({ length: count }, (_, index) => `Mã ${index}`).sort());
        const rows = await shop.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox WHERE kind = 'code' AND sent_at IS NOT NULL AND attempts = 1`,
        );
        expect(rows[0]?.n).toBe(count);
      } finally {
        await Promise.all(loops.map((loop) => loop.stop()));
        if (otherDb !== shop.db) await otherDb.close();
      }
    });
  });
});
