import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriersFromEnv, carriersLogLine } from '../../commerce/carriers/registry.js';
import { readEnv } from '../../env.js';
import { startTestShop, testBackend, type TestShop } from '../../testing.js';

type LogLine = { msg: string; level: number };

describe('carriers at start-up (decision 055)', () => {
  let shop: TestShop;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    shop = await startTestShop(testBackend(), { LOG_LEVEL: 'info' }, { logStream });
  }, 60_000);
  afterAll(() => shop?.close());

  it('says which carriers are on: the simulators in development and tests without keys', () => {
    expect(lines.map((line) => line.msg)).toContain('carriers: ghn=simulator ghtk=simulator');
  });

  it('uses a carrier in production only with its keys, and never names a key', () => {
    const base = {
      NODE_ENV: 'production',
      TRUST_KEY: 'k'.repeat(32),
      DATA_DIR: 'memory://',
      PUBLIC_ORIGIN: 'https://shop.example',
    };
    const none = carriersFromEnv(readEnv(base));
    expect(none.states).toEqual({ ghn: 'off', ghtk: 'off' });
    expect(none.enabled).toEqual([]);
    const keyed = carriersFromEnv(
      readEnv({
        ...base,
        GHN_TOKEN: 'ghn-secret-token',
        GHN_SHOP_ID: '885',
        GHTK_TOKEN: 'ghtk-secret-token',
        SHOP_PICKUP_PROVINCE: 'Thành phố Hồ Chí Minh',
        SHOP_PICKUP_DISTRICT: 'Quận 1',
      }),
    );
    expect(keyed.enabled.map((carrier) => carrier.id)).toEqual(['ghn', 'ghtk']);
    expect(keyed.simulators).toEqual({});
    const line = carriersLogLine(keyed);
    expect(line).toBe('carriers: ghn=keys ghtk=keys');
    expect(line).not.toContain('secret');
  });

  it("refuses GHTK's token without the pick-up province and district it quotes from", () => {
    expect(() => readEnv({ GHTK_TOKEN: 'ghtk-secret-token' })).toThrow(/SHOP_PICKUP_PROVINCE/);
  });

  it('lets development make a simulator slow, down or wrong, and refuses what is not a mode', async () => {
    const down = await shop.app.inject({
      method: 'POST',
      url: '/sandbox-carrier/ghtk/mode',
      payload: { mode: 'down' },
    });
    expect(down.json()).toEqual({ carrier: 'ghtk', mode: 'down', delay_ms: 3_000 });
    expect(shop.app.carriers.simulators.ghtk?.control.mode).toBe('down');
    const slow = await shop.app.inject({
      method: 'POST',
      url: '/sandbox-carrier/ghn/mode',
      payload: { mode: 'slow', delay_ms: 2500 },
    });
    expect(slow.json()).toMatchObject({ mode: 'slow', delay_ms: 2_500 });
    const wrong = await shop.app.inject({
      method: 'POST',
      url: '/sandbox-carrier/ghn/mode',
      payload: { mode: 'asleep' },
    });
    expect(wrong.statusCode).toBe(400);
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/sandbox-carrier/vtp/mode',
      payload: { mode: 'up' },
    });
    expect(unknown.statusCode).toBe(404);
    for (const carrier of ['ghn', 'ghtk'])
      await shop.app.inject({
        method: 'POST',
        url: `/sandbox-carrier/${carrier}/mode`,
        payload: { mode: 'up' },
      });
  });
});
