import { isSameAdminName, normaliseAdminName } from '@shop/domain/accounts';
import {
  type CarrierForm,
  type FeeForm,
  type FreeshipForm,
  type PaymentForm,
  paymentFormIssue,
  SETTINGS_COLLECTIONS,
  type SettingsKind,
  type SettingsRows,
} from '@shop/domain/console';
import type { Queryable } from '../db/database.js';
import {
  type Doc,
  GLOBAL_APP,
  getDocument,
  insertDocument,
  mergeDocument,
  removeDocument,
} from '../db/documents.js';
import { appError } from '../errors.js';

/** The forms of the lists the console creates rows in (payment methods are only edited). */
export interface SettingsForms {
  fees: FeeForm;
  freeships: FreeshipForm;
  carriers: CarrierForm;
  payments: PaymentForm;
}
export type CreatableKind = Exclude<SettingsKind, 'payments'>;

const scopeOf = (idApp: string, kind: SettingsKind) => ({ idApp, collection: SETTINGS_COLLECTIONS[kind] });
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored fee row as the console shows it: missing names read as ''. */
function toFeeRow(doc: Doc): SettingsRows['fees'] {
  return {
    _id: doc._id,
    ten_tinh_thanh: str(doc.ten_tinh_thanh),
    ten_quan_huyen: str(doc.ten_quan_huyen),
    tien_phi: typeof doc.tien_phi === 'number' ? doc.tien_phi : 0,
  };
}

/**
 * Every row of a settings list. Fees: province rows, then the legacy district rows, by name (the
 * lookup order does not depend on it: a district row always wins over its province's row). The
 * others in display order (sst), as the shop lists them.
 */
export async function listSettings<K extends SettingsKind>(
  db: Queryable,
  idApp: string,
  kind: K,
): Promise<SettingsRows[K][]> {
  const rows = await db.query<{ data: Doc }>(
    'SELECT data FROM documents WHERE id_app = $1 AND collection = $2 ORDER BY id',
    [idApp, SETTINGS_COLLECTIONS[kind]],
  );
  const docs = rows.map((row) => row.data);
  if (kind === 'fees') {
    const fees = docs.map(toFeeRow);
    const name = (row: SettingsRows['fees']) =>
      `${row.ten_quan_huyen === '' ? 0 : 1}${row.ten_tinh_thanh}${row.ten_quan_huyen}`;
    return fees.sort((a, b) => name(a).localeCompare(name(b), 'vi')) as SettingsRows[K][];
  }
  const order = (doc: Doc) => (typeof doc.sst === 'number' ? doc.sst : 0);
  return docs.sort((a, b) => order(a) - order(b)) as unknown as SettingsRows[K][];
}

/** The province's official name among the current 34 (global tinhthanh), or a 400. */
async function currentProvinceName(db: Queryable, name: string): Promise<string> {
  const rows = await db.query<{ ten: string }>(
    `SELECT data->>'ten' AS ten FROM documents WHERE id_app = $1 AND collection = 'tinhthanh'`,
    [GLOBAL_APP],
  );
  const found = rows.find((row) => isSameAdminName(row.ten, name));
  if (!found) throw appError('SETTINGS_PROVINCE_UNKNOWN');
  return found.ten;
}

/** Fees: the province as officially named, and no second row for one place (the first would win). */
async function checkFee(db: Queryable, idApp: string, form: FeeForm, id?: string): Promise<FeeForm> {
  const province = form.ten_tinh_thanh === '' ? '' : await currentProvinceName(db, form.ten_tinh_thanh);
  const others = (await listSettings(db, idApp, 'fees')).filter((row) => row._id !== id);
  const samePlace = (a: string, b: string) => normaliseAdminName(a) === normaliseAdminName(b);
  const clash = others.some(
    (row) => samePlace(row.ten_quan_huyen, form.ten_quan_huyen) && samePlace(row.ten_tinh_thanh, province),
  );
  if (clash) throw appError('SETTINGS_FEE_DUPLICATE');
  return { ...form, ten_tinh_thanh: province };
}

async function checkCarrier(db: Queryable, idApp: string, form: CarrierForm, id?: string): Promise<void> {
  const others = (await listSettings(db, idApp, 'carriers')).filter((row) => row._id !== id);
  if (others.some((row) => row.ma_dv_vc === form.ma_dv_vc && row.ten_goi_cuoc === form.ten_goi_cuoc))
    throw appError('SETTINGS_CARRIER_DUPLICATE');
}

/** The document written for a form: the shop lists fees, rules and carriers as shared documents. */
async function documentOf<K extends SettingsKind>(
  db: Queryable,
  idApp: string,
  kind: K,
  form: SettingsForms[K],
  id?: string,
): Promise<Record<string, unknown>> {
  if (kind === 'fees') return { ...(await checkFee(db, idApp, form as FeeForm, id)), shared: true };
  if (kind === 'carriers') await checkCarrier(db, idApp, form as CarrierForm, id);
  return kind === 'payments' ? { ...form } : { ...form, shared: true };
}

/** Adds a row; `by` (the console user's e-mail) is the version's author. Call in a transaction. */
export async function createSetting<K extends CreatableKind>(
  db: Queryable,
  idApp: string,
  kind: K,
  form: SettingsForms[K],
  by: string,
): Promise<Doc> {
  const data = await documentOf(db, idApp, kind, form);
  return insertDocument(db, scopeOf(idApp, kind), { ...data, id_app: idApp }, by);
}

/** Changes a row (its other fields kept); a payment method keeps its kind. Call in a transaction. */
export async function updateSetting<K extends SettingsKind>(
  db: Queryable,
  idApp: string,
  kind: K,
  id: string,
  form: SettingsForms[K],
  by: string,
): Promise<Doc> {
  const stored = await getDocument(db, scopeOf(idApp, kind), id);
  if (!stored) throw appError('SETTINGS_NOT_FOUND');
  if (kind === 'payments') await checkPayment(db, idApp, stored, form as PaymentForm);
  const data = await documentOf(db, idApp, kind, form, id);
  const saved = await mergeDocument(db, scopeOf(idApp, kind), id, data, by);
  if (!saved) throw appError('SETTINGS_NOT_FOUND');
  return saved;
}

/** A bank transfer that is on needs its account; one method at least stays on. */
async function checkPayment(db: Queryable, idApp: string, stored: Doc, form: PaymentForm): Promise<void> {
  const loai =
    stored.loai === 'cod' || stored.loai === 'bank-transfer' || stored.loai === 'e-wallet'
      ? stored.loai
      : undefined;
  const issue = paymentFormIssue(loai, form);
  if (issue) throw appError(issue.code);
  if (form.online) return;
  const methods = await listSettings(db, idApp, 'payments');
  if (!methods.some((method) => method._id !== stored._id && method.online !== false))
    throw appError('SETTINGS_LAST_PAYMENT');
}

/** Deletes a row (fees, rules, carriers), its deletion a version by `by`. Call in a transaction. */
export async function deleteSetting(
  db: Queryable,
  idApp: string,
  kind: CreatableKind,
  id: string,
  by: string,
) {
  const removed = await removeDocument(db, scopeOf(idApp, kind), id, by);
  if (!removed) throw appError('SETTINGS_NOT_FOUND');
  return removed;
}
