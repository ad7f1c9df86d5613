import { afterAll, describe, expect, it } from 'vitest';
import type { CarrierError, QuoteRequest, ShipmentRequest } from './carrier.js';
import { ghnCarrier } from './ghn.js';
import { ghtkCarrier } from './ghtk.js';
import { ghnSimulatedFee, ghnSimulator } from './simulators/ghn-simulator.js';
import { ghtkSimulatedFee, ghtkSimulator } from './simulators/ghtk-simulator.js';
import { injectFetch } from './simulators/sim-kit.js';

/** The adapters' real HTTP code against the local simulators (decision 055 "Simulators"). */
const ghnSim = ghnSimulator({ token: 'ghn-token-0001', shopId: '885' });
const ghtkSim = ghtkSimulator({ token: 'ghtk-token-0001' });
const ghn = ghnCarrier({
  baseUrl: 'http://ghn.simulator/shiip/public-api',
  token: 'ghn-token-0001',
  shopId: '885',
  callbackSecret: 'ghn-callback-secret-1',
  fetch: injectFetch(ghnSim.app),
});
const ghtk = ghtkCarrier({
  baseUrl: 'http://ghtk.simulator',
  token: 'ghtk-token-0001',
  partnerCode: undefined,
  callbackHash: 'ghtk-callback-hash-1',
  fetch: injectFetch(ghtkSim.app),
});
afterAll(async () => Promise.all([ghnSim.app.close(), ghtkSim.app.close()]));

const parcel = { weightG: 1_200, lengthCm: 30, widthCm: 20, heightCm: 10 };
const quote = (extra: Partial<QuoteRequest> = {}): QuoteRequest => ({
  parcel,
  to: { province: 'Thành phố Hà Nội', district: 'Quận Ba Đình', ward: 'Phường Phúc Xá', street: '1 Phúc Xá' },
  toIds: { districtId: 1484, wardCode: '1A0101' },
  from: { province: 'Thành phố Hồ Chí Minh', district: 'Quận 1', ward: 'Phường Sài Gòn', street: '' },
  value: 300_000,
  ...extra,
});
const shipment: ShipmentRequest = {
  orderCode: 'SO-TEST-1',
  parcel,
  to: { ...quote().to, name: 'Nguyễn Văn A', phone: '0912345678' },
  toIds: quote().toIds,
  from: { ...quote().from, name: 'Mộc Lam', phone: '0281234567' },
  service: '2',
  cod: 320_000,
  value: 300_000,
  note: '',
  requiredNote: 'CHOXEMHANGKHONGTHU',
  pickOption: 'pickup',
  items: [{ name: 'Trà sen', code: 'TRA-001', quantity: 2, price: 150_000, weightG: 600 }],
};
const reasonOf = async (promise: Promise<unknown>) =>
  (
    (await promise.then(
      () => undefined,
      (error: unknown) => error,
    )) as CarrierError | undefined
  )?.reason;

describe('the GHN simulator', () => {
  it('quotes, creates, tracks, prints and refuses to cancel once picked, as GHN', async () => {
    expect(await ghn.quote(quote(), AbortSignal.timeout(2_000))).toEqual([
      { carrier: 'ghn', service: '2', serviceName: 'Giao Hàng Nhanh', fee: ghnSimulatedFee(1_200, 1484) },
    ]);
    expect(
      await reasonOf(
        ghn.quote(quote({ toIds: { districtId: 1484, wardCode: '999' } }), AbortSignal.timeout(2_000)),
      ),
    ).toBe('refused');
    const created = await ghn.createShipment(shipment, AbortSignal.timeout(2_000));
    expect(created.trackingCode).toMatch(/^SIM\d{5}$/);
    expect(await ghn.track(created.trackingCode, AbortSignal.timeout(2_000))).toEqual({
      status: 'created',
      carrierStatus: 'ready_to_pick',
    });
    const label = await ghn.label([created.trackingCode], 'A5', AbortSignal.timeout(2_000));
    expect(label).toMatchObject({
      kind: 'url',
      url: expect.stringMatching(/^http:\/\/ghn\.simulator\/a5\/public-api\/printA5\?token=/),
    });
    const picked = ghnSim.advance(created.trackingCode, 'picked', new Date('2026-11-29T01:00:00Z'));
    const event = ghn.parseCallback({
      headers: {},
      query: {},
      params: { secret: 'ghn-callback-secret-1' },
      body: picked,
    });
    expect(event).toMatchObject({
      trackingCode: created.trackingCode,
      orderCode: 'SO-TEST-1',
      status: 'picked',
    });
    expect(await reasonOf(ghn.cancel(created.trackingCode, AbortSignal.timeout(2_000)))).toBe('refused');
  });

  it('refuses a wrong token as GHN does (401 envelope)', async () => {
    const forged = ghnCarrier({
      baseUrl: 'http://ghn.simulator/shiip/public-api',
      token: 'wrong-token',
      shopId: '885',
      callbackSecret: undefined,
      fetch: injectFetch(ghnSim.app),
    });
    expect(await reasonOf(forged.quote(quote(), AbortSignal.timeout(2_000)))).toBe('auth');
  });

  it('can be slow (the deadline wins), down (503) or wrong (not its reply) on purpose', async () => {
    ghnSim.control.mode = 'slow';
    ghnSim.control.delayMs = 1_000;
    const started = performance.now();
    expect(await reasonOf(ghn.quote(quote(), AbortSignal.timeout(100)))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(900);
    ghnSim.control.mode = 'down';
    expect(await reasonOf(ghn.quote(quote(), AbortSignal.timeout(2_000)))).toBe('down');
    ghnSim.control.mode = 'wrong';
    expect(await reasonOf(ghn.quote(quote(), AbortSignal.timeout(2_000)))).toBe('malformed');
    ghnSim.control.mode = 'up';
  });
});

describe('the GHTK simulator', () => {
  it('quotes by names, creates, tracks, prints a PDF and cancels before pick-up, as GHTK', async () => {
    expect(await ghtk.quote(quote(), AbortSignal.timeout(2_000))).toEqual([
      {
        carrier: 'ghtk',
        service: 'none',
        serviceName: 'Giao Hàng Tiết Kiệm',
        fee: ghtkSimulatedFee(1_200, false),
      },
    ]);
    expect(
      await reasonOf(
        ghtk.quote(quote({ to: { ...quote().to, province: 'Trường Sa' } }), AbortSignal.timeout(2_000)),
      ),
    ).toBe('unserved');
    expect(
      await reasonOf(ghtk.quote(quote({ to: { ...quote().to, district: '' } }), AbortSignal.timeout(2_000))),
    ).toBe('refused');
    const created = await ghtk.createShipment({ ...shipment, service: 'none' }, AbortSignal.timeout(2_000));
    expect(created.trackingCode).toMatch(/^S1\.SIM\.\d{8}$/);
    expect(ghtkSim.orders.get(created.trackingCode)?.weightG).toBe(1_200);
    expect(await ghtk.track(created.trackingCode, AbortSignal.timeout(2_000))).toEqual({
      status: 'created',
      carrierStatus: '2',
    });
    const label = await ghtk.label([created.trackingCode], 'A6', AbortSignal.timeout(2_000));
    expect(label.kind === 'pdf' && Buffer.from(label.bytes).toString('latin1')).toContain(
      created.trackingCode,
    );
    await ghtk.cancel(created.trackingCode, AbortSignal.timeout(2_000));
    expect(await ghtk.track(created.trackingCode, AbortSignal.timeout(2_000))).toMatchObject({
      status: 'cancelled',
    });
    const again = await ghtk.createShipment(
      { ...shipment, orderCode: 'SO-TEST-2', service: 'none' },
      AbortSignal.timeout(2_000),
    );
    const form = ghtkSim.advance(again.trackingCode, 3);
    expect(
      ghtk.parseCallback({ headers: {}, query: { hash: 'ghtk-callback-hash-1' }, params: {}, body: form }),
    ).toMatchObject({ status: 'picked', orderCode: 'SO-TEST-2' });
    expect(await reasonOf(ghtk.cancel(again.trackingCode, AbortSignal.timeout(2_000)))).toBe('refused');
  });

  it('can be slow, down or wrong on purpose', async () => {
    ghtkSim.control.mode = 'slow';
    ghtkSim.control.delayMs = 1_000;
    expect(await reasonOf(ghtk.quote(quote(), AbortSignal.timeout(100)))).toBe('timeout');
    ghtkSim.control.mode = 'down';
    expect(await reasonOf(ghtk.quote(quote(), AbortSignal.timeout(2_000)))).toBe('down');
    ghtkSim.control.mode = 'wrong';
    expect(await reasonOf(ghtk.quote(quote(), AbortSignal.timeout(2_000)))).toBe('malformed');
    ghtkSim.control.mode = 'up';
  });
});
