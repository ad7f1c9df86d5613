import type { ShippingQuote } from '@shop/domain/carriers';
import { type DraftWrite, ORDER_STATUS_DRAFT } from '@shop/domain/orders';
import { computeShippingFee } from '@shop/domain/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { draftRequests, pickChoices, readChoices } from '../order-input.js';
import { findOrder } from '../order-store.js';
import { collapseRequests } from '../pricing/line-request.js';
import { loadPricingContext } from '../pricing/pricing-context.js';
import { chooseCarrier, loadCarriers } from '../reference-data.js';
import type { CarrierQuote } from './carrier.js';
import {
  destinationOf,
  liveCarrierFor,
  type QuoteDeps,
  type QuoteFallback,
  parcelOfRequests,
  quoteCarriers,
} from './quotes.js';
import type { Carriers } from './registry.js';

/**
 * The fee a carrier quoted the server for a draft (decision 055 "Checkout"): it prices the draft
 * only while the draft still names that carrier service (`don_vi_vc`, `goi_cuoc_vc` as chosen when
 * the quote was asked), never a fee the browser sent.
 */
export interface LiveShipping {
  fee: number;
  carrier: CarrierQuote['carrier'];
  service: string;
  expectedDate: string | undefined;
  don_vi_vc: string;
  goi_cuoc_vc: string;
}

export interface CheckoutQuoteContext {
  db: Queryable;
  idApp: string;
  carriers: Carriers;
  log: FastifyBaseLogger;
  countFallback: QuoteDeps['countFallback'];
  timeoutMs?: number;
}

const depsOf = (context: CheckoutQuoteContext): QuoteDeps => ({
  db: context.db,
  idApp: context.idApp,
  carriers: context.carriers,
  log: context.log,
  countFallback: context.countFallback,
  ...(context.timeoutMs === undefined ? {} : { timeoutMs: context.timeoutMs }),
});

/** The draft as a write would leave it: its choices and lines (read without a lock). */
async function draftAfterWrite(context: CheckoutQuoteContext, owner: string, id: string, body: DraftWrite) {
  const draft = await findOrder(context.db, context.idApp, owner, id);
  if (!draft || draft.trang_thai !== ORDER_STATUS_DRAFT) return undefined;
  const choices = readChoices(body, pickChoices(draft));
  const requests = collapseRequests(draftRequests(body, draft.details));
  const value = Math.max(0, Number(draft.t_tien_nt ?? 0));
  return { choices, requests, value };
}

/**
 * Before a draft write or the placing (outside its transaction: no lock is held while a carrier is
 * asked), the live fee of the carrier service the draft will name, when that service is one of an
 * enabled carrier (ecomcarrier_fees.ma_dv_vc GHN → ghn). Undefined: the fee table prices it (no
 * such draft, no live carrier chosen, or the carrier gave no quote in time: logged and counted).
 */
export async function liveShippingFor(
  context: CheckoutQuoteContext,
  owner: string,
  id: string,
  body: DraftWrite,
): Promise<LiveShipping | undefined> {
  if (context.carriers.enabled.length === 0) return undefined;
  const draft = await draftAfterWrite(context, owner, id, body);
  if (!draft) return undefined;
  const { choices } = draft;
  let chosen: Awaited<ReturnType<typeof loadCarriers>>[number] | undefined;
  try {
    chosen = chooseCarrier(
      await loadCarriers(context.db, context.idApp),
      choices.don_vi_vc,
      choices.goi_cuoc_vc,
    );
  } catch {
    return undefined; // refused inside the transaction, with its message
  }
  const live = liveCarrierFor(context.carriers, chosen?.ma_dv_vc);
  if (!live) return undefined;
  const parcel = await parcelOfRequests(context.db, context.idApp, draft.requests);
  const outcome = await quoteCarriers(depsOf(context), [live], {
    parcel,
    to: destinationOf(choices),
    value: draft.value,
  });
  const quote = outcome.quotes[0];
  if (!quote) return undefined;
  return {
    fee: quote.fee,
    carrier: quote.carrier,
    service: quote.service,
    expectedDate: quote.expectedDate,
    don_vi_vc: choices.don_vi_vc,
    goi_cuoc_vc: choices.goi_cuoc_vc,
  };
}

/**
 * Every carrier service of the shop for a draft (POST so1/{id}/shipping-quotes): the live carriers
 * asked at once, under one deadline; the others, and those that gave no quote, at the table's fee
 * for the draft's address (`phi_vc` with `nguon: 'table'`), the amount the draft would be priced at.
 */
export async function quotesForDraft(
  context: CheckoutQuoteContext,
  owner: string,
  id: string,
): Promise<{ services: ShippingQuote[]; fallbacks: QuoteFallback[] } | undefined> {
  const draft = await draftAfterWrite(context, owner, id, {});
  if (!draft) return undefined;
  const services = await loadCarriers(context.db, context.idApp);
  const asked = [
    ...new Set(services.flatMap((service) => liveCarrierFor(context.carriers, service.ma_dv_vc) ?? [])),
  ];
  const parcel =
    asked.length > 0 ? await parcelOfRequests(context.db, context.idApp, draft.requests) : undefined;
  const [outcome, pricing] = await Promise.all([
    quoteCarriers(depsOf(context), asked, {
      parcel,
      to: destinationOf(draft.choices),
      value: draft.value,
    }),
    loadPricingContext(context.db, context.idApp, [], new Date(), { withShippingFees: true }),
  ]);
  const tableFee = computeShippingFee({
    district: draft.choices.quan_huyen,
    province: draft.choices.tinh_thanh,
    fees: pricing.shippingFees,
  });
  return {
    fallbacks: outcome.fallbacks,
    services: services.map((service) => {
      const live = liveCarrierFor(context.carriers, service.ma_dv_vc);
      const quote = live ? outcome.quotes.find((entry) => entry.carrier === live.id) : undefined;
      return {
        ma_dv_vc: service.ma_dv_vc,
        ten_dv_vc: String(service.ten_dv_vc ?? ''),
        ten_goi_cuoc: String(service.ten_goi_cuoc ?? ''),
        ...(quote
          ? { phi_vc: quote.fee, nguon: quote.carrier }
          : { phi_vc: tableFee, nguon: 'table' as const }),
        ...(quote?.expectedDate ? { ngay_du_kien: quote.expectedDate } : {}),
      };
    }),
  };
}
