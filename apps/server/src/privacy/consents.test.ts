import { PRIVACY_NOTICE_VERSION } from '@shop/domain/privacy';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, authSuite } from '../accounts/auth.test-kit.js';
import { testBackends } from '../testing.js';
import { hasConsent } from './consents.js';

describe.each(testBackends())('consents, recorded (%s)', (backend) => {
  const kit = authSuite(backend);

  const idApp = () => kit().shop.env.ID_APP;
  const subscribers = async (email: string) =>
    kit().shop.db.query(
      `SELECT 1 FROM documents WHERE id_app = $1 AND collection = 'ecomsubscribe' AND data->>'email' = $2`,
      [idApp(), email],
    );
  async function loggedIn(email: string, fields: Record<string, unknown> = {}) {
    expect((await kit().signup({ email, ...fields })).statusCode).toBe(200);
    const login = await kit().login(email, STRONG_PASSWORD);
    if (login.statusCode === 403) {
      const { _id } = login.json<{ _id: string }>();
      await kit().get(`/verify-otp/${_id}/${await kit().code(email)}?id_app=${idApp()}`);
    }
    const again = await kit().login(email, STRONG_PASSWORD);
    return again.json<{ token: string }>().token;
  }

  /** The profile's toggle: gives or withdraws one purpose as the signed-in account. */
  const setConsent = (token: string, purpose: string, granted: boolean) =>
    kit().post(`/api/privacy/consents?access_token=${token}`, { purpose, granted });

  it('records the terms at signup on their own, and marketing only when its own box was ticked', async () => {
    const token = await loggedIn('lan@example.vn');
    const reply = await kit().get(`/api/privacy/consents?access_token=${token}`);
    expect(reply.statusCode).toBe(200);
    const { consents, notice_version } = reply.json<{
      notice_version: string;
      consents: {
        purpose: string;
        granted: boolean;
        notice_version: string | null;
        source: string | null;
        at: string | null;
      }[];
    }>();
    expect(notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(consents).toEqual([
      {
        purpose: 'terms',
        granted: true,
        notice_version: PRIVACY_NOTICE_VERSION,
        at: expect.any(String),
        source: 'signup',
      },
      { purpose: 'marketing', granted: false, notice_version: null, at: null, source: null },
      { purpose: 'cookies', granted: false, notice_version: null, at: null, source: null },
    ]);
    expect(await hasConsent(kit().shop.db, idApp(), 'lan@example.vn', 'marketing')).toBe(false);
    expect(await subscribers('lan@example.vn')).toHaveLength(0);

    await loggedIn('hoa@example.vn', { accept_marketing: true, phone: '0987654321' });
    expect(await hasConsent(kit().shop.db, idApp(), 'HOA@example.vn', 'marketing')).toBe(true);
    // Asked by the account's phone, the same consent.
    expect(await hasConsent(kit().shop.db, idApp(), '+84987654321', 'marketing')).toBe(true);
    expect(await hasConsent(kit().shop.db, idApp(), 'hoa@example.vn', 'cookies')).toBe(false);
    expect(await subscribers('hoa@example.vn')).toHaveLength(1);
  });

  it('withdraws from the profile as easily as it gives: one call each way, the newsletter follows', async () => {
    const token = await loggedIn('minh@example.vn');
    const give = await setConsent(token, 'marketing', true);
    expect(give.statusCode).toBe(200);
    expect(give.json()).toMatchObject({ message: 'Đã lưu lựa chọn của bạn' });
    expect(await hasConsent(kit().shop.db, idApp(), 'minh@example.vn', 'marketing')).toBe(true);
    expect(await subscribers('minh@example.vn')).toHaveLength(1);

    const cookies = await setConsent(token, 'cookies', true);
    expect(
      cookies.json<{ consents: { purpose: string; granted: boolean; source: string }[] }>().consents,
    ).toContainEqual(expect.objectContaining({ purpose: 'cookies', granted: true, source: 'profile' }));

    const withdraw = await setConsent(token, 'marketing', false);
    expect(withdraw.statusCode).toBe(200);
    expect(await hasConsent(kit().shop.db, idApp(), 'minh@example.vn', 'marketing')).toBe(false);
    expect(await subscribers('minh@example.vn')).toHaveLength(0);
    // Every giving and withdrawing stays on record, with the notice's version and the screen.
    const rows = await kit().shop.db.query<{
      purpose: string;
      granted: boolean;
      source: string;
      notice_version: string;
    }>(
      `SELECT purpose, granted, source, notice_version FROM consents WHERE subject = 'minh@example.vn' ORDER BY given_at`,
    );
    expect(rows.map((row) => [row.purpose, row.granted, row.source])).toEqual([
      ['terms', true, 'signup'],
      ['marketing', true, 'profile'],
      ['cookies', true, 'profile'],
      ['marketing', false, 'profile'],
    ]);
    expect(new Set(rows.map((row) => row.notice_version))).toEqual(new Set([PRIVACY_NOTICE_VERSION]));
  });

  it('refuses the terms as a toggle, a guest, and a wrong body, in Vietnamese by default', async () => {
    const token = await loggedIn('an@example.vn');
    const terms = await setConsent(token, 'terms', false);
    expect(terms.statusCode).toBe(400);
    const guest = await kit().post('/api/privacy/consents', { purpose: 'marketing', granted: true });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: 'Vui lòng đăng nhập lại' });
  });

  it('records a footer subscription as the address’s marketing consent', async () => {
    const reply = await kit().post(`/api/${idApp()}/ecomsubscribe`, { email: 'Khach@Example.vn' });
    expect(reply.statusCode).toBe(200);
    expect(await hasConsent(kit().shop.db, idApp(), 'khach@example.vn', 'marketing')).toBe(true);
  });
});
