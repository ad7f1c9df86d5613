import { foldText } from '../query/fold-text.js';
import { formerDistricts, readUnitTables } from '../seed/units/read-units.js';

/** Folded, punctuation-free, space-padded text: ' xa tan cuong tinh thai nguyen '. */
export function normalizeAddress(text: string): string {
  const words = foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
  return ` ${words.flatMap((word, index) => expandWord(word, index < words.length - 1)).join(' ')} `;
}

/** Usual shorthands of typed addresses ('tp hcm', 'p. ba dinh', 'q.1'). */
const SHORTHANDS: Readonly<Record<string, string>> = {
  tp: 'thanh pho',
  tphcm: 'thanh pho ho chi minh',
  hcm: 'ho chi minh',
  hn: 'ha noi',
  tx: 'thi xa',
  tt: 'thi tran',
};
/** One-letter shorthands, only taken as such when a name follows ('p 12', not a trailing 'p'). */
const PREFIX_SHORTHANDS: Readonly<Record<string, string>> = { p: 'phuong', x: 'xa', q: 'quan', h: 'huyen' };

function expandWord(word: string, isFollowed: boolean): string[] {
  const expanded = SHORTHANDS[word] ?? (isFollowed ? PREFIX_SHORTHANDS[word] : undefined);
  return (expanded ?? word).split(' ');
}

/**
 * Names that may appear in a typed address, space-padded like normalized text (' phuong ba dinh '):
 * with their prefix, and bare when the bare name says enough.
 */
export interface UnitName {
  full: string;
  bare: string | undefined;
}

const UNIT_PREFIX = /^(thanh pho|tinh|phuong|xa|dac khu|quan|huyen|thi xa|thi tran) /;

function unitName(name: string): UnitName {
  const full = normalizeAddress(name).trim();
  const bare = full.replace(UNIT_PREFIX, '');
  // A bare number ('12' of 'Phường 12') or a two-letter name would match almost any address.
  const isTooVague = bare === full || /^[0-9 ]+$/.test(bare) || bare.length < 3;
  return { full: ` ${full} `, bare: isTooVague ? undefined : ` ${bare} ` };
}

export interface IndexedProvince {
  ten: string;
  ma: string;
  names: string[];
}
export interface IndexedWard {
  ten: string;
  ma: string;
  provinceCode: string;
  name: UnitName;
}
export interface IndexedFormerWard {
  name: UnitName;
  newWardCode: string;
}
export interface IndexedDistrict {
  ten: string;
  name: UnitName;
  /** The former province without 'Tỉnh' or 'Thành phố', padded (' bac giang '). */
  formerProvinceShort: string;
  wards: IndexedFormerWard[];
}

export interface AddressIndex {
  provinces: IndexedProvince[];
  provinceByName: Map<string, IndexedProvince>;
  wards: IndexedWard[];
  wardByCode: Map<string, IndexedWard>;
  districts: IndexedDistrict[];
}

let cached: AddressIndex | undefined;

/**
 * Names of the units, folded once. Built from the packaged dataset the units are seeded from, which
 * never changes while the process runs (no state another process would need).
 */
export function readAddressIndex(): AddressIndex {
  if (cached) return cached;
  const tables = readUnitTables();
  const provinces = tables.provinces.map((province) => {
    const { full, bare } = unitName(province.name);
    const short = bare ?? full;
    return { ten: province.name, ma: province.province_code, names: [full, short, ` tinh${short}`] };
  });
  const wards = tables.wards.map((ward) => ({
    ten: ward.name,
    ma: ward.ward_code,
    provinceCode: ward.province_code,
    name: unitName(ward.name),
  }));
  const districts = formerDistricts(tables.wardMappings).map(
    ({ provinceName, districtName, mappings }): IndexedDistrict => ({
      ten: districtName,
      name: unitName(districtName),
      formerProvinceShort: unitName(provinceName).bare ?? ' ',
      wards: mappings.map((mapping) => ({
        name: unitName(mapping.old_ward_name),
        newWardCode: mapping.new_ward_code,
      })),
    }),
  );
  cached = {
    provinces,
    provinceByName: new Map(provinces.map((province) => [province.ten, province])),
    wards,
    wardByCode: new Map(wards.map((ward) => [ward.ma, ward])),
    districts,
  };
  return cached;
}
