import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.js';
import { bothBackends } from '../testing.js';
import { type MailKit, smtpMailSuite, startMailKit, testDeliveryLoop } from './mail.test-kit.js';

const TIMEOUT = 240_000;

/** The database with every statement it is sent written down, first words only (BEGIN for a transaction). */
function counted(db: Database): { db: Database; sent: string[] } {
  const sent: string[] = [];
  const note = (text: string) => sent.push(text.replace(/\s+/g, ' ').trim().slice(0, 60));
  const wrap = (inner: Queryable): Queryable => ({
    query: (text, params, options) => {
      note(text);
      return inner.query(text, params, options);
    },
  });
  return {
    sent,
    db: {
      kind: db.kind,
      ...wrap(db),
      transaction: (work) => {
        note('BEGIN');
        return db.transaction((tx) => work(wrap(tx)));
      },
      close: () => db.close(),
    },
  };
}

/** A delivery loop of the kit's shop over `db` (the kit's own loop is stopped). */
const loopOver = (kit: MailKit, db: Database) =>
  testDeliveryLoop(kit.shop, db, { publicOrigin: 'https://shop.test' });

const emailRows = async (kit: MailKit, orderIds: string[]) =>
  (await Promise.all(orderIds.map((id) => kit.mailsOf(id)))).flat().filter((row) => row.channel === 'email');

/**
 * What the outbox's loop sends PostgreSQL for a round of order mails (issue 28): the claim reads
 * what rendering needs in its own statement, and a row's rendering is stored with its next step.
 */
describe.each(bothBackends())('the statements of a delivery round (%s)', (backend) => {
  describe('a shop without a mail provider', () => {
    let kit: MailKit;
    beforeAll(async () => {
      kit = await startMailKit(backend);
    }, TIMEOUT);
    afterAll(() => kit?.shop.close());

    it('renders and keeps a batch of order mails in two statements: the claim and one UPDATE', async () => {
      expect(kit.shop.app.channels.states.email).toBe('off');
      const placed = await Promise.all([kit.place(), kit.place({}, 'en'), kit.place()]);
      expect(placed.map((order) => order.status)).toEqual([200, 200, 200]);
      // Only e-mail rows: the ZNS rows of the test shop (its simulator) are another channel's.
      await kit.shop.db.query(`UPDATE outbox SET next_attempt_at = NULL WHERE channel <> 'email'`);
      const { db, sent } = counted(kit.shop.db);
      // The shopper's mail and the shop's notice of each order.
      expect(await loopOver(kit, db).deliverDue()).toBe(6);
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatch(/^WITH due AS/);
      expect(sent[1]).toMatch(/^UPDATE outbox/);
      const rows = await emailRows(
        kit,
        placed.map((order) => order.body._id),
      );
      expect(rows).toHaveLength(6);
      for (const row of rows) {
        expect(row.status).toBe('kept');
        expect(row.html).toContain(row.subject);
        expect(row.error).toBeNull();
      }
      const en = placed[1]?.body.so_ct;
      expect(rows.map((row) => row.subject).sort()).toEqual(
        [
          ...placed.map((order) => `Đơn hàng mới ${order.body.so_ct}`),
          `Đã nhận đơn hàng ${placed[0]?.body.so_ct}`,
          `We received your order ${en}`,
          `Đã nhận đơn hàng ${placed[2]?.body.so_ct}`,
        ].sort(),
      );
      // Kept rows are not claimed again.
      expect(await loopOver(kit, db).deliverDue(new Date(Date.now() + 3_600_000))).toBe(0);
    });
  });

  describe('a shop with SMTP', () => {
    const { kit, smtp } = smtpMailSuite(backend);

    it('sends a batch with one statement a mail besides the claim, its rendering stored as it is marked sent', async () => {
      const placed = await Promise.all([kit().place(), kit().place()]);
      await kit().shop.db.query(`UPDATE outbox SET next_attempt_at = NULL WHERE channel <> 'email'`);
      const { db, sent } = counted(kit().shop.db);
      expect(await loopOver(kit(), db).deliverDue()).toBe(4);
      expect(sent).toHaveLength(1 + 4);
      expect(sent.slice(1).every((text) => text.startsWith('UPDATE outbox SET sent_at = now()'))).toBe(true);
      expect(smtp().received).toHaveLength(4);
      // The batch's mails share the pooled connection (one each held a shop to ~10 mails a second).
      expect(smtp().connections).toBe(1);
      const rows = await emailRows(
        kit(),
        placed.map((order) => order.body._id),
      );
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
      expect(rows.map((row) => row.subject).sort()).toEqual(
        smtp()
          .received.map((mail) => mail.subject)
          .sort(),
      );
      for (const row of rows) expect(row.html).toContain(row.subject);
    });
  });
});
