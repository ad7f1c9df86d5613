import {
  CONTENT_PAGE_SIZE,
  CONTENT_PAGE_TYPE_NAMES,
  type ContentForm,
  type ContentItem,
  type ContentKind,
  type ContentListReply,
  type ContentPageType,
  type ContentRow,
  type ContentStatus,
  type contentQuerySchema,
  contentStatus,
  JOB_CATEGORY,
} from '@shop/domain/content';
import type * as v from 'valibot';
import type { Queryable } from '../db/database.js';
import { type Doc, insertDocument, mergeDocument, removeDocument, type Scope } from '../db/documents.js';
import { sanitizeSource } from '@shop/content-render/markup';
import { appError } from '../errors.js';

/**
 * The console's news, pages and jobs (decision 027). An item is its Vietnamese document (whose id
 * names the item) and the English one linked to it: by slug in `news` (news and jobs keep one slug
 * in both languages, as the shop looks them up by slug and ngon_ngu), by `nhom` in `ecompages`.
 */
export const CONTENT_COLLECTION: Readonly<Record<ContentKind, 'news' | 'ecompages'>> = {
  news: 'news',
  jobs: 'news',
  pages: 'ecompages',
};

/** SQL over `d.data`: the documents of a kind (its category values are constants). */
const KIND_WHERE: Readonly<Record<ContentKind, string>> = {
  news: `d.data->>'loai_tin_tuc' IS DISTINCT FROM '${JOB_CATEGORY}' AND d.data->>'isnews' IS DISTINCT FROM 'true'`,
  jobs: `d.data->>'loai_tin_tuc' = '${JOB_CATEGORY}'`,
  pages: `d.data->>'loai' IN ('chinh-sach', 'huong-dan')`,
};

/** SQL: `e` is the English document of the Vietnamese `d`. */
const LINK_WHERE: Readonly<Record<'news' | 'ecompages', string>> = {
  news: `e.data->>'slug' = d.data->>'slug'`,
  ecompages: `coalesce(nullif(e.data->>'nhom', ''), e.data->>'slug') = coalesce(nullif(d.data->>'nhom', ''), d.data->>'slug')`,
};

const CATEGORY_FIELD: Readonly<Record<ContentKind, string | null>> = {
  news: 'loai_tin_tuc',
  jobs: null,
  pages: 'loai',
};

/** SQL of a status, `now` being the parameter `$n` (UTC ISO text). */
const STATUS_WHERE: Readonly<Record<ContentStatus, (now: string) => string>> = {
  draft: () => `d.data->>'published' = 'false'`,
  scheduled: (now) =>
    `d.data->>'published' IS DISTINCT FROM 'false' AND d.collection = 'news' AND d.data->>'date_created' > ${now}`,
  published: (now) =>
    `d.data->>'published' IS DISTINCT FROM 'false' AND (d.collection <> 'news' OR d.data->>'date_created' IS NULL OR d.data->>'date_created' <= ${now})`,
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of a kind's items (by their Vietnamese documents), newest publish date first. */
export async function listContent(
  db: Queryable,
  idApp: string,
  query: v.InferOutput<typeof contentQuerySchema>,
  now: Date,
): Promise<ContentListReply> {
  const collection = CONTENT_COLLECTION[query.kind];
  const params: unknown[] = [idApp, collection];
  const where = ['d.id_app = $1', 'd.collection = $2', `d.data->>'ngon_ngu' = 'vi'`, KIND_WHERE[query.kind]];
  if (query.q) {
    params.push(`%${escapeLike(query.q)}%`);
    where.push(`(d.data->>'title' ILIKE $${params.length} OR d.data->>'slug' ILIKE $${params.length})`);
  }
  const field = CATEGORY_FIELD[query.kind];
  if (query.category && field) {
    params.push(query.category);
    where.push(`d.data->>'${field}' = $${params.length}`);
  }
  if (query.status === 'draft') where.push(STATUS_WHERE.draft(''));
  else if (query.status) {
    params.push(now.toISOString());
    where.push(STATUS_WHERE[query.status](`$${params.length}`));
  }
  const limit = CONTENT_PAGE_SIZE;
  params.push(limit, (query.page - 1) * limit);
  const rows = await db.query<{
    data: Doc;
    title_en: string | null;
    updated_at: Date | string;
    total: string | number;
  }>(
    `SELECT d.data, d.updated_at, count(*) OVER () AS total,
       (SELECT e.data->>'title' FROM documents e WHERE e.id_app = d.id_app AND e.collection = d.collection
          AND e.data->>'ngon_ngu' = 'en' AND ${LINK_WHERE[collection]} LIMIT 1) AS title_en
     FROM documents d WHERE ${where.join(' AND ')}
     ORDER BY coalesce(d.data->>'date_created', '') DESC, d.updated_at DESC, d.id
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const nowIso = now.toISOString();
  return {
    rows: rows.map(({ data, title_en, updated_at }): ContentRow => {
      const publishAt = collection === 'news' ? textOrNull(data.date_created) : null;
      return {
        _id: data._id,
        kind: query.kind,
        slug: text(data.slug),
        title: text(data.title),
        title_en,
        category: field ? textOrNull(data[field]) : null,
        publish_at: publishAt,
        status: contentStatus(data.published !== false, publishAt, nowIso),
        date_updated: new Date(updated_at).toISOString(),
      };
    }),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    limit,
  };
}

interface Pair {
  vi: Doc;
  en: Doc | undefined;
}

function isOfKind(kind: ContentKind, doc: Doc): boolean {
  if (doc.ngon_ngu !== 'vi') return false;
  if (kind === 'jobs') return doc.loai_tin_tuc === JOB_CATEGORY;
  if (kind === 'news') return doc.loai_tin_tuc !== JOB_CATEGORY && doc.isnews !== true;
  return doc.loai === 'chinh-sach' || doc.loai === 'huong-dan';
}

/** The Vietnamese document `id` of a kind and its English document, or 404 CONTENT_NOT_FOUND. */
async function loadPair(
  db: Queryable,
  idApp: string,
  kind: ContentKind,
  id: string,
  lock = false,
): Promise<Pair> {
  const collection = CONTENT_COLLECTION[kind];
  const rows = await db.query<{ data: Doc; en: Doc | null }>(
    `SELECT d.data, (SELECT e.data FROM documents e WHERE e.id_app = d.id_app AND e.collection = d.collection
        AND e.data->>'ngon_ngu' = 'en' AND ${LINK_WHERE[collection]} ORDER BY e.id LIMIT 1) AS en
     FROM documents d WHERE d.id_app = $1 AND d.collection = $2 AND d.id = $3${lock ? ' FOR UPDATE' : ''}`,
    [idApp, collection, id],
  );
  const row = rows[0];
  if (!row || !isOfKind(kind, row.data)) throw appError('CONTENT_NOT_FOUND');
  return { vi: row.data, en: row.en ?? undefined };
}

/** An item's pair locked FOR UPDATE (a change follows), with the scope of its collection. */
async function lockPair(db: Queryable, idApp: string, kind: ContentKind, id: string) {
  const pair = await loadPair(db, idApp, kind, id, true);
  const scope: Scope = { idApp, collection: CONTENT_COLLECTION[kind] };
  return { pair, scope };
}

function toItem(kind: ContentKind, { vi, en }: Pair, now: Date): ContentItem {
  const collection = CONTENT_COLLECTION[kind];
  const publishAt = collection === 'news' ? textOrNull(vi.date_created) : null;
  const published = vi.published !== false;
  const field = CATEGORY_FIELD[kind];
  const opt = (doc: Doc | undefined, key: string) => text(doc?.[key]);
  return {
    _id: vi._id,
    en_id: en?._id ?? null,
    kind,
    status: contentStatus(published, publishAt, now.toISOString()),
    slug: text(vi.slug),
    ...(kind === 'pages' ? { slug_en: text(en?.slug) || text(vi.slug) } : {}),
    category: field ? text(vi[field]) : '',
    picture: text(vi.picture),
    ...(publishAt ? { publish_at: publishAt } : {}),
    published,
    title_vi: text(vi.title),
    title_en: opt(en, 'title'),
    summary_vi: text(vi.summary),
    summary_en: opt(en, 'summary'),
    content_vi: text(vi.content),
    content_en: opt(en, 'content'),
    dia_diem_vi: text(vi.dia_diem),
    dia_diem_en: opt(en, 'dia_diem'),
    muc_luong_vi: text(vi.muc_luong),
    muc_luong_en: opt(en, 'muc_luong'),
    hinh_thuc_vi: text(vi.hinh_thuc),
    hinh_thuc_en: opt(en, 'hinh_thuc'),
    so_luong_tuyen: typeof vi.so_luong_tuyen === 'number' ? vi.so_luong_tuyen : null,
    han_nop: textOrNull(vi.han_nop),
  };
}

export async function loadContent(
  db: Queryable,
  idApp: string,
  kind: ContentKind,
  id: string,
  now: Date,
): Promise<ContentItem> {
  return toItem(kind, await loadPair(db, idApp, kind, id), now);
}

/** The slugs an item takes: one for news and jobs, the Vietnamese and English ones for pages. */
function slugsOf(form: ContentForm): string[] {
  return form.kind === 'pages' ? [...new Set([form.slug, form.slug_en || form.slug])] : [form.slug];
}

/**
 * 409 CONTENT_SLUG_TAKEN when another document of the collection holds one of the slugs (pages:
 * as its slug or its group). Writers of one app's content take one transaction lock first, so two
 * saves of the same slug cannot both pass.
 */
async function checkSlugsFree(db: Queryable, idApp: string, form: ContentForm, own: string[]): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('console-content:' || $1))`, [idApp]);
  const collection = CONTENT_COLLECTION[form.kind];
  const slugs = slugsOf(form);
  const rows = await db.query<{ slug: string }>(
    `SELECT CASE WHEN data->>'slug' = ANY($3::text[]) THEN data->>'slug' ELSE data->>'nhom' END AS slug
     FROM documents WHERE id_app = $1 AND collection = $2 AND NOT (id = ANY($4::text[]))
       AND (data->>'slug' = ANY($3::text[])${collection === 'ecompages' ? ` OR data->>'nhom' = ANY($3::text[])` : ''})
     LIMIT 1`,
    [idApp, collection, slugs, own],
  );
  if (rows[0]) throw appError('CONTENT_SLUG_TAKEN', { slug: rows[0].slug });
}

/** The document of one language as the shop reads it. */
function documentOf(form: ContentForm, language: 'vi' | 'en', now: Date): Record<string, unknown> {
  const pick = (field: 'title' | 'summary' | 'content' | 'dia_diem' | 'muc_luong' | 'hinh_thuc') =>
    form[`${field}_${language}`];
  const common = {
    ngon_ngu: language,
    title: pick('title'),
    // Sanitised at save as well as at each render (decision 036).
    content: sanitizeSource(pick('content')),
    published: form.published,
    shared: true,
    date_updated: now.toISOString(),
  };
  if (form.kind === 'pages') {
    const type = form.category as ContentPageType;
    return {
      ...common,
      slug: language === 'vi' ? form.slug : form.slug_en || form.slug,
      nhom: form.slug,
      loai: type,
      ten_loai: CONTENT_PAGE_TYPE_NAMES[type].vi,
      ten_loai_eng: CONTENT_PAGE_TYPE_NAMES[type].en,
    };
  }
  const article = {
    ...common,
    slug: form.slug,
    summary: pick('summary'),
    picture: form.picture,
    isnews: form.kind === 'jobs',
    date_created: form.publish_at,
  };
  if (form.kind === 'news') return { ...article, loai_tin_tuc: form.category };
  return {
    ...article,
    loai_tin_tuc: JOB_CATEGORY,
    dia_diem: pick('dia_diem'),
    muc_luong: pick('muc_luong'),
    hinh_thuc: pick('hinh_thuc'),
    so_luong_tuyen: form.so_luong_tuyen ?? null,
    han_nop: form.han_nop ?? null,
  };
}

/** The next display order of a new page or job (news are ordered by date). */
async function nextOrder(db: Queryable, scope: Scope, kind: ContentKind): Promise<number> {
  const rows = await db.query<{ next: number | string }>(
    `SELECT coalesce(max(CASE WHEN d.data->>'sst' ~ '^[0-9]{1,9}$' THEN (d.data->>'sst')::int END), 0) + 1 AS next
     FROM documents d WHERE d.id_app = $1 AND d.collection = $2 AND ${KIND_WHERE[kind]}`,
    [scope.idApp, scope.collection],
  );
  return Number(rows[0]?.next ?? 1);
}

/** Creates an item: both language documents, each a first version by `by`. Call inside a transaction. */
export async function createContent(
  db: Queryable,
  idApp: string,
  form: ContentForm,
  by: string,
  now: Date,
): Promise<ContentItem> {
  await checkSlugsFree(db, idApp, form, []);
  const scope: Scope = { idApp, collection: CONTENT_COLLECTION[form.kind] };
  const sst = await nextOrder(db, scope, form.kind);
  const created = { user_created: by, sst };
  const vi = await insertDocument(db, scope, { ...documentOf(form, 'vi', now), ...created }, by);
  const en = await insertDocument(db, scope, { ...documentOf(form, 'en', now), ...created }, by);
  return toItem(form.kind, { vi, en }, now);
}

/** Saves an edited item over both documents (the English one made if missing). Inside a transaction. */
export async function updateContent(
  db: Queryable,
  idApp: string,
  id: string,
  form: ContentForm,
  by: string,
  now: Date,
): Promise<ContentItem> {
  const { pair, scope } = await lockPair(db, idApp, form.kind, id);
  await checkSlugsFree(db, idApp, form, [pair.vi._id, ...(pair.en ? [pair.en._id] : [])]);
  const patch = { user_updated: by };
  const vi = await mergeDocument(db, scope, pair.vi._id, { ...documentOf(form, 'vi', now), ...patch }, by);
  const en = pair.en
    ? await mergeDocument(db, scope, pair.en._id, { ...documentOf(form, 'en', now), ...patch }, by)
    : await insertDocument(
        db,
        scope,
        { ...documentOf(form, 'en', now), user_created: by, sst: pair.vi.sst },
        by,
      );
  if (!vi || !en) throw appError('CONTENT_NOT_FOUND');
  return toItem(form.kind, { vi, en }, now);
}

/** Publishes or withdraws both documents. Inside a transaction. */
export async function setContentPublished(
  db: Queryable,
  idApp: string,
  kind: ContentKind,
  id: string,
  published: boolean,
  by: string,
  now: Date,
): Promise<ContentItem> {
  const { pair, scope } = await lockPair(db, idApp, kind, id);
  const patch = { published, user_updated: by, date_updated: now.toISOString() };
  const vi = await mergeDocument(db, scope, pair.vi._id, patch, by);
  const en = pair.en ? await mergeDocument(db, scope, pair.en._id, patch, by) : undefined;
  if (!vi) throw appError('CONTENT_NOT_FOUND');
  return toItem(kind, { vi, en }, now);
}

/** Deletes both documents; their history keeps the deletion and who made it. Inside a transaction. */
export async function deleteContent(
  db: Queryable,
  idApp: string,
  kind: ContentKind,
  id: string,
  by: string,
): Promise<void> {
  const { pair, scope } = await lockPair(db, idApp, kind, id);
  await removeDocument(db, scope, pair.vi._id, by);
  if (pair.en) await removeDocument(db, scope, pair.en._id, by);
}
