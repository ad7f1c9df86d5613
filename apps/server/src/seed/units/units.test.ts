import { describe, expect, it } from 'vitest';
import { bothBackends } from '../../testing.js';
import { dataApiSuite } from '../../suite.test-kit.js';
import { seedApp } from '../run-seed.js';
import { readUnitTables } from './read-units.js';
import { seedUnits } from './seed-units.js';
import { buildUnitDocuments } from './unit-documents.js';

describe('the package of administrative units', () => {
  it('holds the 34 provinces and 3,321 wards in force since 1 July 2025', () => {
    const tables = readUnitTables();
    expect(tables.provinces).toHaveLength(34);
    expect(tables.wards).toHaveLength(3321);
    expect(tables.wardMappings).toHaveLength(10_977);
  });

  it('gives every name in NFC, as people type it', () => {
    const { wards, wardMappings } = readUnitTables();
    expect(wards.every((ward) => ward.name === ward.name.normalize('NFC'))).toBe(true);
    expect(wardMappings.every((m) => m.new_ward_name === m.new_ward_name.normalize('NFC'))).toBe(true);
    expect(wards.some((ward) => ward.name === 'Phường Hạnh Thông')).toBe(true);
  });

  it('builds documents whose names match the address fields', () => {
    const { tinhthanh, xaphuong, quanhuyen } = buildUnitDocuments();
    const provinceNames = new Set(tinhthanh.map((p) => p.ten));
    expect(provinceNames.size).toBe(34);
    expect(new Set(xaphuong.map((w) => w._id)).size).toBe(3321);
    expect(xaphuong.every((w) => provinceNames.has(w.tinh_thanh))).toBe(true);
    expect(quanhuyen.every((d) => provinceNames.has(d.tinh_thanh) && d.xa_phuong.length > 0)).toBe(true);
    expect(tinhthanh.find((p) => p.ma === '79')).toMatchObject({
      ten: 'Thành phố Hồ Chí Minh',
      ten_ngan: 'Hồ Chí Minh',
    });
    expect(xaphuong.find((w) => w.ten === 'Phường Ba Đình')).toMatchObject({
      ma: '00004',
      loai: 'Phường',
      tinh_thanh: 'Thành phố Hà Nội',
    });
    expect(quanhuyen.find((d) => d.ten === 'Quận Gò Vấp')).toMatchObject({
      tinh_thanh_cu: 'Thành phố Hồ Chí Minh',
      tinh_thanh: 'Thành phố Hồ Chí Minh',
    });
  });
});

describe.each(bothBackends())('seeded units on %s', (backend) => {
  const { shop, auth } = dataApiSuite(backend);

  const count = async (collection: string, q?: object) => {
    const condition = q ? `&q=${encodeURIComponent(JSON.stringify(q))}` : '';
    const reply = await shop().app.inject({ url: `/api/${collection}?${auth()}&count=1${condition}` });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ rows_number: number }>().rows_number;
  };

  it('serves 34 provinces, 3,321 wards and the former districts to the public', async () => {
    expect(await count('tinhthanh')).toBe(34);
    expect(await count('xaphuong')).toBe(3321);
    expect(await count('quanhuyen')).toBe(buildUnitDocuments().quanhuyen.length);
    expect(await count('xaphuong', { tinh_thanh: 'Thái Nguyên' })).toBeGreaterThan(50);
  });

  it('seeds the units once per database', async () => {
    expect(await seedUnits(shop().db)).toBe(false);
    expect(await count('tinhthanh')).toBe(34);
  });

  it('seeds a second app on the same database beside the shared global collections', async () => {
    const other = 'abcdefabcdefabcdefabcdef';
    const before = await count('ecomproductlines');
    expect(await seedApp(shop().db, other)).toBe(true);
    expect(await seedApp(shop().db, other)).toBe(false);
    const products = await shop().db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM documents WHERE id_app = $1 AND collection = 'dmvt'`,
      [other],
    );
    expect(Number(products[0]?.n)).toBeGreaterThanOrEqual(40);
    expect(await count('ecomproductlines')).toBe(before);
    expect(await count('tinhthanh')).toBe(34);
  });

  it('lists the wards of a province by name, with a diacritic-insensitive search', async () => {
    const q = encodeURIComponent(
      JSON.stringify({ tinh_thanh: 'Thành phố Hà Nội', ten: { $regex: 'ba dinh' } }),
    );
    const reply = await shop().app.inject({ url: `/api/xaphuong?${auth()}&q=${q}` });
    expect(reply.json<{ ten: string }[]>().map((w) => w.ten)).toEqual(['Phường Ba Đình']);
  });
});
