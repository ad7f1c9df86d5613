import * as v from 'valibot';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import { isSlug } from '../primitives/slug.js';
import { NEWS_CATEGORIES } from '../catalogue/categories.js';
import { wholeNumberWithin, wholeNumberParam } from '../primitives/common-schemas.js';

/**
 * The console's news, policy and guide pages, and jobs (issue 14, docs/api.md "Console: content").
 * An item is a pair of documents, one per language: news and jobs in collection `news` (same slug,
 * jobs with loai_tin_tuc 'tuyen-dung'), pages in `ecompages` (a slug per language, linked by
 * `nhom`, the Vietnamese slug). The console edits both languages in one form.
 */
const code = (value: ConsoleMessageCode) => value;

export const CONTENT_KINDS = ['news', 'pages', 'jobs'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The page types of ecompages (SPEC §2: /chinh-sach/{slug}, /huong-dan/{slug}). */
export const CONTENT_PAGE_TYPES = ['chinh-sach', 'huong-dan'] as const;
export type ContentPageType = (typeof CONTENT_PAGE_TYPES)[number];

/** The type names of ecompages (`ten_loai`, `ten_loai_eng`): SPEC §2's footer groups pages by them. */
export const CONTENT_PAGE_TYPE_NAMES: Readonly<Record<ContentPageType, { vi: string; en: string }>> = {
  'chinh-sach': { vi: 'Chính sách khách hàng', en: 'Customer policy' },
  'huong-dan': { vi: 'Hướng dẫn', en: 'Guides' },
};

/** loai_tin_tuc of a job posting (collection news). */
export const JOB_CATEGORY = 'tuyen-dung';

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_BODY_MAX = 100_000;
export const CONTENT_FACT_MAX = 200;

/** Published: the shop shows it (from its publish date for news and jobs); draft: it does not. */
export const CONTENT_STATUSES = ['published', 'scheduled', 'draft'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const title = (message: ConsoleMessageCode) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(code(message)),
    v.maxLength(CONTENT_TITLE_MAX, code('CONTENT_TITLE_TOO_LONG')),
  );
const text = (max: number, message: ConsoleMessageCode) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, code(message)),
  );
const body = v.pipe(
  v.optional(v.nullable(v.string(code('CONTENT_BODY_TOO_LONG'))), ''),
  v.transform((value) => value ?? ''),
  v.maxLength(CONTENT_BODY_MAX, code('CONTENT_BODY_TOO_LONG')),
);
const slug = (message: ConsoleMessageCode) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.check(isSlug, code(message)));

/** A picture: a path on this site (an uploaded file, /images/…) or an https address; '' for none. */
const picture = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => (value ?? '').trim()),
  v.check(
    (value) => value === '' || /^(\/(?!\/)\S*|https:\/\/\S+)$/.test(value),
    code('CONTENT_PICTURE_INVALID'),
  ),
  v.maxLength(500, code('CONTENT_PICTURE_INVALID')),
);

/** An instant with its offset (what the console's date picker sends), kept as UTC ISO text. */
const instant = (message: ConsoleMessageCode) =>
  v.pipe(
    v.string(code(message)),
    v.check(
      (value) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
        !Number.isNaN(Date.parse(value)),
      code(message),
    ),
    v.transform((value) => new Date(value).toISOString()),
  );

/**
 * The form of every kind, flat so each field has its own message: what both languages share,
 * then each language's texts. `category`: the news category (tra, ca-phe, nong-san) or the page
 * type; jobs have none. `slug_en`: the English page's slug (pages only; news and jobs use `slug`
 * in both languages). `publish_at`: news and jobs; a future instant schedules the item.
 */
export const contentFormSchema = v.pipe(
  v.object({
    kind: v.picklist(CONTENT_KINDS, code('CONTENT_KIND_INVALID')),
    slug: slug('CONTENT_SLUG_INVALID'),
    slug_en: v.optional(slug('CONTENT_SLUG_INVALID')),
    category: v.optional(v.string(), ''),
    picture,
    publish_at: v.optional(instant('CONTENT_DATE_INVALID')),
    published: v.optional(v.boolean(), false),
    title_vi: title('CONTENT_TITLE_REQUIRED'),
    title_en: title('CONTENT_TITLE_EN_REQUIRED'),
    summary_vi: text(CONTENT_SUMMARY_MAX, 'CONTENT_SUMMARY_TOO_LONG'),
    summary_en: text(CONTENT_SUMMARY_MAX, 'CONTENT_SUMMARY_TOO_LONG'),
    content_vi: body,
    content_en: body,
    /** Jobs: place, salary and employment type in each language; the number of openings and the deadline. */
    dia_diem_vi: text(CONTENT_FACT_MAX, 'CONTENT_FACT_TOO_LONG'),
    dia_diem_en: text(CONTENT_FACT_MAX, 'CONTENT_FACT_TOO_LONG'),
    muc_luong_vi: text(CONTENT_FACT_MAX, 'CONTENT_FACT_TOO_LONG'),
    muc_luong_en: text(CONTENT_FACT_MAX, 'CONTENT_FACT_TOO_LONG'),
    hinh_thuc_vi: text(CONTENT_FACT_MAX, 'CONTENT_FACT_TOO_LONG'),
    hinh_thuc_en: text(CONTENT_FACT_MAX, 'CONTENT_FACT_TOO_LONG'),
    so_luong_tuyen: v.optional(v.nullable(wholeNumberWithin(1, 1000, code('CONTENT_OPENINGS_INVALID')))),
    han_nop: v.optional(v.nullable(instant('CONTENT_DATE_INVALID'))),
  }),
  v.forward(
    v.check(
      (form) =>
        form.kind === 'jobs' ||
        (form.kind === 'news'
          ? (NEWS_CATEGORIES as readonly string[]).includes(form.category)
          : (CONTENT_PAGE_TYPES as readonly string[]).includes(form.category)),
      code('CONTENT_CATEGORY_REQUIRED'),
    ),
    ['category'],
  ),
  v.forward(
    v.check((form) => form.kind === 'pages' || form.publish_at !== undefined, code('CONTENT_DATE_INVALID')),
    ['publish_at'],
  ),
);
export type ContentFormInput = v.InferInput<typeof contentFormSchema>;
export type ContentForm = v.InferOutput<typeof contentFormSchema>;

const optionalParam = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.pipe(
    v.optional(v.string()),
    v.transform((value) => (value === '' ? undefined : value)),
    v.optional(schema),
  );

export const CONTENT_PAGE_SIZE = 20;

/** The list's query string: kind, search in titles and slugs, category, status, page. */
export const contentQuerySchema = v.object({
  kind: v.picklist(CONTENT_KINDS, code('CONTENT_KIND_INVALID')),
  q: optionalParam(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  category: optionalParam(v.pipe(v.string(), v.regex(/^[a-z-]{1,40}$/))),
  status: optionalParam(v.picklist(CONTENT_STATUSES)),
  page: wholeNumberParam(1, 100_000, 1),
});
export type ContentQueryInput = v.InferInput<typeof contentQuerySchema>;

/** Publish or unpublish an item. */
export const contentPublishSchema = v.object({ published: v.boolean() });

/** One line of the list: the Vietnamese document's fields and the item's status. */
export interface ContentRow {
  _id: string;
  kind: ContentKind;
  slug: string;
  title: string;
  title_en: string | null;
  category: string | null;
  publish_at: string | null;
  status: ContentStatus;
  date_updated: string | null;
}

export interface ContentListReply {
  rows: ContentRow[];
  total: number;
  page: number;
  limit: number;
}

/** An item as the edit form reads it; `_id` is the Vietnamese document's, `en_id` the English one's. */
export type ContentItem = ContentForm & {
  _id: string;
  en_id: string | null;
  status: ContentStatus;
};

export interface ContentItemReply {
  item: ContentItem;
  message?: string;
}

/** The status of an item at `now` (ISO): draft, scheduled (published, date still ahead), published. */
export function contentStatus(
  published: boolean,
  publishAt: string | null | undefined,
  now: string,
): ContentStatus {
  if (!published) return 'draft';
  return publishAt && publishAt > now ? 'scheduled' : 'published';
}
