import { describe, expect, it } from 'vitest';
import type { CarrierError, FetchLike, QuoteRequest, ShipmentRequest } from './carrier.js';
import { ghnCarrier } from './ghn.js';
import { ghtkCarrier } from './ghtk.js';

/**
 * The adapters against the request and reply examples of the carriers' own pages (decisions 053,
 * 054): what the adapter sends is compared with the page's request, and the page's reply is what
 * the fake answers.
 */
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A call as the fake received it. */
const sentOf = (url: string, init: RequestInit): Sent => ({
  url,
  method: init.method ?? 'GET',
  headers: Object.fromEntries(new Headers(init.headers).entries()),
  body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
});

function fakeFetch(reply: { status?: number; body: unknown; type?: string }): {
  fetch: FetchLike;
  sent: Sent[];
} {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push(sentOf(url, init));
    const payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(payload, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.type ?? 'application/json' },
    });
  };
  return { fetch, sent };
}

/** GHN's success envelope around a documented `data`. */
const ghnReply = (data: unknown) => fakeFetch({ body: { code: 200, message: 'Success', data } });
/** GHTK's success reply with a documented page's fields. */
const ghtkReply = (fields: Record<string, unknown>) =>
  fakeFetch({ body: { success: true, message: '', ...fields } });

const signal = () => AbortSignal.timeout(2_000);
const parcel = { weightG: 200, lengthCm: 20, widthCm: 20, heightCm: 50 };
const quoteRequest = (extra: Partial<QuoteRequest> = {}): QuoteRequest => ({
  parcel,
  to: {
    province: 'Hà Nội',
    district: 'Quận Cầu Giấy',
    ward: '',
    street: 'P.503 tòa nhà Âu Việt, số 1 Lê Đức Thọ',
  },
  toIds: { districtId: 1452, wardCode: '21012' },
  from: { province: 'Hà Nội', district: 'Quận Hai Bà Trưng', ward: '', street: '' },
  value: 10_000,
  ...extra,
});
const ghn = (fetch: FetchLike) =>
  ghnCarrier({
    baseUrl: 'https://dev-online-gateway.ghn.vn/shiip/public-api',
    token: '637170d5-942b-11ea-9821-0281a26fb5d4',
    shopId: '885',
    callbackSecret: 'a-secret-of-sixteen+',
    fetch,
  });
const ghtk = (fetch: FetchLike) =>
  ghtkCarrier({
    baseUrl: 'https://services.giaohangtietkiem.vn',
    token: 'APITokenSample-ca441e70288cB0515F310742',
    partnerCode: 'S308157',
    callbackHash: 'a-hash-of-sixteen+++',
    fetch,
  });
const failure = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as CarrierError | undefined;
  return { reason: error?.reason, name: error?.name };
};

describe('GHN adapter (decision 053)', () => {
  it('asks Calculate Fee as id=76 shows it and reads data.total', async () => {
    const { fetch, sent } = ghnReply({
      total: 37000,
      service_fee: 37000,
      insurance_fee: 0,
      pick_station_fee: 0,
      coupon_value: 0,
      r2s_fee: 0,
    });
    const quotes = await ghn(fetch).quote(quoteRequest(), signal());
    expect(quotes).toEqual([{ carrier: 'ghn', service: '2', serviceName: 'Giao Hàng Nhanh', fee: 37000 }]);
    expect(sent[0]).toMatchObject({
      url: 'https://dev-online-gateway.ghn.vn/shiip/public-api/v2/shipping-order/fee',
      method: 'POST',
      headers: {
        token: '637170d5-942b-11ea-9821-0281a26fb5d4',
        shopid: '885',
        'content-type': 'application/json',
      },
      body: {
        service_type_id: 2,
        to_district_id: 1452,
        to_ward_code: '21012',
        height: 50,
        length: 20,
        weight: 200,
        width: 20,
        insurance_value: 10000,
        coupon: null,
      },
    });
  });

  it('never guesses GHN ids from names: an unmapped address is not asked', async () => {
    const { fetch, sent } = fakeFetch({ body: {} });
    expect(await failure(ghn(fetch).quote(quoteRequest({ toIds: undefined }), signal()))).toEqual({
      reason: 'unmapped',
      name: 'CarrierError',
    });
    expect(sent).toHaveLength(0);
  });

  it("reads GHN's refusals: the 400 envelope of id=76, the 401 of id=91, and a reply of another shape", async () => {
    const syntax = fakeFetch({
      status: 400,
      body: {
        code: 400,
        message: "code=400, message=Syntax error: offset=30, error=invalid character '}' after array element",
        data: null,
        code_message: 'USER_ERR_COMMON',
      },
    });
    expect((await failure(ghn(syntax.fetch).quote(quoteRequest(), signal()))).reason).toBe('refused');
    const token = fakeFetch({
      status: 401,
      body: { code: 401, message: 'code=401, message=Token is not valid!', data: null },
    });
    expect((await failure(ghn(token.fetch).quote(quoteRequest(), signal()))).reason).toBe('auth');
    const html = fakeFetch({ body: '<html>maintenance</html>', type: 'text/html' });
    expect((await failure(ghn(html.fetch).quote(quoteRequest(), signal()))).reason).toBe('malformed');
    const down = fakeFetch({ status: 502, body: 'Bad Gateway', type: 'text/plain' });
    expect((await failure(ghn(down.fetch).quote(quoteRequest(), signal()))).reason).toBe('down');
  });

  it('cancels with order_codes (id=73) and reads result', async () => {
    const { fetch, sent } = ghnReply([{ order_code: '5E3NK3RS', result: true, message: 'OK' }]);
    await ghn(fetch).cancel('5E3NK3RS', signal());
    expect(sent[0]).toMatchObject({
      url: expect.stringMatching(/\/v2\/switch-status\/cancel$/),
      body: { order_codes: ['5E3NK3RS'] },
    });
    const refused = ghnReply([{ order_code: '5E3NK3RS', result: false, message: 'picked' }]);
    expect((await failure(ghn(refused.fetch).cancel('5E3NK3RS', signal()))).reason).toBe('refused');
  });

  it("creates an order with the page's fields (id=63) and reads order_code, total_fee, expected_delivery_time", async () => {
    const { fetch, sent } = ghnReply({
      order_code: 'Z82BS',
      total_fee: 71400,
      expected_delivery_time: '2021-11-13T16:59:59Z',
    });
    const request: ShipmentRequest = {
      orderCode: 'SO-0001',
      parcel: { weightG: 200, lengthCm: 19, widthCm: 10, heightCm: 1 },
      to: {
        name: 'TinTest124',
        phone: '0987654321',
        street: '72 Thành Thái, Phường 14, Quận 10, Hồ Chí Minh, Vietnam',
        province: 'Hồ Chí Minh',
        district: 'Quận 10',
        ward: 'Phường 14',
      },
      toIds: { districtId: 1444, wardCode: '20308' },
      from: {
        name: 'Mộc Lam',
        phone: '0909999999',
        street: '123 Đường 3/2',
        province: 'Hồ Chí Minh',
        district: 'Quận 11',
        ward: 'Phường 5',
      },
      service: '2',
      cod: 200000,
      value: 200000,
      note: 'Tintest 123',
      requiredNote: 'KHONGCHOXEMHANG',
      pickOption: 'pickup',
      items: [{ name: 'Áo Polo', code: 'Polo123', quantity: 1, price: 200000, weightG: 200 }],
    };
    const created = await ghn(fetch).createShipment(request, signal());
    expect(created).toEqual({ trackingCode: 'Z82BS', fee: 71400, expectedDate: '2021-11-13' });
    expect(sent[0]?.body).toMatchObject({
      payment_type_id: 1,
      note: 'Tintest 123',
      required_note: 'KHONGCHOXEMHANG',
      client_order_code: 'SO-0001',
      to_name: 'TinTest124',
      to_phone: '0987654321',
      to_ward_code: '20308',
      to_district_id: 1444,
      cod_amount: 200000,
      weight: 200,
      service_type_id: 2,
      items: [{ name: 'Áo Polo', code: 'Polo123', quantity: 1, price: 200000 }],
    });
    // A pick-up names no station; a drop-off sends the page's pick_station_id (from Get Station, id=62).
    expect(sent[0]?.body).not.toHaveProperty('pick_station_id');
    await ghn(fetch).createShipment({ ...request, pickOption: 'dropoff', pickStationId: 1444 }, signal());
    expect(sent[1]?.body).toMatchObject({ pick_station_id: 1444, client_order_code: 'SO-0001' });
  });

  it("gives the quote GHN's expected date: Get Service (id=77), then the lead time (id=52), as the pages show them", async () => {
    const sent: Sent[] = [];
    const replies: Record<string, unknown> = {
      '/v2/shipping-order/fee': { code: 200, message: 'Success', data: { total: 37000, service_fee: 37000 } },
      '/v2/shipping-order/available-services': {
        code: 200,
        message: 'Success',
        data: [
          { service_id: 53319, short_name: 'Nhanh', service_type_id: 1 },
          { service_id: 53320, short_name: 'Chuẩn', service_type_id: 2 },
          { service_id: 53330, short_name: '', service_type_id: 0 },
          { service_id: 53321, short_name: 'Tiết kiệm', service_type_id: 3 },
        ],
      },
      '/v2/shipping-order/leadtime': {
        code: 200,
        message: 'Success',
        data: { leadtime: 1593187200, order_date: 1592981718 },
      },
    };
    const routed: FetchLike = async (url, init) => {
      sent.push(sentOf(url, init));
      const path = new URL(url).pathname.replace('/shiip/public-api', '');
      return new Response(JSON.stringify(replies[path] ?? { code: 404, message: 'Not Found', data: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    // id=52's example route: district 1750, ward 1A0706 to ward 511110 of the same district.
    const request = quoteRequest({
      fromIds: { districtId: 1750, wardCode: '1A0706' },
      toIds: { districtId: 1750, wardCode: '511110' },
    });
    const quotes = await ghn(routed).quote(request, signal());
    // 1593187200 is 2020-06-26 23:00 in Vietnam.
    expect(quotes).toEqual([
      {
        carrier: 'ghn',
        service: '2',
        serviceName: 'Giao Hàng Nhanh',
        fee: 37000,
        expectedDate: '2020-06-26',
      },
    ]);
    const byPath = (end: string) => sent.find((call) => call.url.endsWith(end));
    expect(byPath('/available-services')).toMatchObject({
      method: 'POST',
      headers: { token: '637170d5-942b-11ea-9821-0281a26fb5d4' },
      body: { shop_id: 885, from_district: 1750, to_district: 1750 },
    });
    expect(byPath('/leadtime')).toMatchObject({
      method: 'POST',
      headers: { token: '637170d5-942b-11ea-9821-0281a26fb5d4', shopid: '885' },
      body: {
        from_district_id: 1750,
        from_ward_code: '1A0706',
        to_district_id: 1750,
        to_ward_code: '511110',
        service_id: 53320,
      },
    });
    // GHN refusing the lead time leaves the fee standing without a date; no pick-up ids, no call.
    replies['/v2/shipping-order/leadtime'] = {
      code: 400,
      message: 'code=400, message=Syntax error',
      data: null,
      code_message: 'USER_ERR_COMMON',
    };
    expect(await ghn(routed).quote(request, signal())).toEqual([
      { carrier: 'ghn', service: '2', serviceName: 'Giao Hàng Nhanh', fee: 37000 },
    ]);
    const before = sent.length;
    await ghn(routed).quote(quoteRequest(), signal());
    expect(sent.slice(before).map((call) => new URL(call.url).pathname)).toEqual([
      '/shiip/public-api/v2/shipping-order/fee',
    ]);
  });

  it("lists GHN's stations for a drop-off as Get Station (id=62) shows it", async () => {
    const { fetch, sent } = ghnReply({
      address: 'https://www.facebook.com/thien.hieu.tdt1',
      locationCode: '1888',
      locationId: 1888,
      locationName: 0,
      parentLocation: ['GHN_HUB/1888', 'REGION/1', 'PROVINCE/202', 'DISTRICT/1442', 'WARD/20101'],
    });
    const carrier = ghn(fetch);
    const stations = await carrier.stations?.({ districtId: 1442, wardCode: '20101' }, signal());
    // The page's locationName is 0: the station goes by its address.
    expect(stations).toEqual([
      {
        id: 1888,
        name: 'https://www.facebook.com/thien.hieu.tdt1',
        address: 'https://www.facebook.com/thien.hieu.tdt1',
      },
    ]);
    expect(sent[0]).toMatchObject({
      url: 'https://dev-online-gateway.ghn.vn/shiip/public-api/v2/station/get',
      method: 'POST',
      headers: { token: '637170d5-942b-11ea-9821-0281a26fb5d4' },
      body: { district_id: 1442, ward_code: '20101', offset: 0, limit: 1000 },
    });
  });

  it('reads the master data as id=91, id=93 and id=92 give it: provinces, then districts per province, then wards per district', async () => {
    const sent: Sent[] = [];
    const replies: Record<string, unknown> = {
      '/master-data/province': [
        { ProvinceID: 202, ProvinceName: 'Hồ Chí Minh', NameExtension: ['TP.Hồ Chí Minh', 'HCM'], Status: 1 },
      ],
      '/master-data/district': [
        {
          DistrictID: 1442,
          ProvinceID: 202,
          DistrictName: 'Quận 1',
          SupportType: 3,
          NameExtension: ['Q1'],
          Status: 1,
        },
        {
          DistrictID: 3695,
          ProvinceID: 202,
          DistrictName: 'Thành Phố Thủ Đức',
          SupportType: 0,
          NameExtension: [],
          Status: 1,
        },
      ],
      '/master-data/ward': [
        {
          WardCode: '20107',
          DistrictID: 1442,
          WardName: 'Phường Bến Nghé',
          NameExtension: [],
          SupportType: 3,
        },
      ],
    };
    const carrier = ghn(async (url, init) => {
      const path = new URL(url).pathname.replace('/shiip/public-api', '');
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: {},
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      // GHN answers data: null for a district with no wards.
      const data =
        path === '/master-data/ward' &&
        (sent.at(-1)?.body as { district_id?: number } | undefined)?.district_id !== 1442
          ? null
          : replies[path];
      return new Response(JSON.stringify({ code: 200, message: 'Success', data }), { status: 200 });
    });
    const units = await carrier.masterData?.(signal());
    expect(sent.map((call) => [call.method, new URL(call.url).pathname, call.body])).toEqual([
      ['GET', '/shiip/public-api/master-data/province', undefined],
      ['POST', '/shiip/public-api/master-data/district', { province_id: 202 }],
      ['POST', '/shiip/public-api/master-data/ward', { district_id: 1442 }],
      ['POST', '/shiip/public-api/master-data/ward', { district_id: 3695 }],
    ]);
    expect(units).toEqual({
      provinces: [{ id: 202, name: 'Hồ Chí Minh', aliases: ['TP.Hồ Chí Minh', 'HCM'] }],
      districts: [
        { id: 1442, provinceId: 202, name: 'Quận 1', aliases: ['Q1'], locked: false },
        { id: 3695, provinceId: 202, name: 'Thành Phố Thủ Đức', aliases: [], locked: true },
      ],
      wards: [{ code: '20107', districtId: 1442, name: 'Phường Bến Nghé', aliases: [], locked: false }],
    });
  });

  it("authenticates the webhook (id=47) by the URL's secret and the shop id, and reads its event", () => {
    const carrier = ghn(fakeFetch({ body: {} }).fetch);
    const body = {
      CODAmount: 3000000,
      ClientOrderCode: 'SO-0001',
      OrderCode: 'Z82BS',
      ShopID: 885,
      Status: 'ready_to_pick',
      Time: '2021-11-11T03:52:50.158Z',
      Type: 'create',
    };
    expect(
      carrier.parseCallback({ headers: {}, query: {}, params: { secret: 'a-secret-of-sixteen+' }, body }),
    ).toEqual({
      eventId: 'ghn:Z82BS:create:ready_to_pick:2021-11-11T03:52:50.158Z',
      trackingCode: 'Z82BS',
      orderCode: 'SO-0001',
      status: 'created',
      carrierStatus: 'ready_to_pick',
      at: '2021-11-11T03:52:50.158Z',
    });
    expect(() =>
      carrier.parseCallback({ headers: {}, query: {}, params: { secret: 'a-secret-of-sixteen-' }, body }),
    ).toThrow(/secret/);
    expect(() =>
      carrier.parseCallback({
        headers: {},
        query: {},
        params: { secret: 'a-secret-of-sixteen+' },
        body: { ...body, ShopID: 81558 },
      }),
    ).toThrow(/another shop/);
  });
});

describe('GHTK adapter (decision 054)', () => {
  it('asks the fee as the calculate-shipping-fee page shows it and reads fee.fee', async () => {
    const { fetch, sent } = ghtkReply({
      fee: { name: 'area1', fee: 30400, insurance_fee: 0, delivery: true },
    });
    const quotes = await ghtk(fetch).quote(
      quoteRequest({ parcel: { ...parcel, weightG: 1000 }, value: 3_000_000 }),
      signal(),
    );
    expect(quotes).toEqual([
      { carrier: 'ghtk', service: 'none', serviceName: 'Giao Hàng Tiết Kiệm', fee: 30400 },
    ]);
    const url = new URL(sent[0]?.url ?? '');
    expect(url.pathname).toBe('/services/shipment/fee');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      address: 'P.503 tòa nhà Âu Việt, số 1 Lê Đức Thọ',
      province: 'Hà Nội',
      district: 'Quận Cầu Giấy',
      pick_province: 'Hà Nội',
      pick_district: 'Quận Hai Bà Trưng',
      weight: '1000',
      value: '3000000',
      deliver_option: 'none',
    });
    expect(sent[0]?.headers).toMatchObject({
      token: 'APITokenSample-ca441e70288cB0515F310742',
      'x-client-source': 'S308157',
    });
  });

  it('treats delivery: false as an address GHTK does not serve, and success: false as a refusal', async () => {
    const unserved = ghtkReply({
      fee: { name: 'area3', fee: 40000, insurance_fee: 0, delivery: false },
    });
    expect((await failure(ghtk(unserved.fetch).quote(quoteRequest(), signal()))).reason).toBe('unserved');
    const refused = fakeFetch({ body: { success: false, message: 'Token không hợp lệ' } });
    expect((await failure(ghtk(refused.fetch).quote(quoteRequest(), signal()))).reason).toBe('refused');
  });

  it("creates an order as the submit-order page's example (weights in kg) and reads order.label", async () => {
    const { fetch, sent } = ghtkReply({
      order: {
        partner_id: 'a4',
        label: 'S1.A1.17373471',
        area: 1,
        fee: 30400,
        insurance_fee: 4000,
        estimated_pick_time: 'Sáng 2017-07-01',
        estimated_deliver_time: 'Chiều 2017-07-01',
        products: [],
        status_id: 2,
      },
    });
    const created = await ghtk(fetch).createShipment(
      {
        orderCode: 'a4',
        parcel,
        to: {
          name: 'GHTK - HCM - Noi Thanh',
          phone: '0911222333',
          street: '123 nguyễn chí thanh',
          province: 'TP. Hồ Chí Minh',
          district: 'Quận 1',
          ward: 'Phường Bến Nghé',
        },
        from: {
          name: 'HCM-nội thành',
          phone: '0911222333',
          street: '590 CMT8 P.11',
          province: 'TP. Hồ Chí Minh',
          district: 'Quận 3',
          ward: 'Phường 1',
        },
        service: 'none',
        cod: 47000,
        value: 3000000,
        note: 'Khối lượng tính cước tối đa: 1.00 kg',
        requiredNote: 'CHOXEMHANGKHONGTHU',
        pickOption: 'dropoff',
        items: [
          { name: 'bút', code: '1241', quantity: 1, price: 10000, weightG: 100 },
          { name: 'tẩy', code: '1254', quantity: 1, price: 10000, weightG: 200 },
        ],
      },
      signal(),
    );
    expect(created).toEqual({ trackingCode: 'S1.A1.17373471', fee: 30400, expectedDate: '2017-07-01' });
    expect(sent[0]?.url).toBe('https://services.giaohangtietkiem.vn/services/shipment/order/?ver=1.5');
    expect(sent[0]?.body).toMatchObject({
      products: [
        { name: 'bút', weight: 0.1, quantity: 1, product_code: '1241' },
        { name: 'tẩy', weight: 0.2, quantity: 1, product_code: '1254' },
      ],
      order: {
        id: 'a4',
        pick_name: 'HCM-nội thành',
        pick_money: 47000,
        pick_province: 'TP. Hồ Chí Minh',
        pick_district: 'Quận 3',
        tel: '0911222333',
        province: 'TP. Hồ Chí Minh',
        district: 'Quận 1',
        ward: 'Phường Bến Nghé',
        value: 3000000,
        // Dropped at a post office by the shop; what the buyer may do written into the note.
        pick_option: 'post',
        note: 'Cho xem hàng, không cho thử. Khối lượng tính cước tối đa: 1.00 kg',
      },
    });
  });

  it("cancels by label (api-cancel-order) and passes on GHTK's refusal after pick-up", async () => {
    const { fetch, sent } = fakeFetch({ body: { success: true, message: '', log_id: '1' } });
    await ghtk(fetch).cancel('S1.A1.17373471', signal());
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://services.giaohangtietkiem.vn/services/shipment/cancel/S1.A1.17373471',
    });
    const picked = fakeFetch({
      body: { success: false, message: 'Đơn đã lấy hàng, không thể hủy đơn.', log_id: '2' },
    });
    const error = await ghtk(picked.fetch)
      .cancel('S1.A1.17373471', signal())
      .catch((caught: Error) => caught);
    expect(String(error)).toContain('Đơn đã lấy hàng, không thể hủy đơn.');
  });

  it('reads the order status (tracking-status) as the shop status', async () => {
    const { fetch } = ghtkReply({
      order: {
        label_id: 'S1.A1.17373471',
        partner_id: '1234567',
        status: '5',
        status_text: 'Đã giao hàng',
      },
    });
    expect(await ghtk(fetch).track('S1.A1.17373471', signal())).toEqual({
      status: 'delivered',
      carrierStatus: '5',
    });
  });

  it("authenticates the webhook by the callback URL's hash and reads the page's example", () => {
    const carrier = ghtk(fakeFetch({ body: {} }).fetch);
    const body = {
      label_id: 'S1.A1.17373471',
      partner_id: '1234567',
      action_time: '2016-11-02T12:18:39+07:00',
      status_id: '5',
      reason_code: '',
      reason: '',
      weight: '2.4',
      fee: '1500',
      return_part_package: '0',
    };
    expect(
      carrier.parseCallback({ headers: {}, query: { hash: 'a-hash-of-sixteen+++' }, params: {}, body }),
    ).toMatchObject({
      eventId: 'ghtk:S1.A1.17373471:5:2016-11-02T12:18:39+07:00',
      trackingCode: 'S1.A1.17373471',
      orderCode: '1234567',
      status: 'delivered',
    });
    expect(() => carrier.parseCallback({ headers: {}, query: { hash: 'XXX' }, params: {}, body })).toThrow(
      /hash/,
    );
  });
});
