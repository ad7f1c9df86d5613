import { normaliseAdminName } from '@shop/domain/accounts';
import { type Box, parcelOf } from '@shop/domain/carriers';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { loadProducts, type ProductDoc } from '../catalog.js';
import type { DraftChoices } from '../order-input.js';
import type { LineRequest } from '../pricing/line-request.js';
import {
  type Carrier,
  type CarrierAddressIds,
  CarrierError,
  type CarrierFailure,
  type CarrierId,
  type CarrierQuote,
  type ShopAddress,
} from './carrier.js';
import { withDistrict } from './former-units.js';
import type { Carriers } from './registry.js';

/** The checkout's deadline for every carrier together (issue 31: "slower than 2 s"). */
export const QUOTE_TIMEOUT_MS = 2_000;

export type FallbackReason = CarrierFailure | 'no-parcel' | 'no-address';

export interface QuoteFallback {
  carrier: CarrierId;
  reason: FallbackReason;
  ms: number;
}

export interface QuoteOutcome {
  quotes: CarrierQuote[];
  fallbacks: QuoteFallback[];
  parcel: Box | undefined;
}

export interface QuoteDeps {
  db: Queryable;
  idApp: string;
  carriers: Pick<Carriers, 'enabled' | 'pickup'>;
  log: FastifyBaseLogger;
  /** Counts a fallback for /metrics (shop_carrier_quote_fallbacks_total). */
  countFallback(carrier: CarrierId, reason: FallbackReason): void;
  timeoutMs?: number;
}

/** The measures of what a line buys: its variant's, else the product's own. */
function measuresOf(product: ProductDoc | undefined, attributeId: string | undefined) {
  if (!product) return {};
  const variant = attributeId ? product.thuoc_tinh?.find((entry) => entry._id === attributeId) : undefined;
  return variant ?? product;
}

/** The parcel of lines, read from the catalogue (no lock: quoting runs before the transaction). */
export async function parcelOfRequests(
  db: Queryable,
  idApp: string,
  requests: readonly LineRequest[],
): Promise<Box | undefined> {
  const products = await loadProducts(db, idApp, [...new Set(requests.map((request) => request.ma_vt))]);
  return parcelOf(
    requests.map((request) => ({
      measures: measuresOf(products.get(request.ma_vt), request.attributeId),
      quantity: request.quantity,
    })),
  );
}

/** The address a draft ships to, as the shop keeps it. */
export function destinationOf(
  choices: Pick<DraftChoices, 'tinh_thanh' | 'quan_huyen' | 'xa_phuong' | 'dia_chi'>,
) {
  return {
    province: choices.tinh_thanh,
    district: choices.quan_huyen,
    ward: choices.xa_phuong,
    street: choices.dia_chi,
  } satisfies ShopAddress;
}

/**
 * A carrier's ids of an address, from the mapping the shop keeps (table carrier_addresses,
 * decision 055): same province and ward (names compared as normaliseAdminName folds them), the
 * district too when the address has one. Undefined when the mapping does not have it.
 */
export async function carrierIdsOf(
  db: Queryable,
  carrier: CarrierId,
  to: ShopAddress,
): Promise<CarrierAddressIds | undefined> {
  const rows = await db.query<{ district_id: number; ward_code: string }>(
    `SELECT district_id, ward_code FROM carrier_addresses
     WHERE carrier = $1 AND province_key = $2 AND ward_key = $3 AND ($4 = '' OR district_key IN ($4, ''))
     ORDER BY district_key DESC LIMIT 1`,
    [carrier, normaliseAdminName(to.province), normaliseAdminName(to.ward), normaliseAdminName(to.district)],
  );
  const row = rows[0];
  return row ? { districtId: Number(row.district_id), wardCode: row.ward_code } : undefined;
}

/**
 * Live quotes for a parcel and an address from the given carriers, all asked at once under one
 * deadline (decision 055 "Checkout"). A carrier that is late, down, refusing, cannot serve the
 * address or cannot be asked (no parcel, no mapped address) gives no quote: one log line and one
 * count each, and the caller's fee table answers. Never throws for a carrier's fault.
 */
export async function quoteCarriers(
  deps: QuoteDeps,
  asked: readonly Carrier[],
  input: { parcel: Box | undefined; to: ShopAddress; value: number },
): Promise<QuoteOutcome> {
  const started = performance.now();
  const fallbacks: QuoteFallback[] = [];
  const fallBack = (carrier: CarrierId, reason: FallbackReason, detail?: string) => {
    const ms = Math.round(performance.now() - started);
    fallbacks.push({ carrier, reason, ms });
    deps.countFallback(carrier, reason);
    // A carrier's fault is a warning; a cart or address a carrier cannot be asked about is not.
    const isCarrierFault = reason !== 'no-parcel' && reason !== 'no-address' && reason !== 'unmapped';
    deps.log[isCarrierFault ? 'warn' : 'info'](
      { carrier, reason, ms, detail },
      'carrier quote fell back to the fee table',
    );
  };
  if (asked.length === 0) return { quotes: [], fallbacks, parcel: input.parcel };
  if (input.to.province === '' || input.to.ward === '') {
    for (const carrier of asked) fallBack(carrier.id, 'no-address');
    return { quotes: [], fallbacks, parcel: input.parcel };
  }
  const { parcel } = input;
  if (!parcel) {
    for (const carrier of asked) fallBack(carrier.id, 'no-parcel');
    return { quotes: [], fallbacks, parcel };
  }
  const signal = AbortSignal.timeout(deps.timeoutMs ?? QUOTE_TIMEOUT_MS);
  const results = await Promise.all(
    asked.map(async (carrier) => {
      try {
        const byIds = carrier.id === 'ghn';
        const [toIds, fromIds] = byIds
          ? await Promise.all([
              carrierIdsOf(deps.db, 'ghn', input.to),
              carrierIdsOf(deps.db, 'ghn', deps.carriers.pickup),
            ])
          : [undefined, undefined];
        // Carriers still name the former three tiers: a two-tier address gets its ward's former district.
        const request = {
          parcel,
          to: withDistrict(input.to),
          toIds,
          from: withDistrict(deps.carriers.pickup),
          fromIds,
          value: input.value,
        };
        return await carrier.quote(request, signal);
      } catch (error) {
        if (error instanceof CarrierError) fallBack(carrier.id, error.reason, error.message);
        else fallBack(carrier.id, signal.aborted ? 'timeout' : 'down', String(error));
        return [];
      }
    }),
  );
  return { quotes: results.flat(), fallbacks, parcel };
}

/** The enabled carrier a carrier service of the shop stands for (ecomcarrier_fees.ma_dv_vc 'GHN' → ghn). */
export function liveCarrierFor(
  carriers: Pick<Carriers, 'enabled'>,
  code: string | undefined,
): Carrier | undefined {
  const id = (code ?? '').trim().toLowerCase();
  return carriers.enabled.find((carrier) => carrier.id === id);
}
