import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../commerce/carriers/simulators/sim-kit.js';
import type { Database } from '../../db/database.js';
import { readEnv } from '../../env.js';
import { type AuthKit, STRONG_PASSWORD, startAuthKit } from '../../accounts/auth.test-kit.js';
import { testBackends } from '../../testing.js';
import { listOutbox } from '../outbox.js';
import { ChannelError, type MessageChannel } from './channel.js';
import { esmsChannel } from './esms.js';
import { channelsFromEnv, channelsLogLine } from './registry.js';
import { type EsmsSimulator, esmsSimulator } from './simulators/esms-simulator.js';

/** Building the channels reads no database (only a ZNS send does). */
const NO_DATABASE = {} as Database;
const KEYS = { apiKey: 'khoa-api-12345', secretKey: 'khoa-bi-mat-123', brandname: 'CUAHANG' };
const message = (id: string, to = '0912345678') => ({
  id,
  to,
  subject: 'Mã xác thực của bạn',
  text: 'Mã xác thực của bạn là 123456.',
  html: null,
});

describe('the eSMS adapter against the eSMS simulator', () => {
  let simulator: EsmsSimulator;
  let channel: MessageChannel;
  const adapter = (keys = KEYS) =>
    esmsChannel({
      baseUrl: 'http://esms.simulator/MainService.svc/json',
      ...keys,
      smsType: '2',
      sandbox: false,
      fetch: injectFetch(simulator.app),
      state: 'simulator',
    });
  beforeAll(() => {
    simulator = esmsSimulator(KEYS);
    channel = adapter();
  });
  afterAll(() => simulator?.app.close());

  it("sends eSMS's documented fields and keeps its SMSID", async () => {
    const receipt = await channel.send(message('row-1'));
    const call = simulator.control.calls.at(-1);
    expect(call?.path).toBe('/MainService.svc/json/SendMultipleMessage_V4_post_json/');
    expect(call?.body).toEqual({
      ApiKey: KEYS.apiKey,
      SecretKey: KEYS.secretKey,
      Phone: '0912345678',
      Content: 'Mã xác thực của bạn là 123456.',
      Brandname: 'CUAHANG',
      SmsType: '2',
      IsUnicode: '1',
      Sandbox: '0',
      RequestId: 'row-1',
    });
    expect(receipt.providerRef).toBe(simulator.lastTo('+84 912 345 678')?.smsId);
  });

  it('takes a repeated RequestId (124) as sent: a retry after a lost answer is no second SMS', async () => {
    const count = simulator.messages.length;
    await expect(channel.send(message('row-1'))).resolves.toBeDefined();
    expect(simulator.messages.length).toBe(count);
  });

  it('reads refusals: wrong keys, a number eSMS will never reach (permanent), down, not JSON', async () => {
    await expect(
      adapter({ ...KEYS, secretKey: 'sai-khoa-123' }).send(message('row-2')),
    ).rejects.toMatchObject({
      failure: 'auth',
      permanent: false,
    });
    const refused = await channel.send(message('row-3', '12345')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ChannelError);
    expect(refused).toMatchObject({ failure: 'refused', permanent: true });
    expect(String(refused)).toContain('CodeResult 108');
    simulator.control.mode = 'down';
    await expect(channel.send(message('row-4'))).rejects.toMatchObject({ failure: 'down' });
    simulator.control.mode = 'wrong';
    await expect(channel.send(message('row-5'))).rejects.toMatchObject({ failure: 'malformed' });
    simulator.control.mode = 'up';
  });
});

describe('which channels are on', () => {
  it('uses the simulator in development and tests, the keys when given, nothing in production without', () => {
    const test = channelsFromEnv(readEnv({ NODE_ENV: 'test' }), NO_DATABASE);
    expect(channelsLogLine(test)).toBe('message channels: email=off sms=simulator zns=simulator');
    expect(test.simulators.sms).toBeDefined();
    void test.simulators.sms?.app.close();
    void test.simulators.zns?.app.close();
    const production = channelsFromEnv(readEnv({ NODE_ENV: 'production' }), NO_DATABASE);
    expect(channelsLogLine(production)).toBe('message channels: email=off sms=off zns=off');
    const keyed = channelsFromEnv(
      readEnv({
        NODE_ENV: 'production',
        ESMS_API_KEY: KEYS.apiKey,
        ESMS_SECRET_KEY: KEYS.secretKey,
        ESMS_BRANDNAME: 'CUAHANG',
      }),
      NO_DATABASE,
    );
    expect(keyed.states.sms).toBe('keys');
    expect(keyed.simulators.sms).toBeUndefined();
  });

  it('refuses half the eSMS keys', () => {
    expect(() => readEnv({ ESMS_API_KEY: KEYS.apiKey })).toThrow(
      /ESMS_API_KEY, ESMS_SECRET_KEY and ESMS_BRANDNAME/,
    );
  });
});

describe.each(testBackends())('phone accounts get their codes by SMS on %s', (backend) => {
  let kit: AuthKit;
  let sms: EsmsSimulator;
  beforeAll(async () => {
    kit = await startAuthKit(backend, { MAIL_RETRY_SECONDS: '1' });
    const simulator = kit.shop.app.channels.simulators.sms;
    if (!simulator) throw new Error('the SMS simulator is not on');
    sms = simulator;
  });
  afterAll(() => kit?.shop.close());

  /** The newest outbox row to a phone once it is sent (the loop writes it just after the provider answered). */
  async function sentRowTo(phone: string) {
    for (let waited = 0; waited < 15_000; waited += 50) {
      const [row] = (await listOutbox(kit.shop.db)).filter((entry) => entry.to === phone);
      if (row?.status === 'sent') return row;
      await sleep(50);
    }
    throw new Error(`no sent row for ${phone}`);
  }

  /** The code of the newest SMS the simulator received for the phone after `count` messages. */
  async function smsCode(phone: string, count: number): Promise<string> {
    for (let waited = 0; waited < 15_000; waited += 50) {
      const received = sms.messages
        .slice(count)
        .filter((entry) => entry.phone === phone)
        .at(-1);
      const code = received?.content.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await sleep(50);
    }
    throw new Error(`no SMS for ${phone}`);
  }

  it('registers and logs in a phone account with the code the SMS simulator received', async () => {
    const phone = '0987654321';
    const before = sms.messages.length;
    const signup = await kit.signup({ phone: '+84 987 654 321' });
    expect(signup.statusCode).toBe(200);
    const { _id } = signup.json<{ _id: string }>();
    const code = await smsCode(phone, before);
    const verify = await kit.get(`/verify-otp/${_id}/${code}?id_app=${kit.shop.env.ID_APP}`);
    expect(verify.statusCode).toBe(200);
    const login = await kit.login(phone, STRONG_PASSWORD);
    expect(login.statusCode).toBe(200);

    const row = await sentRowTo(phone);
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', kind: 'code', attempts: 1 });
    expect(row?.provider_ref).toBe(sms.lastTo(phone)?.smsId);

    // A forgotten password: the reset code comes by SMS too, and opens the reset session.
    const beforeReset = sms.messages.length;
    const reset = await kit.get(`/resetpassword?email=${phone}`);
    expect(reset.statusCode).toBe(200);
    const resetCode = await smsCode(phone, beforeReset);
    expect(resetCode).not.toBe(code);
    const resetVerify = await kit.get(`/verify-otp/${phone}/${resetCode}?id_app=${kit.shop.env.ID_APP}`);
    expect(resetVerify.statusCode).toBe(200);
  });

  it('lists every message on /dev/outbox with its channel and delivery state (HTML and JSON)', async () => {
    const json = await kit.shop.app.inject({ url: '/dev/outbox?format=json', remoteAddress: '127.0.0.1' });
    const entries = json.json<{ to: string; channel: string; status: string }[]>();
    expect(entries.find((entry) => entry.to === '0987654321')).toMatchObject({
      channel: 'sms',
      status: 'sent',
    });
    const html = await kit.shop.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(html.body).toContain('<th>Channel</th>');
    expect(html.body).toMatch(/<td>sms<\/td><td>0987654321<\/td>/);
  });

  it('retries with back-off while eSMS is down, then sends the code once', async () => {
    const phone = '0911222333';
    sms.control.mode = 'down';
    const before = sms.messages.length;
    try {
      expect((await kit.signup({ phone })).statusCode).toBe(200);
      let row: Awaited<ReturnType<typeof listOutbox>>[number] | undefined;
      for (let waited = 0; waited < 10_000 && !row?.error; waited += 50) {
        [row] = (await listOutbox(kit.shop.db)).filter((entry) => entry.to === phone);
        await sleep(50);
      }
      expect(row).toMatchObject({ channel: 'sms', status: 'pending', attempts: 1 });
      expect(row?.error).toContain('sms down: HTTP 503');
    } finally {
      sms.control.mode = 'up';
    }
    await smsCode(phone, before);
    expect(await sentRowTo(phone)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(sms.messages.slice(before).filter((entry) => entry.phone === phone)).toHaveLength(1);
  });
});
