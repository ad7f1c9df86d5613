import * as v from 'valibot';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import { trimmedTextField } from '../primitives/common-schemas.js';

/**
 * A carrier's address mapping as the console shows it (issue 31 "Weights and addresses", decision
 * 066 addendum): how many of the shop's current units have the carrier's ids, the last refresh from
 * the carrier's master data, and the units that did not map, with why.
 */
export type CarrierAddressGapReason = 'no-former-unit' | 'province' | 'district' | 'ward' | 'locked';

export interface CarrierAddressMapping {
  carrier: 'ghn';
  mapped: number;
  manual: number;
  refreshed_at: string | null;
  refresh: { status: string; error: string | null; finished_at: string | null } | null;
  unmapped: { province: string; ward: string; reason: CarrierAddressGapReason; former: string }[];
}

/** One of the carrier's wards (as last read from its master data), for a manual assignment. */
export interface CarrierWardChoice {
  district_id: number;
  ward_code: string;
  province: string;
  district: string;
  ward: string;
}

const code = (value: ConsoleMessageCode) => value;
const name = trimmedTextField(1, 120, code('CARRIER_UNIT_UNKNOWN'));

/** Staff give a current unit (province, ward) one of the carrier's wards by hand. */
export const assignCarrierAddressSchema = v.object({
  province: name,
  ward: name,
  district_id: v.pipe(
    v.number(code('CARRIER_UNIT_UNKNOWN')),
    v.integer(code('CARRIER_UNIT_UNKNOWN')),
    v.minValue(1, code('CARRIER_UNIT_UNKNOWN')),
  ),
  ward_code: trimmedTextField(1, 20, code('CARRIER_UNIT_UNKNOWN')),
});
export type AssignCarrierAddressBody = v.InferOutput<typeof assignCarrierAddressSchema>;
