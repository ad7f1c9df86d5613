import type { FastifyRequest } from 'fastify';
import { accessRuleFor } from '../../access.js';
import { PUBLISHED_COLLECTIONS, PUBLISHED_NOW } from '../../content/publication.js';
import type { Queryable } from '../../db/database.js';
import { countDocuments, listDocuments, listDocumentsJson, type Scope } from '../../db/documents.js';
import { appError } from '../../errors.js';
import { type ListInput, type ListPlan, planList } from '../../query/list-options.js';
import {
  baseScope,
  checkCollection,
  DATA_WITHOUT_SECRETS,
  isAdmin,
  readScope,
  stripSecrets,
} from '../../plugins/app-scope.js';

function parseCondition(q: unknown): unknown {
  if (typeof q !== 'string') return q;
  try {
    return JSON.parse(q);
  } catch {
    return undefined;
  }
}

/** A by-code collection (vouchers) is listed only with an exact `ma`: nobody can enumerate codes. */
function hasExactCode(q: unknown): boolean {
  const condition = parseCondition(q);
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return false;
  const ma = (condition as Record<string, unknown>).ma;
  if (typeof ma === 'string') return ma.trim() !== '';
  if (typeof ma === 'object' && ma !== null && Object.keys(ma).length === 1) {
    const eq = (ma as Record<string, unknown>).$eq;
    return typeof eq === 'string' && eq.trim() !== '';
  }
  return false;
}

/** The scope of a list: the access table's, plus the by-code rule that depends on the condition. */
export function listScope(request: FastifyRequest, idApp: string, collection: string, q: unknown): Scope {
  checkCollection(collection);
  if (!isAdmin(request) && accessRuleFor(collection) === 'by-code') {
    if (hasExactCode(q)) return baseScope(idApp, collection);
    throw appError('LOOKUP_BY_CODE_ONLY');
  }
  return readScope(request, idApp, collection);
}

/** Shared documents: those flagged `shared: true` in a collection the public may read. */
export function sharedScope(request: FastifyRequest, idApp: string, collection: string): Scope {
  checkCollection(collection);
  if (!isAdmin(request) && accessRuleFor(collection) !== 'public') throw appError('COLLECTION_NOT_SHARED');
  return baseScope(idApp, collection);
}

export const SHARED_ONLY = `data -> 'shared' = 'true'::jsonb`;

/**
 * What the shop does not show (decisions 023, 028: a schedule, or the console, takes it offline): a
 * product whose `online` is false. Administrators see all. Articles and pages: publicationWhere.
 */
const UNPUBLISHED_FLAG: Record<string, string> = { dmvt: 'online' };

/** The condition that hides unpublished documents of `collection` from this caller, if any. */
export function publishedOnly(request: FastifyRequest, collection: string): string | undefined {
  const flag = UNPUBLISHED_FLAG[collection];
  return flag && !isAdmin(request) ? `data -> '${flag}' IS DISTINCT FROM 'false'::jsonb` : undefined;
}

/** Whether a document is hidden from this caller (see publishedOnly). */
export function isUnpublishedFor(request: FastifyRequest, collection: string, doc: Record<string, unknown>) {
  const flag = UNPUBLISHED_FLAG[collection];
  return flag !== undefined && !isAdmin(request) && doc[flag] === false;
}

/**
 * What a caller's list may hold beyond its scope: drafts and scheduled content (news, pages) are
 * left out for everyone but administrators (content/publication.ts); undefined when nothing is.
 */
export function publicationWhere(request: FastifyRequest, collection: string): string | undefined {
  return !isAdmin(request) && PUBLISHED_COLLECTIONS.has(collection) ? PUBLISHED_NOW : undefined;
}

/**
 * The payment methods a shopper cannot use: an e-wallet method whose gateway (cong_thanh_toan,
 * VNPay when it names none) is off (decision 007). Administrators see every method.
 */
export function unofferedWhere(
  request: FastifyRequest,
  collection: string,
  offeredGateways: readonly string[] | undefined,
): string | undefined {
  if (collection !== 'ptthanhtoan' || offeredGateways === undefined || isAdmin(request)) return undefined;
  // The ids are the server's own gateway names (letters only), never the caller's.
  const offered = offeredGateways.filter((id) => /^[a-z]+$/.test(id)).map((id) => `'${id}'`);
  return offered.length === 0
    ? `data ->> 'loai' IS DISTINCT FROM 'e-wallet'`
    : `(data ->> 'loai' IS DISTINCT FROM 'e-wallet' OR COALESCE(data ->> 'cong_thanh_toan', 'vnpay') IN (${offered.join(', ')}))`;
}

/** Two extra conditions joined, either possibly absent. */
export function bothWhere(first: string | undefined, second: string | undefined): string | undefined {
  return first && second ? `${first} AND ${second}` : (first ?? second);
}

/**
 * A planned list as the reply's body: `{ rows_number }` when counting, else the page as JSON text
 * (the database writes it when no projection is asked, which spares parsing and serialising).
 */
export async function runListReply(
  db: Queryable,
  scope: Scope,
  input: ListInput,
  extraWhere?: string,
): Promise<{ rows_number: number } | string> {
  const base = planList(input, 2);
  const plan: ListPlan = extraWhere ? { ...base, where: `(${base.where}) AND ${extraWhere}` } : base;
  if (plan.count) return { rows_number: await countDocuments(db, scope, plan) };
  if (plan.fields || plan.notfields)
    return JSON.stringify((await listDocuments(db, scope, plan)).map(stripSecrets));
  return listDocumentsJson(db, scope, plan, DATA_WITHOUT_SECRETS);
}

/** Runs a planned list: a page of documents, or `{ rows_number }` when counting. */
export async function runList(db: Queryable, scope: Scope, input: ListInput, extraWhere?: string) {
  const base = planList(input, 2);
  const plan: ListPlan = extraWhere ? { ...base, where: `(${base.where}) AND ${extraWhere}` } : base;
  if (plan.count) return { rows_number: await countDocuments(db, scope, plan) };
  const rows = await listDocuments(db, scope, plan);
  return rows.map(stripSecrets);
}
