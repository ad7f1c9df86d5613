import type {
  CompanyForm,
  CompanyReply,
  FooterEntry,
  FooterLinksBody,
  FooterLinksReply,
  FooterListsReply,
  FooterOrderBody,
} from '@shop/domain/console';
import {
  FOOTER_PAGE_KINDS,
  type FooterLink,
  FOOTER_LIST_LIMIT,
  type FooterPageKind,
  storedFooterLinks,
} from '@shop/domain/content';
import { companyContactId } from '../content/company-records.js';
import type { Queryable } from '../db/database.js';
import { type Doc, GLOBAL_APP, getDocument, insertDocument, mergeDocument } from '../db/documents.js';
import { appError } from '../errors.js';

const APP_RECORDS = { idApp: GLOBAL_APP, collection: 'app' } as const;
type Raw = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};

/**
 * The company info as one form: the info record (global `app`, under the app id) and its contact
 * record (phone, facebook; SPEC §3), read the way the shop's footer reads them.
 */
export async function loadCompany(db: Queryable, idApp: string): Promise<CompanyReply> {
  const contactId = companyContactId(idApp);
  const blank = (id: string): Doc => ({ _id: id });
  const [info = blank(idApp), contact = blank(contactId)] = await Promise.all([
    getDocument(db, APP_RECORDS, idApp),
    getDocument(db, APP_RECORDS, contactId),
  ]);
  const registration = record(info.dang_ky_kinh_doanh);
  return {
    info_id: idApp,
    contact_id: contactId,
    company: {
      name: str(info.name),
      name_en: str(info.name_en),
      brand_name: str(info.brand_name),
      logo: str(info.logo),
      address: str(info.address),
      address_en: str(info.address_en),
      email: str(info.email),
      phone: str(contact.phone) || str(info.phone),
      facebook: str(contact.facebook) || str(info.facebook),
      instagram: str(info.instagram),
      youtube: str(info.youtube),
      so_dkkd: str(registration.so_dkkd),
      dang_ky_text: str(registration.text),
      dang_ky_text_en: str(registration.text_en),
      badge_url: str(registration.badge_url),
    },
  };
}

/** Writes a record's fields (merged into it, or a new record), one version by `by`. */
async function writeRecord(db: Queryable, id: string, fields: Raw, by: string): Promise<void> {
  const saved = await mergeDocument(db, APP_RECORDS, id, fields, by);
  if (!saved) await insertDocument(db, APP_RECORDS, { ...fields, _id: id }, by);
}

/**
 * Saves the company form into both records; a blank field is stored as '' (the shop then leaves
 * it out). Phone and facebook go to the contact record only, where the shop reads them first.
 * Call inside a transaction: both records change together or neither.
 */
export async function saveCompany(db: Queryable, idApp: string, form: CompanyForm, by: string) {
  const contactId = companyContactId(idApp);
  const { phone, facebook, so_dkkd, dang_ky_text, dang_ky_text_en, badge_url, ...info } = form;
  await writeRecord(
    db,
    idApp,
    {
      ...info,
      contact_id: contactId,
      dang_ky_kinh_doanh: { so_dkkd, text: dang_ky_text, text_en: dang_ky_text_en, badge_url },
    },
    by,
  );
  await writeRecord(db, contactId, { phone, facebook, id_app: idApp }, by);
  return loadCompany(db, idApp);
}

/** The policy and guide pages of the app, each group (nhom) with both translations, in footer order. */
export async function loadFooterLists(db: Queryable, idApp: string): Promise<FooterListsReply> {
  const rows = await db.query<{ data: Doc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'ecompages'
     AND data->>'ten_loai' IN ($2, $3) ORDER BY id`,
    [idApp, FOOTER_PAGE_KINDS.policy.typeName, FOOTER_PAGE_KINDS.guide.typeName],
  );
  const lists: FooterListsReply = { policy: [], guide: [] };
  for (const kind of Object.keys(FOOTER_PAGE_KINDS) as FooterPageKind[]) {
    const groups = new Map<string, FooterEntry>();
    for (const { data } of rows) {
      if (data.ten_loai !== FOOTER_PAGE_KINDS[kind].typeName) continue;
      const nhom = str(data.nhom) || data._id;
      const entry = groups.get(nhom) ?? { nhom, sst: Number.MAX_SAFE_INTEGER, vi: null, en: null };
      const page = { _id: data._id, slug: str(data.slug), title: str(data.title) };
      if (data.ngon_ngu === 'en') entry.en = page;
      else entry.vi = page;
      entry.sst = Math.min(entry.sst, typeof data.sst === 'number' ? data.sst : 0);
      groups.set(nhom, entry);
    }
    lists[kind] = [...groups.values()].sort((a, b) => a.sst - b.sst || a.nhom.localeCompare(b.nhom));
  }
  return lists;
}

/**
 * Puts one footer list in the given order: each page's sst becomes its group's place (1, 2, …) in
 * both languages, so the shop's footer (the first 5 by sst) follows it. The list must name every
 * group of the kind exactly once (else 409: the pages changed meanwhile). Call in a transaction.
 */
export async function saveFooterOrder(db: Queryable, idApp: string, body: FooterOrderBody, by: string) {
  const current = (await loadFooterLists(db, idApp))[body.kind];
  const known = new Set(current.map((entry) => entry.nhom));
  if (known.size !== body.groups.length || body.groups.some((nhom) => !known.has(nhom)))
    throw appError('SETTINGS_FOOTER_INVALID');
  const stored = await db.query<{ id: string; sst: string | null }>(
    `SELECT id, data->>'sst' AS sst FROM documents WHERE id_app = $1 AND collection = 'ecompages'
     AND data->>'ten_loai' = $2`,
    [idApp, FOOTER_PAGE_KINDS[body.kind].typeName],
  );
  const sstOf = new Map(stored.map((row) => [row.id, row.sst]));
  const scope = { idApp, collection: 'ecompages' };
  for (const [index, nhom] of body.groups.entries()) {
    const entry = current.find((item) => item.nhom === nhom);
    for (const page of [entry?.vi, entry?.en]) {
      // Only pages whose place changed get a new version.
      if (page && sstOf.get(page._id) !== String(index + 1))
        await mergeDocument(db, scope, page._id, { sst: index + 1 }, by);
    }
  }
  return loadFooterLists(db, idApp);
}

/** The first pages of a kind as footer links: what the footer shows until the owner sets the list. */
function pageLinks(kind: FooterPageKind, entries: readonly FooterEntry[]): FooterLink[] {
  const { basePath } = FOOTER_PAGE_KINDS[kind];
  const path = (slug: string | undefined) => (slug ? `${basePath}/${encodeURIComponent(slug)}` : '');
  return entries
    .filter((entry) => entry.vi !== null)
    .slice(0, FOOTER_LIST_LIMIT)
    .map((entry) => ({
      label: entry.vi?.title ?? '',
      label_en: entry.en?.title ?? '',
      href: path(entry.vi?.slug),
      href_en: path(entry.en?.slug),
    }));
}

/**
 * Each footer list's links as the shop shows them (decision 033): the owner's list from the company
 * record's `footer_lists`, or the first pages of the kind when the owner never saved one; and every
 * page a link may point to.
 */
export async function loadFooterLinks(db: Queryable, idApp: string): Promise<FooterLinksReply> {
  const [info, pages] = await Promise.all([getDocument(db, APP_RECORDS, idApp), loadFooterLists(db, idApp)]);
  const reply: FooterLinksReply = {
    links: { policy: [], guide: [] },
    custom: { policy: false, guide: false },
    pages,
  };
  for (const kind of Object.keys(FOOTER_PAGE_KINDS) as FooterPageKind[]) {
    const stored = storedFooterLinks(info, kind);
    reply.custom[kind] = stored !== null;
    reply.links[kind] = stored ?? pageLinks(kind, pages[kind]);
  }
  return reply;
}

/**
 * Replaces one footer list with the owner's links (read with footerLinksSchema): the company
 * record's `footer_lists[kind]`, one new version by `by`. Call in a transaction.
 */
export async function saveFooterLinks(db: Queryable, idApp: string, body: FooterLinksBody, by: string) {
  const info = await getDocument(db, APP_RECORDS, idApp);
  const lists = record(info?.footer_lists);
  await writeRecord(db, idApp, { footer_lists: { ...lists, [body.kind]: body.links } }, by);
  return loadFooterLinks(db, idApp);
}
