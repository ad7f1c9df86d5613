import type { Province, Ward } from '@shop/domain/accounts';
import { ID_PREFIX, seedId } from '../data/ids.js';
import { formerDistricts, readUnitTables, type UnitTables } from './read-units.js';

/** tinhthanh and xaphuong documents: the contract's Province and Ward (names as addresses store them). */
export type ProvinceDoc = Province;
export type WardDoc = Ward;

/** A district that no longer exists (since 1 July 2025), kept to read and translate legacy addresses. */
export interface DistrictDoc {
  _id: string;
  ten: string;
  /** The province the district belonged to (one of the 63 former provinces). */
  tinh_thanh_cu: string;
  /** The current province that holds most of its former wards. */
  tinh_thanh: string;
  ma_tinh_thanh: string;
  /** Current wards that took over its former wards, sorted. */
  xa_phuong: string[];
  con_hieu_luc: false;
}

export interface UnitDocuments {
  tinhthanh: ProvinceDoc[];
  xaphuong: WardDoc[];
  quanhuyen: DistrictDoc[];
}

const CITY_PREFIX = /^Thành phố\s+/;

function wardKind(name: string): WardDoc['loai'] {
  if (name.startsWith('Phường ')) return 'Phường';
  if (name.startsWith('Đặc khu ')) return 'Đặc khu';
  return 'Xã';
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

function buildDistricts(tables: UnitTables, provinceCode: Map<string, string>): DistrictDoc[] {
  return formerDistricts(tables.wardMappings)
    .sort((a, b) => a.key.localeCompare(b.key, 'vi'))
    .map((district, index) => {
      const tinhThanh = mostCommon(district.mappings.map((mapping) => mapping.new_province_name));
      const wards = new Set(district.mappings.map((mapping) => mapping.new_ward_name));
      return {
        _id: seedId(ID_PREFIX.district, index + 1),
        ten: district.districtName,
        tinh_thanh_cu: district.provinceName,
        tinh_thanh: tinhThanh,
        ma_tinh_thanh: provinceCode.get(tinhThanh) ?? '',
        xa_phuong: [...wards].sort((a, b) => a.localeCompare(b, 'vi')),
        con_hieu_luc: false,
      };
    });
}

/** Turns the package's tables into documents with fixed ids (serial = official code). */
export function buildUnitDocuments(tables: UnitTables = readUnitTables()): UnitDocuments {
  const provinceName = new Map(tables.provinces.map((p) => [p.province_code, p.name]));
  const provinceCode = new Map(tables.provinces.map((p) => [p.name, p.province_code]));
  const tinhthanh = tables.provinces.map(
    (province, index): ProvinceDoc => ({
      _id: seedId(ID_PREFIX.province, Number(province.province_code)),
      ma: province.province_code,
      ten: province.name,
      ten_ngan: province.name.replace(CITY_PREFIX, ''),
      ky_hieu: province.code,
      loai: province.place_type,
      sst: index + 1,
    }),
  );
  const xaphuong = tables.wards.map(
    (ward): WardDoc => ({
      _id: seedId(ID_PREFIX.ward, Number(ward.ward_code)),
      ma: ward.ward_code,
      ten: ward.name,
      loai: wardKind(ward.name),
      ma_tinh_thanh: ward.province_code,
      tinh_thanh: provinceName.get(ward.province_code) ?? '',
    }),
  );
  return { tinhthanh, xaphuong, quanhuyen: buildDistricts(tables, provinceCode) };
}
