import { describe, expect, it, vi } from 'vitest';
import type { CarrierUnits } from '../commerce/carriers/carrier.js';
import { currentUnits, mapUnits } from '../commerce/carriers/address-map.js';
import { testBackends } from '../testing.js';
import { consoleSuite } from './console.test-kit.js';

/** A carrier's master data, small: GHN's example ids, an alias, a locked ward. */
const UNITS: CarrierUnits = {
  provinces: [
    { id: 202, name: 'Hồ Chí Minh', aliases: ['TP.Hồ Chí Minh'] },
    { id: 201, name: 'Hà Nội', aliases: [] },
  ],
  districts: [
    { id: 1442, provinceId: 202, name: 'Quận 1', aliases: ['Q1'], locked: false },
    { id: 1484, provinceId: 201, name: 'Quận Ba Đình', aliases: [], locked: false },
    { id: 1485, provinceId: 201, name: 'Quận Hoàn Kiếm', aliases: [], locked: false },
  ],
  wards: [
    { code: '20107', districtId: 1442, name: 'Phường Bến Nghé', aliases: [], locked: false },
    { code: '1A0101', districtId: 1484, name: 'Phường Phúc Xá', aliases: [], locked: true },
    { code: '1A0102', districtId: 1484, name: 'P. Trúc Bạch', aliases: ['Phường Trúc Bạch'], locked: false },
  ],
};

describe('mapping the shop’s 2025 units to a carrier’s (decision 066 addendum)', () => {
  const former = {
    'Phường Sài Gòn': [{ province: 'Thành phố Hồ Chí Minh', district: 'Quận 1', ward: 'Phường Bến Nghé' }],
    'Phường Ba Đình': [
      { province: 'Thành phố Hà Nội', district: 'Quận Ba Đình', ward: 'Phường Phúc Xá' },
      { province: 'Thành phố Hà Nội', district: 'Quận Ba Đình', ward: 'Phường Trúc Bạch' },
    ],
    'Phường Hoàn Kiếm': [
      { province: 'Thành phố Hà Nội', district: 'Quận Hoàn Kiếm', ward: 'Phường Hàng Bạc' },
    ],
    'Phường Tây Hồ': [{ province: 'Thành phố Hà Nội', district: 'Quận Tây Hồ', ward: 'Phường Quảng An' }],
    'Xã Mới': [],
    'Đặc khu Cồn Cỏ': [{ province: '', district: '', ward: '' }],
  } as Record<string, { province: string; district: string; ward: string }[]>;
  const map = (province: string, ward: string) =>
    mapUnits(UNITS, [{ province, ward }], (unit) => former[unit.ward] ?? []);

  it('finds a ward through its former ward, by names and aliases, skipping a locked ward', () => {
    expect(map('Thành phố Hồ Chí Minh', 'Phường Sài Gòn').mapped).toEqual([
      { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', districtId: 1442, wardCode: '20107' },
    ]);
    // Phúc Xá is locked by the carrier: the next former ward, named by its alias, gives the ids.
    expect(map('Thành phố Hà Nội', 'Phường Ba Đình').mapped).toEqual([
      { province: 'Thành phố Hà Nội', ward: 'Phường Ba Đình', districtId: 1484, wardCode: '1A0102' },
    ]);
  });

  it('lists what does not map with the furthest tier that did not match, never guessing', () => {
    expect(map('Thành phố Hà Nội', 'Phường Hoàn Kiếm')).toEqual({
      mapped: [],
      unmapped: [
        {
          province: 'Thành phố Hà Nội',
          ward: 'Phường Hoàn Kiếm',
          reason: 'ward',
          former: 'Phường Hàng Bạc, Quận Hoàn Kiếm, Thành phố Hà Nội',
        },
      ],
    });
    expect(map('Thành phố Hà Nội', 'Phường Tây Hồ').unmapped[0]?.reason).toBe('district');
    expect(map('Tỉnh Mới', 'Xã Mới').unmapped[0]).toMatchObject({ reason: 'no-former-unit', former: '' });
    // The table's rows without former names (the island special zones) name no former unit.
    expect(map('Tỉnh Quảng Trị', 'Đặc khu Cồn Cỏ').unmapped[0]).toMatchObject({
      reason: 'no-former-unit',
      former: '',
    });
  });
});

describe.each(testBackends())('GHN’s address mapping in the console on %s', (backend) => {
  const kit = consoleSuite(backend, { SCHEDULE_POLL_MS: '3600000' });
  const owner = () => kit().callers.owner;
  const ghnSim = () => {
    const simulator = kit().shop.app.carriers.simulators.ghn;
    if (!simulator) throw new Error('the GHN simulator answers in tests');
    return simulator;
  };
  const rowOf = async (ward: string) =>
    (
      await kit().shop.db.query<{ district_id: number; ward_code: string; source: string }>(
        `SELECT district_id, ward_code, source FROM carrier_addresses
         WHERE carrier = 'ghn' AND province_key = 'ho chi minh' AND ward_key = $1 AND district_key = ''`,
        [ward],
      )
    ).map((row) => ({ ...row, district_id: Number(row.district_id) }));

  it('refreshes from GHN’s master-data API through the queue, lists what did not map, and keeps a unit assigned by hand', async () => {
    // GHN's data lack the former ward of one current ward (Phường Bến Nghé, all of Phường Sài Gòn).
    const wards = ghnSim().masterData.wards;
    const gone = wards.findIndex((ward) => ward.WardCode === '20107');
    const [benNghe] = wards.splice(gone, 1);
    const before = await kit().call(owner(), 'GET', 'console/carriers/ghn/addresses');
    expect(before.body).toMatchObject({ enabled: true, mapped: 0, unmapped: [], refresh: null });

    const asked = await kit().call(owner(), 'POST', 'console/carriers/ghn/addresses/refresh');
    expect(asked.body).toMatchObject({ message: 'Đang lấy danh mục địa chỉ từ đơn vị vận chuyển' });
    await kit().shop.app.schedules.runDue(new Date());
    // The request also wakes the shop's own job loop, which may have claimed the refresh before the
    // line above: then it is still running there, and the mapping is read once it is done.
    const mapping = await vi.waitFor(
      async () => {
        const read = await kit().call(owner(), 'GET', 'console/carriers/ghn/addresses');
        const body = read.body as {
          mapped: number;
          unmapped: { ward: string; reason: string }[];
          refresh: { status?: string } | null;
        };
        expect(body.refresh?.status).not.toBe('running');
        return body;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(mapping.refresh).toMatchObject({ status: 'done', error: null });
    // Every current unit (3 321 wards, a few alike in name) is mapped or listed.
    expect(mapping.mapped + mapping.unmapped.length).toBe(currentUnits().length);
    expect(mapping.unmapped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          province: 'Thành phố Hồ Chí Minh',
          ward: 'Phường Sài Gòn',
          reason: 'ward',
        }),
      ]),
    );
    expect(mapping.unmapped.length).toBeLessThan(10);
    // The simulator was asked as GHN is: provinces once (GET), districts per province, wards per district.
    const paths = ghnSim().control.calls.map((call) => `${call.method} ${call.path}`);
    expect(paths.filter((path) => path === 'GET /shiip/public-api/master-data/province')).toHaveLength(1);
    expect(
      paths.filter((path) => path === 'POST /shiip/public-api/master-data/district').length,
    ).toBeGreaterThan(30);
    expect(await rowOf('sai gon')).toEqual([]);
    expect((await rowOf('tan dinh'))[0]).toMatchObject({ source: 'refresh' });

    // Staff assign it by hand: one of GHN's wards of the province, found by name.
    const found = await kit().call(
      owner(),
      'GET',
      `console/carriers/ghn/wards?province=${encodeURIComponent('Thành phố Hồ Chí Minh')}&q=${encodeURIComponent('Đa Kao')}`,
    );
    const [daKao] = (found.body as { items: { district_id: number; ward_code: string }[] }).items;
    expect(daKao).toMatchObject({ district: 'Quận 1', ward: 'Phường Đa Kao' });
    const assign = (wardCode: string) =>
      kit().call(owner(), 'POST', 'console/carriers/ghn/addresses', {
        province: 'Thành phố Hồ Chí Minh',
        ward: 'Phường Sài Gòn',
        district_id: daKao?.district_id,
        ward_code: wardCode,
      });
    expect(await assign('NOPE')).toMatchObject({ status: 400, body: { error: 'CARRIER_UNIT_UNKNOWN' } });
    const assigned = await assign(String(daKao?.ward_code));
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ message: 'Đã gán địa chỉ cho đơn vị vận chuyển', manual: 1 });
    expect((assigned.body as typeof mapping).unmapped).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ ward: 'Phường Sài Gòn' })]),
    );
    const manual = { district_id: daKao?.district_id, ward_code: daKao?.ward_code, source: 'manual' };
    expect(await rowOf('sai gon')).toEqual([manual]);

    // GHN lists the ward again: a refresh never replaces a unit assigned by hand.
    wards.push(benNghe as (typeof wards)[number]);
    await kit().call(owner(), 'POST', 'console/carriers/ghn/addresses/refresh');
    await kit().shop.app.schedules.runDue(new Date());
    expect(await rowOf('sai gon')).toEqual([manual]);
  });

  it('lets only the settings area see or change the mapping', async () => {
    const denied = await kit().call(kit().callers.staff, 'POST', 'console/carriers/ghn/addresses/refresh');
    expect(denied).toMatchObject({ status: 403, body: { error: 'CONSOLE_FORBIDDEN' } });
  });
});
