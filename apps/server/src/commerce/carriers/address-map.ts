import { normaliseAdminName } from '@shop/domain/accounts';
import type { Queryable } from '../../db/database.js';
import { appError } from '../../errors.js';
import { type ClaimedJob, type JobHandler, type JobOutcome, planJob } from '../../schedules/queue.js';
import { readUnitTables } from '../../seed/units/read-units.js';
import type { CarrierId, CarrierUnits } from './carrier.js';
import { type FormerUnit, formerUnitsOf } from './former-units.js';
import type { Carriers } from './registry.js';

/** The job that reads a carrier's master data and maps the shop's units to it (decision 066 addendum). */
export const ADDRESS_REFRESH_JOB = 'carrier-address-refresh';
/** GHN's master data is some 700 calls (one per district): bounded, nobody waits on it. */
const REFRESH_TIMEOUT_MS = 180_000;

/** A current (2025) unit of the shop: province and ward, as addresses name them. */
export interface CurrentUnit {
  province: string;
  ward: string;
}

/** Why a current unit found no carrier ids: no former ward, or which tier of the carrier's data did not match. */
export type GapReason = 'no-former-unit' | 'province' | 'district' | 'ward' | 'locked';

export interface MappedUnit extends CurrentUnit {
  districtId: number;
  wardCode: string;
}
export interface UnmappedUnit extends CurrentUnit {
  reason: GapReason;
  /** The former wards tried, "ward, district, province", for staff to look up. */
  former: string;
}

/** A key over a unit's names (its name and its aliases, as normaliseAdminName folds them). */
const keysOf = (unit: { name: string; aliases: string[] }) =>
  [unit.name, ...unit.aliases].map(normaliseAdminName).filter((key) => key !== '');

const RANK: Record<GapReason, number> = { 'no-former-unit': 0, province: 1, district: 2, ward: 3, locked: 4 };

/**
 * Maps the shop's current units to a carrier's (decision 066 addendum): a current ward is found
 * through the former wards it was made of (the official transition table, `formerUnitsOf`), each
 * looked up by name in the carrier's province, then district, then ward; the first former ward the
 * carrier knows (and has not locked) gives the ids. Never a guess across tiers: a name that matches
 * in another province or district does not count. What finds nothing is listed with the furthest
 * tier that did not match.
 */
export function mapUnits(
  units: CarrierUnits,
  current: readonly CurrentUnit[],
  formerOf: (unit: CurrentUnit) => readonly FormerUnit[] = (unit) => formerUnitsOf(unit.province, unit.ward),
): { mapped: MappedUnit[]; unmapped: UnmappedUnit[] } {
  const provinces = new Map<string, number>();
  for (const province of units.provinces) for (const key of keysOf(province)) provinces.set(key, province.id);
  const districts = new Map<string, (typeof units.districts)[number]>();
  for (const district of units.districts)
    for (const key of keysOf(district)) districts.set(`${district.provinceId}|${key}`, district);
  const wards = new Map<string, (typeof units.wards)[number]>();
  for (const ward of units.wards)
    for (const key of keysOf(ward)) wards.set(`${ward.districtId}|${key}`, ward);

  const mapped: MappedUnit[] = [];
  const unmapped: UnmappedUnit[] = [];
  for (const unit of current) {
    // A row of the transition table without a former province or ward (the island special zones)
    // names no former unit.
    const formers = formerOf(unit).filter((former) => Boolean(former.province) && Boolean(former.ward));
    let reason: GapReason = 'no-former-unit';
    let found: MappedUnit | undefined;
    for (const former of formers) {
      const provinceId = provinces.get(normaliseAdminName(former.province));
      const district =
        provinceId === undefined
          ? undefined
          : districts.get(`${provinceId}|${normaliseAdminName(former.district)}`);
      const ward = district ? wards.get(`${district.id}|${normaliseAdminName(former.ward)}`) : undefined;
      const usable = ward !== undefined && district !== undefined && !ward.locked && !district.locked;
      const tier: GapReason =
        provinceId === undefined ? 'province' : !district ? 'district' : !ward ? 'ward' : 'locked';
      if (usable) {
        found = { ...unit, districtId: district.id, wardCode: ward.code };
        break;
      }
      if (RANK[tier] > RANK[reason]) reason = tier;
    }
    if (found) mapped.push(found);
    else
      unmapped.push({
        ...unit,
        reason,
        former: formers
          .map((former) => [former.ward, former.district, former.province].join(', '))
          .join('; '),
      });
  }
  return { mapped, unmapped };
}

/**
 * The shop's current units (2025: 34 provinces, 3 321 wards), from the reference data, once per
 * name: an address names its province and ward only, so two wards of one province whose names
 * fold alike (a few) are one unit to the shop and to the mapping.
 */
export function currentUnits(): CurrentUnit[] {
  const tables = readUnitTables();
  const provinceName = new Map(tables.provinces.map((province) => [province.province_code, province.name]));
  const units = new Map<string, CurrentUnit>();
  for (const ward of tables.wards) {
    const unit = { province: provinceName.get(ward.province_code) ?? '', ward: ward.name };
    const key = `${normaliseAdminName(unit.province)}|${normaliseAdminName(unit.ward)}`;
    if (!units.has(key)) units.set(key, unit);
  }
  return [...units.values()];
}

/** Rows as one array per column (the parameters unnest reads), each column read by its function. */
const byColumn = <T>(rows: readonly T[], ...columns: ((row: T) => unknown)[]) =>
  columns.map((column) => rows.map(column));

/**
 * Keeps a refresh in the database, in the job's transaction: the carrier's wards (for staff to
 * assign by hand), the mapped units (a manual assignment is never replaced) and what did not map.
 */
export async function saveMapping(
  tx: Queryable,
  carrier: CarrierId,
  units: CarrierUnits,
  result: ReturnType<typeof mapUnits>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const provinceName = new Map(units.provinces.map((province) => [province.id, province.name]));
  const districtOf = new Map(units.districts.map((district) => [district.id, district]));
  const usable = units.wards.filter(
    (ward) => !ward.locked && districtOf.get(ward.districtId)?.locked === false,
  );
  await tx.query(`DELETE FROM carrier_units WHERE carrier = $1`, [carrier]);
  await tx.query(
    `INSERT INTO carrier_units (carrier, district_id, ward_code, province, district, ward, refreshed_at)
     SELECT $1, d, w, p, dn, wn, $7 FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[])
       AS u(d, w, p, dn, wn)
     ON CONFLICT DO NOTHING`,
    [
      carrier,
      ...byColumn(
        usable,
        (ward) => ward.districtId,
        (ward) => ward.code,
        (ward) => provinceName.get(districtOf.get(ward.districtId)?.provinceId ?? -1) ?? '',
        (ward) => districtOf.get(ward.districtId)?.name ?? '',
        (ward) => ward.name,
      ),
      at,
    ],
  );
  await tx.query(`DELETE FROM carrier_addresses WHERE carrier = $1 AND source = 'refresh'`, [carrier]);
  await tx.query(
    `INSERT INTO carrier_addresses (carrier, province_key, district_key, ward_key, district_id, ward_code, refreshed_at, source)
     SELECT $1, p, '', w, d, c, $6, 'refresh' FROM unnest($2::text[], $3::text[], $4::int[], $5::text[]) AS u(p, w, d, c)
     ON CONFLICT DO NOTHING`,
    [
      carrier,
      ...byColumn(
        result.mapped,
        (unit) => normaliseAdminName(unit.province),
        (unit) => normaliseAdminName(unit.ward),
        (unit) => unit.districtId,
        (unit) => unit.wardCode,
      ),
      at,
    ],
  );
  await tx.query(`DELETE FROM carrier_address_gaps WHERE carrier = $1`, [carrier]);
  await tx.query(
    `INSERT INTO carrier_address_gaps (carrier, province_key, ward_key, province, ward, reason, former, refreshed_at)
     SELECT $1, pk, wk, p, w, r, f, $8 FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       AS u(pk, wk, p, w, r, f)
     WHERE NOT EXISTS (SELECT 1 FROM carrier_addresses a
       WHERE a.carrier = $1 AND a.province_key = u.pk AND a.ward_key = u.wk AND a.source = 'manual')
     ON CONFLICT DO NOTHING`,
    [
      carrier,
      ...byColumn(
        result.unmapped,
        (unit) => normaliseAdminName(unit.province),
        (unit) => normaliseAdminName(unit.ward),
        (unit) => unit.province,
        (unit) => unit.ward,
        (unit) => unit.reason,
        (unit) => unit.former,
      ),
      at,
    ],
  );
}

/** Plans a refresh now (the console's button); the queue calls the carrier, never the request. */
export function planAddressRefresh(db: Queryable, idApp: string, carrier: CarrierId, maxAttempts: number) {
  return planJob(db, {
    idApp,
    scheduleId: null,
    kind: ADDRESS_REFRESH_JOB,
    payload: { carrier },
    runAt: new Date(),
    maxAttempts,
  });
}

interface PreparedRefresh {
  carrier: CarrierId;
  units: CarrierUnits;
  result: ReturnType<typeof mapUnits>;
}

/**
 * The queue's handler: the carrier's master data read and mapped before the transaction (its
 * `prepare`: seconds of calls and mapping that must not hold the embedded database's one
 * connection), then kept in the job's transaction (decision 066 addendum).
 */
export function addressRefreshJobHandler(carriers: () => Carriers): JobHandler {
  const prepare = async (job: ClaimedJob): Promise<PreparedRefresh | string> => {
    const id = String(job.payload.carrier ?? 'ghn');
    const carrier = carriers().enabled.find((entry) => entry.id === id);
    if (!carrier?.masterData) return id;
    // A carrier late or down throws: the queue retries with its back-off.
    const units = await carrier.masterData(AbortSignal.timeout(REFRESH_TIMEOUT_MS));
    return { carrier: carrier.id, units, result: mapUnits(units, currentUnits()) };
  };
  const run = async (tx: Queryable, _job: ClaimedJob, now: Date, prepared?: unknown): Promise<JobOutcome> => {
    const refresh = prepared as PreparedRefresh | string;
    if (typeof refresh === 'string')
      return { status: 'done', result: { carrier: refresh, error: 'carrier off' } };
    const { carrier, units, result } = refresh;
    await saveMapping(tx, carrier, units, result, now);
    return {
      status: 'done',
      result: {
        carrier,
        mapped: result.mapped.length,
        unmapped: result.unmapped.length,
        wards: units.wards.length,
      },
    };
  };
  return Object.assign(run, { prepare });
}

/** What the console shows of a carrier's mapping: counts, the last refresh, what did not map. */
export async function readMapping(db: Queryable, idApp: string, carrier: CarrierId) {
  const [counts] = await db.query<{ mapped: string; manual: string; refreshed_at: unknown }>(
    `SELECT count(*) FILTER (WHERE district_key = '') AS mapped,
       count(*) FILTER (WHERE source = 'manual') AS manual, max(refreshed_at) AS refreshed_at
     FROM carrier_addresses WHERE carrier = $1`,
    [carrier],
  );
  const unmapped = await db.query<{ province: string; ward: string; reason: GapReason; former: string }>(
    `SELECT province, ward, reason, former FROM carrier_address_gaps WHERE carrier = $1 ORDER BY province, ward`,
    [carrier],
  );
  const [job] = await db.query<{
    status: string;
    error: string | null;
    result: unknown;
    finished_at: unknown;
  }>(
    `SELECT status, error, result, finished_at FROM jobs WHERE id_app = $1 AND kind = $2
     ORDER BY run_at DESC, id DESC LIMIT 1`,
    [idApp, ADDRESS_REFRESH_JOB],
  );
  const iso = (value: unknown) =>
    value ? new Date(String(value instanceof Date ? value.toISOString() : value)).toISOString() : null;
  return {
    carrier,
    mapped: Number(counts?.mapped ?? 0),
    manual: Number(counts?.manual ?? 0),
    refreshed_at: iso(counts?.refreshed_at),
    refresh: job ? { status: job.status, error: job.error, finished_at: iso(job.finished_at) } : null,
    unmapped,
  };
}

/** The carrier's wards of a current province's former provinces whose names contain `query`, for a manual assignment. */
export async function searchCarrierWards(db: Queryable, carrier: CarrierId, province: string, query: string) {
  const formerProvinces = [
    ...new Set(
      readUnitTables()
        .wardMappings.filter(
          (row) => normaliseAdminName(row.new_province_name) === normaliseAdminName(province),
        )
        .map((row) => normaliseAdminName(row.old_province_name)),
    ),
  ];
  const rows = await db.query<{
    district_id: number;
    ward_code: string;
    province: string;
    district: string;
    ward: string;
  }>(
    `SELECT district_id, ward_code, province, district, ward FROM carrier_units WHERE carrier = $1 ORDER BY province, district, ward`,
    [carrier],
  );
  const wanted = normaliseAdminName(query);
  return rows
    .filter(
      (row) => formerProvinces.includes(normaliseAdminName(row.province)) || formerProvinces.length === 0,
    )
    .filter(
      (row) =>
        wanted === '' ||
        normaliseAdminName(row.ward).includes(wanted) ||
        normaliseAdminName(row.district).includes(wanted),
    )
    .slice(0, 50)
    .map((row) => ({ ...row, district_id: Number(row.district_id) }));
}

/** Staff give a current unit the carrier's ward by hand: one of the carrier's wards as last refreshed. */
export async function assignAddress(
  tx: Queryable,
  carrier: CarrierId,
  input: { province: string; ward: string; district_id: number; ward_code: string },
  now: Date,
): Promise<void> {
  const [known] = await tx.query(
    `SELECT 1 FROM carrier_units WHERE carrier = $1 AND district_id = $2 AND ward_code = $3`,
    [carrier, input.district_id, input.ward_code],
  );
  const provinceKey = normaliseAdminName(input.province);
  const wardKey = normaliseAdminName(input.ward);
  const isCurrent = currentUnits().some(
    (unit) => normaliseAdminName(unit.province) === provinceKey && normaliseAdminName(unit.ward) === wardKey,
  );
  if (!known || !isCurrent) throw appError('CARRIER_UNIT_UNKNOWN');
  await tx.query(
    `INSERT INTO carrier_addresses (carrier, province_key, district_key, ward_key, district_id, ward_code, refreshed_at, source)
     VALUES ($1, $2, '', $3, $4, $5, $6, 'manual')
     ON CONFLICT (carrier, province_key, ward_key, district_key) DO UPDATE
       SET district_id = EXCLUDED.district_id, ward_code = EXCLUDED.ward_code,
           refreshed_at = EXCLUDED.refreshed_at, source = 'manual'`,
    [carrier, provinceKey, wardKey, input.district_id, input.ward_code, now.toISOString()],
  );
  await tx.query(
    `DELETE FROM carrier_address_gaps WHERE carrier = $1 AND province_key = $2 AND ward_key = $3`,
    [carrier, provinceKey, wardKey],
  );
}

/**
 * Maps one current unit from the carrier's units by the rule above and keeps it as a refresh would
 * (development and tests: the simulator's `POST /sandbox-carrier/ghn/map`, so a journey gets GHN's
 * ids for its own address without a whole refresh). The unit's mapping, or why it has none.
 */
export async function mapOneUnit(
  tx: Queryable,
  carrier: CarrierId,
  units: CarrierUnits,
  unit: CurrentUnit,
  now: Date,
): Promise<MappedUnit | UnmappedUnit> {
  const result = mapUnits(units, [unit]);
  const mapped = result.mapped[0];
  if (!mapped) return result.unmapped[0] ?? { ...unit, reason: 'no-former-unit', former: '' };
  await tx.query(
    `INSERT INTO carrier_addresses (carrier, province_key, district_key, ward_key, district_id, ward_code, refreshed_at, source)
     VALUES ($1, $2, '', $3, $4, $5, $6, 'refresh')
     ON CONFLICT (carrier, province_key, ward_key, district_key) DO NOTHING`,
    [
      carrier,
      normaliseAdminName(mapped.province),
      normaliseAdminName(mapped.ward),
      mapped.districtId,
      mapped.wardCode,
      now.toISOString(),
    ],
  );
  return mapped;
}
