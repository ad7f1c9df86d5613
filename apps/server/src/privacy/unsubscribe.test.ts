import { describe, expect, it } from 'vitest';
import { smtpMailSuite } from '../mail/mail.test-kit.js';
import { newGuest } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { hasConsent } from './consents.js';

const TIMEOUT = 240_000;

describe.each(testBackends())('a newsletter mail unsubscribes in one click (%s)', (backend) => {
  const { kit, smtp } = smtpMailSuite(backend, { PUBLIC_ORIGIN: 'https://shop.example' });

  const idApp = () => kit().shop.env.ID_APP;
  const subscribed = async (email: string) =>
    (
      await kit().shop.db.query(
        `SELECT 1 FROM documents WHERE id_app = $1 AND collection = 'ecomsubscribe' AND data->>'email' = $2`,
        [idApp(), email],
      )
    ).length > 0;

  async function sendNewsletter(subject: string) {
    const at = new Date(Date.now() + 60_000);
    const added = await kit().call(kit().owner, 'POST', '/api/schedule/add/notify', {
      audience: 'subscribers',
      subject,
      message: 'Mời bạn thử trà sen.\n\nGiảm 10% tuần này.',
      when: { mode: 'once', run_at: at.toISOString() },
    });
    expect(added.status).toBe(200);
    expect(await kit().shop.app.schedules.runDue(new Date(at.getTime() + 1))).toBe(1);
    await kit().shop.app.mail.deliverDue();
    return smtp().received.filter((mail) => mail.subject === subject);
  }

  it(
    'carries the link and the RFC 8058 headers; the one-click POST ends the subscription at once',
    async () => {
      for (const email of ['lan@example.vn', 'hoa@example.vn'])
        expect((await kit().call(newGuest(), 'POST', 'ecomsubscribe', { email })).status).toBe(200);
      const mails = await sendNewsletter('Trà mới về');
      expect(mails.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort()).toEqual([
        'hoa@example.vn',
        'lan@example.vn',
      ]);
      const lan = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'lan@example.vn');
      const line = (key: string) =>
        lan?.headerLines.find((header) => header.key === key)?.line.replace(/^[^:]+:\s*/, '') ?? '';
      const header = line('list-unsubscribe');
      expect(header).toMatch(/^<https:\/\/shop\.example\/api\/unsubscribe\?t=[^>]+>$/);
      expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const page = /https:\/\/shop\.example\/huy-dang-ky\?t=\S+/.exec(lan?.text ?? '')?.[0];
      expect(page).toBeDefined();
      expect(lan?.text).toContain('Mời bạn thử trà sen.');
      expect(lan?.html).toContain('Huỷ đăng ký nhận tin');
      // The page's link and the header's carry the same token.
      expect(header.slice(1, -1).split('?t=')[1]).toBe(page?.split('?t=')[1]);

      const oneClick = header.slice(1, -1).replace('https://shop.example', '');
      // A GET (a link checker) changes nothing.
      const look = await kit().shop.app.inject({ method: 'GET', url: oneClick });
      expect(look.json()).toEqual({ email: 'lan@example.vn', subscribed: true });
      const post = await kit().shop.app.inject({
        method: 'POST',
        url: oneClick,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(post.statusCode).toBe(200);
      expect(post.json()).toMatchObject({
        subscribed: false,
        message: 'Bạn đã huỷ đăng ký nhận tin. Chúng tôi sẽ không gửi thư quảng cáo đến lan@example.vn nữa.',
      });
      expect(await subscribed('lan@example.vn')).toBe(false);
      expect(await hasConsent(kit().shop.db, idApp(), 'lan@example.vn', 'marketing')).toBe(false);
      const [record] = await kit().shop.db.query<{ source: string }>(
        `SELECT source FROM consents WHERE subject = 'lan@example.vn' ORDER BY given_at DESC LIMIT 1`,
      );
      expect(record?.source).toBe('unsubscribe-link');
      // The next newsletter goes to the others only.
      const next = await sendNewsletter('Cà phê mới');
      expect(next.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual(['hoa@example.vn']);
    },
    TIMEOUT,
  );

  it('refuses a forged or altered token in Vietnamese by default, in English when asked', async () => {
    const forged = Buffer.from('hoa@example.vn').toString('base64url');
    const reply = await kit().shop.app.inject({ method: 'POST', url: `/api/unsubscribe?t=${forged}.abc` });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: 'Liên kết huỷ đăng ký không hợp lệ' });
    const english = await kit().shop.app.inject({ method: 'POST', url: '/api/unsubscribe?lang=en' });
    expect(english.json()).toMatchObject({ message: 'This unsubscribe link is not valid' });
    expect(await subscribed('hoa@example.vn')).toBe(true);
  });

  it('sends a customer notice without the marketing footer', async () => {
    const at = new Date(Date.now() + 60_000);
    await kit().call(kit().owner, 'POST', '/api/schedule/add/notify', {
      audience: 'customer',
      email: 'khachhang@example.com',
      subject: 'Đơn của bạn',
      message: 'Cảm ơn bạn.',
      when: { mode: 'once', run_at: at.toISOString() },
    });
    await kit().shop.app.schedules.runDue(new Date(at.getTime() + 1));
    await kit().shop.app.mail.deliverDue();
    const notice = smtp().received.find((mail) => mail.subject === 'Đơn của bạn');
    expect(notice?.headerLines.some((header) => header.key === 'list-unsubscribe')).toBe(false);
    expect(notice?.text).not.toContain('huy-dang-ky');
  });
});
