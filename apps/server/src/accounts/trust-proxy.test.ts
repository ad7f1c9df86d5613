import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.js';
import { testBackend } from '../testing.js';
import { type AuthKit, basic, authSuite } from './auth.test-kit.js';

describe('TRUST_PROXY', () => {
  it('is off by default; takes a hop count or proxy addresses and CIDR blocks; refuses the rest', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '1,x'])
      expect(() => readEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

let attempts = 0;
// A new account name each time, so only the per-address limit can refuse (not the per-account lock).
const loginFrom = (kit: AuthKit, forwardedFor: string, remoteAddress = '127.0.0.1') =>
  kit.shop.app.inject({
    url: '/auth/local',
    remoteAddress,
    headers: {
      authorization: basic(`khach${++attempts}@example.com`, 'Sai123456'),
      'x-forwarded-for': forwardedFor,
    },
  });

describe('client address without TRUST_PROXY', () => {
  const kit = authSuite(testBackend(), { RATE_LIMIT_LOGIN: '3' });

  it('ignores X-Forwarded-For: a new header each time still meets the login limit', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt++)
      statuses.push((await loginFrom(kit(), `198.51.100.${attempt}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('client address with TRUST_PROXY naming the proxy', () => {
  const kit = authSuite(testBackend(), { RATE_LIMIT_LOGIN: '3', TRUST_PROXY: '127.0.0.1' });

  it('counts per forwarded address when the request comes through the proxy', async () => {
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await loginFrom(kit(), '198.51.100.9')).statusCode).toBe(401);
    expect((await loginFrom(kit(), '198.51.100.9')).statusCode).toBe(429);
    expect((await loginFrom(kit(), '198.51.100.10')).statusCode).toBe(401);
  });

  it('ignores the header from a peer that is not the proxy', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt++)
      statuses.push((await loginFrom(kit(), `203.0.113.${attempt}`, '192.0.2.50')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
