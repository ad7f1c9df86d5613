import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../accounts/seed-accounts.js';
import { consoleSuite, deliverAsOwner } from '../console/console.test-kit.js';
import { buy } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';

const DAY = 86_400_000;

describe.each(testBackends())('the review ask (%s)', (backend) => {
  const kit = consoleSuite(backend);
  const email = DEMO_CUSTOMER.email;

  const outboxOf = (kind: string, orderOrRecipient: string) =>
    kit().shop.db.query<{
      recipient: string;
      subject: string;
      body: string;
      html: string | null;
      data: unknown;
    }>(
      `SELECT recipient, subject, body, html, data FROM outbox WHERE kind = $1
         AND (order_id = $2 OR recipient = $2) ORDER BY created_at`,
      [kind, orderOrRecipient],
    );
  const reminders = async () =>
    (await outboxOf('review-reminder', email)).map((row) => row.subject.replace(/DH\d+/, 'DH…'));
  const deliver = (id: string) => deliverAsOwner(kit(), id);
  const customerOrder = async () => {
    const placed = await buy(kit(), kit().callers.customer, [{ ma_vt: 'CPH-009', sl_xuat: 1 }]);
    expect(placed.status).toBe(200);
    const order = placed.body as { _id: string; so_ct: string };
    await deliver(order._id);
    return order;
  };
  const consent = async (granted: boolean) =>
    expect(
      (
        await kit().call(kit().callers.customer, 'POST', '/api/privacy/consents', {
          purpose: 'marketing',
          granted,
        })
      ).status,
    ).toBe(200);
  const runJobsAt = (at: number) => kit().shop.app.schedules.runDue(new Date(at));
  /** The mail as the loop rendered it (the loop of the shop may be sending it at that moment). */
  const rendered = async (kind: string, key: string) => {
    for (let tries = 0; tries < 100; tries += 1) {
      await kit().shop.app.mail.deliverDue();
      const [row] = await outboxOf(kind, key);
      if (row?.html) return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${kind} was not rendered`);
  };

  it('asks in the delivered mail, then reminds once 5 days later a shopper who agreed to it, unless reviewed', async () => {
    await consent(true);
    const start = Date.now();
    const first = await customerOrder();
    // The delivered mail asks at once, with the link to the account's orders.
    const delivered = await rendered('order-delivered', first._id);
    expect(delivered.body).toContain('Quý khách hài lòng với sản phẩm? Hãy dành một phút đánh giá');
    expect(delivered.body).toMatch(/Viết đánh giá: http:\/\/[^\s]+\/user-profile\/purchased-return/);

    await runJobsAt(start + 4 * DAY);
    expect(await reminders()).toEqual([]);
    await runJobsAt(start + 5 * DAY + 60_000);
    expect(await reminders()).toEqual(['Bạn thấy đơn hàng DH… thế nào?']);
    const [reminder] = await outboxOf('review-reminder', email);
    expect(reminder?.body).toContain(`Đơn hàng ${first.so_ct} đã đến tay bạn 5 ngày trước`);
    expect(reminder?.body).toMatch(/Viết đánh giá: http:\/\/[^\s]+\/user-profile\/purchased-return/);
    // A marketing message: the loop adds its unsubscribe link (decision 063).
    expect(reminder?.data).toMatchObject({ marketing: true });
    // Once: a later run sends nothing more.
    await runJobsAt(start + 9 * DAY);
    expect(await reminders()).toHaveLength(1);

    // Reviewed within the 5 days: no reminder.
    const second = await customerOrder();
    const review = await kit().call(kit().callers.customer, 'POST', 'reviews', {
      order_id: second._id,
      line: 0,
      stars: 5,
      text: 'Thơm',
    });
    expect(review.status).toBe(200);
    // Without the consent: none either.
    await consent(false);
    await customerOrder();
    await runJobsAt(start + 11 * DAY);
    expect(await reminders()).toHaveLength(1);
    const results = await kit().shop.db.query<{ result: { skipped?: string } }>(
      `SELECT result FROM jobs WHERE kind = 'review-reminder' AND status = 'done' ORDER BY run_at`,
    );
    expect(results.map((row) => row.result.skipped ?? 'sent')).toEqual(['sent', 'reviewed', 'no-consent']);
  });

  it("neither asks nor reminds for a guest's order (only accounts review)", async () => {
    const start = Date.now();
    const order = await kit().place();
    await deliver(order._id);
    const delivered = await rendered('order-delivered', order._id);
    expect(delivered.body).not.toContain('Viết đánh giá');
    await runJobsAt(start + 6 * DAY);
    const [job] = await kit().shop.db.query<{ result: { skipped?: string } }>(
      `SELECT result FROM jobs WHERE kind = 'review-reminder' AND payload->>'order' = $1`,
      [order._id],
    );
    expect(job?.result.skipped).toBe('guest');
  });
});
