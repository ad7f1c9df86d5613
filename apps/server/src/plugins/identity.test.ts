import { describe, expect, it } from 'vitest';
import { testBackend } from '../testing.js';
import { frontEndAuth, shopSuite } from '../suite.test-kit.js';
import { UID_COOKIE } from './identity.js';

const uidCookies = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).filter((cookie) =>
    cookie.startsWith(`${UID_COOKIE}=`),
  );

describe('the guest uid', () => {
  const shop = shopSuite(testBackend());
  const auth = () => frontEndAuth(shop());

  it('is handed out by a call that acts for a guest, and the next call keeps it', async () => {
    const first = await shop().app.inject({ url: `/api/${shop().env.ID_APP}/cart?${auth()}` });
    expect(first.statusCode).toBe(200);
    const [cookie] = uidCookies(first.headers['set-cookie']);
    const uid = /^uid=([0-9a-f]{24});/.exec(cookie ?? '')?.[1];
    expect(uid).toBeDefined();
    expect(first.headers.uid).toBe(uid);

    const again = await shop().app.inject({
      url: `/api/${shop().env.ID_APP}/cart?${auth()}`,
      headers: { cookie: `${UID_COOKIE}=${uid}` },
    });
    expect(uidCookies(again.headers['set-cookie'])).toEqual([]);
    expect(again.headers.uid).toBe(uid);
  });

  it('is never in a reply a shared cache may keep: a picture, with or without a uid cookie', async () => {
    const url = `/api/images/products/cph-001.svg?${auth()}`;
    const fresh = await shop().app.inject({ url });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toMatch(/public/);
    expect(uidCookies(fresh.headers['set-cookie'])).toEqual([]);
    expect(fresh.headers.uid).toBeUndefined();

    const known = await shop().app.inject({ url, headers: { cookie: `${UID_COOKIE}=${'a'.repeat(24)}` } });
    expect(known.statusCode).toBe(200);
    expect(known.headers.uid).toBeUndefined();
  });

  it('is handed out by /config.json, which the shop() reads before any call, and not by other files', async () => {
    const config = await shop().app.inject({ url: '/config.json' });
    expect(config.statusCode).toBe(200);
    expect(uidCookies(config.headers['set-cookie'])).toHaveLength(1);
    const favicon = await shop().app.inject({ url: '/favicon.svg' });
    expect(uidCookies(favicon.headers['set-cookie'])).toEqual([]);
  });
});
