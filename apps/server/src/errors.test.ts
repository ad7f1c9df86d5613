import { describe, expect, it } from 'vitest';
import { testBackend } from './testing.js';
import { shopSuite } from './suite.test-kit.js';

/** Refusals made by Fastify before a route runs: the shop's `{ error, message }`, Vietnamese by default. */
describe('framework refusals', () => {
  const shop = shopSuite(testBackend());
  const cart = () =>
    `/api/${shop().env.ID_APP}/cart?access_token=${shop().env.PUBLIC_TOKEN}&trust_key=${shop().env.TRUST_KEY}`;
  const post = (payload: string, headers: Record<string, string> = {}) =>
    shop().app.inject({
      method: 'POST',
      url: cart(),
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers a body that is not JSON, empty or poisoned in Vietnamese, or English when asked', async () => {
    for (const payload of ['{', '{"ma_vt":', '{"__proto__":{"admin":true},"ma_vt":"TRA-001"}']) {
      const reply = await post(payload);
      expect(reply.statusCode, payload).toBe(400);
      expect(reply.json(), payload).toEqual({
        error: 'FST_ERR_CTP_INVALID_JSON_BODY',
        message: 'Dữ liệu gửi lên không phải JSON hợp lệ',
      });
    }
    const english = await post('{', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.json()).toEqual({
      error: 'FST_ERR_CTP_INVALID_JSON_BODY',
      message: 'The body is not valid JSON',
    });
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'FST_ERR_CTP_EMPTY_JSON_BODY',
      message: 'Dữ liệu gửi lên đang trống',
    });
  });

  it('answers a body of another type or too large in Vietnamese, keeping the status and code', async () => {
    const xml = await post('<a/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      error: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      message: 'Kiểu dữ liệu gửi lên không được hỗ trợ',
    });
    const large = await post(`{"a":"${'x'.repeat(1024 * 1024)}"}`);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'Dữ liệu gửi lên quá lớn' });
  });

  it('answers a URL that does not decode, or a path part too long, like any refusal', async () => {
    const bad = await shop().app.inject({ url: `/api/${shop().env.ID_APP}/so1/%E0%A4%A` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'FST_ERR_BAD_URL', message: 'Địa chỉ không hợp lệ' });
    const long = await shop().app.inject({ url: `/send-otp/${'a'.repeat(120)}%40example.com?lang=en` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: 'FST_ERR_MAX_PARAM_LENGTH', message: 'The address is too long' });
  });
});
