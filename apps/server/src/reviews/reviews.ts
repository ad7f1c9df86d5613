import { variantLabel, type VariantNames } from '@shop/domain/catalogue';
import { ORDER_STATUS_DELIVERED } from '@shop/domain/orders';
import {
  canEditReview,
  type ConsoleReview,
  type ConsoleReviewsReply,
  type MyReviewsReply,
  type OwnReview,
  type ProductReviewsReply,
  type PublicReview,
  REVIEW_EDIT_DAYS,
  REVIEW_MAX_PHOTOS,
  REVIEW_PAGE_SIZE,
  type ReviewCreate,
  type ReviewModeration,
  type ReviewOrder,
  type ReviewPhoto,
  type ReviewSettings,
  type ReviewStatus,
  type ReviewWrite,
  reviewAuthorName,
  reviewEditableUntil,
  type RatingSummary,
  statusOfNewReview,
  summaryOfDistribution,
} from '@shop/domain/reviews';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { appError } from '../errors.js';
import { REVIEW_PHOTO_GROUP } from '../pictures/review-photo.js';

interface ReviewRow extends Record<string, unknown> {
  id: string;
  order_id: string;
  line: number;
  product: string;
  variant: string | null;
  owner: string;
  author: string | null;
  stars: number;
  body: string;
  photos: string[] | string;
  status: ReviewStatus;
  held_for: string | null;
  reply: string | null;
  replied_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const photoIds = (row: ReviewRow): string[] =>
  typeof row.photos === 'string' ? (JSON.parse(row.photos) as string[]) : row.photos;

/** A review photo's links: the original (re-encoded JPEG) and two WebP variants (decision 032). */
export function photoOf(idApp: string, id: string): ReviewPhoto {
  const link = `/api/${idApp}/file?q=${id}`;
  return { _id: id, link, thumb: `${link}&w=240`, large: `${link}&w=720` };
}

function toPublic(idApp: string, row: ReviewRow): PublicReview {
  return {
    _id: row.id,
    ma_vt: row.product,
    stars: Number(row.stars),
    text: row.body,
    author: row.author,
    photos: photoIds(row).map((id) => photoOf(idApp, id)),
    variant: row.variant,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    reply: row.reply && row.replied_at ? { text: row.reply, at: iso(row.replied_at) } : null,
  };
}

function toOwn(idApp: string, row: ReviewRow, now: Date): OwnReview {
  const createdAt = new Date(row.created_at);
  return {
    ...toPublic(idApp, row),
    order_id: row.order_id,
    line: Number(row.line),
    status: row.status,
    editable_until: reviewEditableUntil(createdAt).toISOString(),
    editable: canEditReview(createdAt, now),
  };
}

/** The shop's moderation settings; none saved: every review waits, no word is listed. */
export async function readReviewSettings(db: Queryable, idApp: string): Promise<ReviewSettings> {
  const rows = await db.query<{ publish_at_once: boolean; words: string[] | string }>(
    'SELECT publish_at_once, words FROM review_settings WHERE id_app = $1',
    [idApp],
  );
  const row = rows[0];
  if (!row) return { publish_at_once: false, words: [] };
  const words = typeof row.words === 'string' ? (JSON.parse(row.words) as string[]) : row.words;
  return { publish_at_once: row.publish_at_once, words };
}

export async function saveReviewSettings(
  db: Queryable,
  idApp: string,
  settings: ReviewSettings,
): Promise<ReviewSettings> {
  await db.query(
    `INSERT INTO review_settings (id_app, publish_at_once, words, updated_at) VALUES ($1, $2, $3::text::jsonb, now())
     ON CONFLICT (id_app) DO UPDATE SET publish_at_once = EXCLUDED.publish_at_once, words = EXCLUDED.words,
       updated_at = now()`,
    [idApp, settings.publish_at_once, JSON.stringify(settings.words)],
  );
  return settings;
}

/**
 * Writes a product's published rating onto its catalogue document (`diem_danh_gia`, the average,
 * and `so_danh_gia`, the count), which the catalogue sorts and filters by (decision 047).
 */
export async function refreshProductRating(
  tx: Queryable,
  idApp: string,
  maVt: string,
): Promise<RatingSummary> {
  const summary = await ratingOf(tx, idApp, maVt);
  await tx.query(
    `UPDATE documents SET data = data || jsonb_build_object('diem_danh_gia', $3::numeric, 'so_danh_gia', $4::int)
     WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = $2`,
    [idApp, maVt, summary.average, summary.count],
  );
  return summary;
}

/** The published rating of a product: average, count and the per-star distribution. */
export async function ratingOf(db: Queryable, idApp: string, maVt: string): Promise<RatingSummary> {
  const rows = await db.query<{ stars: number; n: number | string }>(
    `SELECT stars, count(*) AS n FROM reviews WHERE id_app = $1 AND product = $2 AND status = 'published'
     GROUP BY stars`,
    [idApp, maVt],
  );
  const counts = [0, 0, 0, 0, 0];
  for (const row of rows) counts[Number(row.stars) - 1] = Number(row.n);
  return summaryOfDistribution(counts);
}

const ORDER_SQL: Record<ReviewOrder, string> = {
  newest: 'created_at DESC, id DESC',
  photos: "(photos <> '[]'::jsonb) DESC, created_at DESC, id DESC",
  'stars-high': 'stars DESC, created_at DESC, id DESC',
  'stars-low': 'stars ASC, created_at DESC, id DESC',
};

/** One page of a product's published reviews, with its rating (the product page, its JSON-LD). */
export async function productReviews(
  db: Queryable,
  idApp: string,
  query: { maVt: string; order: ReviewOrder; stars: number | null; page: number; size?: number },
): Promise<ProductReviewsReply> {
  const size = query.size ?? REVIEW_PAGE_SIZE;
  const summary = await ratingOf(db, idApp, query.maVt);
  const total = query.stars === null ? summary.count : (summary.distribution[query.stars - 1] ?? 0);
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, query.page), pages);
  const rows = await db.query<ReviewRow>(
    `SELECT * FROM reviews WHERE id_app = $1 AND product = $2 AND status = 'published'
       AND ($3::int IS NULL OR stars = $3)
     ORDER BY ${ORDER_SQL[query.order]} LIMIT $4 OFFSET $5`,
    [idApp, query.maVt, query.stars, size, (page - 1) * size],
  );
  return {
    ma_vt: query.maVt,
    summary,
    order: query.order,
    stars: query.stars,
    page,
    pages,
    total,
    reviews: rows.map((row) => toPublic(idApp, row)),
  };
}

interface OrderLine {
  ma_vt?: unknown;
  ten_vt?: unknown;
  thuoc_tinh?: unknown;
}

/** The owner's delivered orders, newest first, with their lines. */
async function deliveredOrders(db: Queryable, idApp: string, owner: string, orderId?: string) {
  return db.query<{ id: string; so_ct: string | null; details: OrderLine[] | string | null }>(
    `SELECT id, data->>'so_ct' AS so_ct, data->'details' AS details FROM documents
     WHERE id_app = $1 AND collection = 'so1' AND owner = $2 AND data->>'trang_thai' = $3
       AND ($4::text IS NULL OR id = $4)
     ORDER BY created_at DESC, id DESC LIMIT 200`,
    [idApp, owner, ORDER_STATUS_DELIVERED, orderId ?? null],
  );
}

const linesOf = (details: OrderLine[] | string | null): OrderLine[] =>
  (typeof details === 'string' ? (JSON.parse(details) as OrderLine[]) : details) ?? [];

/** Checks the photos are the shopper's own review uploads (decision 047), else 400. */
async function checkPhotos(tx: Queryable, idApp: string, owner: string, photos: readonly string[]) {
  if (photos.length === 0) return;
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM files WHERE id_app = $1 AND owner = $2 AND grp = $3 AND id = ANY($4::text[])`,
    [idApp, owner, REVIEW_PHOTO_GROUP, photos],
  );
  if (rows.length !== photos.length) throw appError('REVIEW_PHOTO_INVALID', { max: REVIEW_MAX_PHOTOS });
}

export interface Reviewer {
  owner: string;
  name: string | null;
}

/**
 * A new review of a delivered order's line by its buyer (decision 047): 403 REVIEW_NOT_BUYER when
 * the order is not the caller's, not delivered or has no such line; 409 when the line already has
 * its review. It waits or is published by the settings and the word filter.
 */
export async function createReview(
  tx: Queryable,
  idApp: string,
  reviewer: Reviewer,
  input: ReviewCreate,
  now: Date,
): Promise<OwnReview> {
  const [order] = await deliveredOrders(tx, idApp, reviewer.owner, input.order_id);
  const line = order ? linesOf(order.details)[input.line] : undefined;
  if (!order || !line || typeof line.ma_vt !== 'string') throw appError('REVIEW_NOT_BUYER');
  await checkPhotos(tx, idApp, reviewer.owner, input.photos);
  const settings = await readReviewSettings(tx, idApp);
  const placed = statusOfNewReview(input.text, {
    publishAtOnce: settings.publish_at_once,
    words: settings.words,
  });
  const variant = variantLabel(line.thuoc_tinh as VariantNames | null) || null;
  const rows = await tx.query<ReviewRow>(
    `INSERT INTO reviews (id_app, id, order_id, line, product, variant, owner, author, stars, body, photos,
       status, held_for, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12, $13, $14, $14)
     ON CONFLICT (id_app, order_id, line) DO NOTHING RETURNING *`,
    [
      idApp,
      newId(),
      input.order_id,
      input.line,
      line.ma_vt,
      variant,
      reviewer.owner,
      reviewAuthorName(reviewer.name),
      input.stars,
      input.text,
      JSON.stringify(input.photos),
      placed.status,
      placed.heldFor ?? null,
      now,
    ],
  );
  const row = rows[0];
  if (!row) throw appError('REVIEW_ALREADY_WRITTEN');
  if (row.status === 'published') await refreshProductRating(tx, idApp, row.product);
  return toOwn(idApp, row, now);
}

/**
 * The author's edit within REVIEW_EDIT_DAYS of writing (403 REVIEW_EDIT_CLOSED after). It is
 * checked again like a new review (a listed word holds it back; when the shop checks first it
 * waits again), except that a review the shop hid stays hidden.
 */
export async function editReview(
  tx: Queryable,
  idApp: string,
  reviewer: Reviewer,
  id: string,
  input: ReviewWrite,
  now: Date,
): Promise<OwnReview> {
  const found = await tx.query<ReviewRow>(
    'SELECT * FROM reviews WHERE id_app = $1 AND id = $2 AND owner = $3 FOR UPDATE',
    [idApp, id, reviewer.owner],
  );
  const before = found[0];
  if (!before) throw appError('REVIEW_NOT_FOUND');
  if (!canEditReview(new Date(before.created_at), now))
    throw appError('REVIEW_EDIT_CLOSED', { days: REVIEW_EDIT_DAYS });
  await checkPhotos(tx, idApp, reviewer.owner, input.photos);
  const settings = await readReviewSettings(tx, idApp);
  const placed = statusOfNewReview(input.text, {
    publishAtOnce: settings.publish_at_once,
    words: settings.words,
  });
  const status: ReviewStatus = before.status === 'hidden' ? 'hidden' : placed.status;
  const rows = await tx.query<ReviewRow>(
    `UPDATE reviews SET stars = $3, body = $4, photos = $5::text::jsonb, status = $6, held_for = $7,
       author = COALESCE($8, author), updated_at = $9
     WHERE id_app = $1 AND id = $2 RETURNING *`,
    [
      idApp,
      id,
      input.stars,
      input.text,
      JSON.stringify(input.photos),
      status,
      placed.heldFor ?? null,
      reviewAuthorName(reviewer.name),
      now,
    ],
  );
  const row = rows[0] as ReviewRow;
  if (before.status === 'published' || row.status === 'published')
    await refreshProductRating(tx, idApp, row.product);
  return toOwn(idApp, row, now);
}

/** The shopper's delivered lines, each with its review when written (their account's reviews). */
export async function myReviews(
  db: Queryable,
  idApp: string,
  owner: string,
  now: Date,
): Promise<MyReviewsReply> {
  const orders = await deliveredOrders(db, idApp, owner);
  const rows = await db.query<ReviewRow>('SELECT * FROM reviews WHERE id_app = $1 AND owner = $2', [
    idApp,
    owner,
  ]);
  const byLine = new Map(rows.map((row) => [`${row.order_id}:${row.line}`, row]));
  return {
    lines: orders.flatMap((order) =>
      linesOf(order.details).map((line, index) => {
        const review = byLine.get(`${order.id}:${index}`);
        return {
          order_id: order.id,
          so_ct: order.so_ct,
          line: index,
          ma_vt: String(line.ma_vt ?? ''),
          ten_vt: String(line.ten_vt ?? ''),
          variant: variantLabel(line.thuoc_tinh as VariantNames | null) || null,
          review: review ? toOwn(idApp, review, now) : null,
        };
      }),
    ),
  };
}

/** The account's reviews as its data export carries them (decision 063). */
export async function reviewsOfOwner(
  db: Queryable,
  idApp: string,
  owner: string,
  now: Date,
): Promise<OwnReview[]> {
  const rows = await db.query<ReviewRow>(
    'SELECT * FROM reviews WHERE id_app = $1 AND owner = $2 ORDER BY created_at, id',
    [idApp, owner],
  );
  return rows.map((row) => toOwn(idApp, row, now));
}

/**
 * Account deletion: the reviews stay, without their author's name and their photos, owned by the
 * pseudonym; the photos' file rows go. Returns the deleted uploads, whose bytes the caller
 * removes once committed.
 */
export async function anonymiseReviews(
  tx: Queryable,
  idApp: string,
  owner: string,
  pseudonym: string,
): Promise<string[]> {
  await tx.query(
    `UPDATE reviews SET author = NULL, owner = $3, photos = '[]'::jsonb WHERE id_app = $1 AND owner = $2`,
    [idApp, owner, pseudonym],
  );
  const photos = await tx.query<{ id: string }>(
    'DELETE FROM files WHERE id_app = $1 AND owner = $2 AND grp = $3 RETURNING id',
    [idApp, owner, REVIEW_PHOTO_GROUP],
  );
  return photos.map((row) => row.id);
}

/** The console's list: one status (or all), newest first, a page of 20, with the counts per status. */
export async function consoleReviews(
  db: Queryable,
  idApp: string,
  query: { status: ReviewStatus | null; page: number; now: Date },
): Promise<ConsoleReviewsReply> {
  const size = 20;
  const countRows = await db.query<{ status: ReviewStatus; n: number | string }>(
    'SELECT status, count(*) AS n FROM reviews WHERE id_app = $1 GROUP BY status',
    [idApp],
  );
  const counts: Record<ReviewStatus, number> = { pending: 0, published: 0, hidden: 0 };
  for (const row of countRows) counts[row.status] = Number(row.n);
  const total = query.status ? counts[query.status] : counts.pending + counts.published + counts.hidden;
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, query.page), pages);
  const rows = await db.query<ReviewRow & { ten_vt: string | null; so_ct: string | null }>(
    `SELECT r.*, p.data->>'ten_vt' AS ten_vt, o.data->>'so_ct' AS so_ct FROM reviews r
     LEFT JOIN documents p ON p.id_app = r.id_app AND p.collection = 'dmvt' AND p.data->>'ma_vt' = r.product
     LEFT JOIN documents o ON o.id_app = r.id_app AND o.collection = 'so1' AND o.id = r.order_id
     WHERE r.id_app = $1 AND ($2::text IS NULL OR r.status = $2)
     ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
    [idApp, query.status, size, (page - 1) * size],
  );
  const items: ConsoleReview[] = rows.map((row) => ({
    ...toOwn(idApp, row, query.now),
    ten_vt: row.ten_vt ?? row.product,
    so_ct: row.so_ct,
    held_for: row.held_for,
  }));
  return { items, total, page, pages, counts };
}

/** Publishes, hides or replies to a review as the shop; the product's rating follows. */
export async function moderateReview(
  tx: Queryable,
  idApp: string,
  id: string,
  change: ReviewModeration,
  by: string,
  now: Date,
): Promise<ConsoleReview> {
  const found = await tx.query<ReviewRow>('SELECT * FROM reviews WHERE id_app = $1 AND id = $2 FOR UPDATE', [
    idApp,
    id,
  ]);
  const before = found[0];
  if (!before) throw appError('REVIEW_NOT_FOUND');
  const reply = change.reply === undefined ? undefined : change.reply === '' ? null : change.reply;
  const rows = await tx.query<ReviewRow>(
    `UPDATE reviews SET status = COALESCE($3, status),
       held_for = CASE WHEN $3::text IS NULL THEN held_for ELSE NULL END,
       reply = CASE WHEN $4 THEN $5 ELSE reply END,
       replied_at = CASE WHEN $4 THEN (CASE WHEN $5::text IS NULL THEN NULL ELSE $6::timestamptz END) ELSE replied_at END,
       replied_by = CASE WHEN $4 THEN (CASE WHEN $5::text IS NULL THEN NULL ELSE $7 END) ELSE replied_by END
     WHERE id_app = $1 AND id = $2 RETURNING *`,
    [idApp, id, change.status ?? null, reply !== undefined, reply ?? null, now, by],
  );
  const row = rows[0] as ReviewRow;
  if (before.status !== row.status) await refreshProductRating(tx, idApp, row.product);
  return { ...toOwn(idApp, row, now), ten_vt: row.product, so_ct: null, held_for: row.held_for };
}
