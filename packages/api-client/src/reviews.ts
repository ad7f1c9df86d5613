import type {
  ConsoleReview,
  ConsoleReviewsReply,
  MyReviewsReply,
  OwnReview,
  ProductReviewsReply,
  ReviewCreate,
  ReviewModeration,
  ReviewOrder,
  ReviewSettings,
  ReviewStatus,
  ReviewWrite,
} from '@shop/domain/reviews';
import type { Transport } from './client.js';
import { searchParamsOf } from './console-params.js';
import { postFileField, type UploadedFile } from './files.js';

export type {
  ConsoleReview,
  ConsoleReviewsReply,
  MyReviewsReply,
  OwnReview,
  ProductReviewsReply,
  PublicReview,
  ReviewableLine,
  ReviewPhoto,
  ReviewSettings,
} from '@shop/domain/reviews';

/** What writing or editing a review answers: the review and the thank-you text in the asked language. */
export interface ReviewSaved {
  review: OwnReview;
  message: string;
}

export interface ProductReviewsQuery {
  order?: ReviewOrder;
  /** Only reviews of this many stars. */
  stars?: number;
  page?: number;
}

/** The shop's review calls (docs/api.md "Reviews", decision 047). */
export function reviewCalls(transport: Transport) {
  const path = (suffix = '') => `api/${transport.options.idApp}/reviews${suffix}`;
  const searchParams = (extra: Record<string, string> = {}) => ({ ...transport.authParams(), ...extra });
  return {
    /** GET reviews?ma_vt=…: a product's rating and one page of its published reviews (anyone). */
    productReviews: (maVt: string, query: ProductReviewsQuery = {}) =>
      transport.http
        .get(path(), {
          searchParams: searchParams({ ma_vt: maVt, ...searchParamsOf(query) }),
        })
        .json<ProductReviewsReply>(),
    /** GET reviews/mine: the logged-in shopper's delivered lines, each with its review if written. */
    myReviews: () =>
      transport.http.get(path('/mine'), { searchParams: searchParams() }).json<MyReviewsReply>(),
    /** POST reviews/photos (multipart `file`): a review photo, re-encoded as a JPEG without metadata. */
    uploadReviewPhoto: (file: Blob) =>
      postFileField<UploadedFile>(transport, path('/photos'), file, 'photo.jpg'),
    /** POST reviews: reviews a delivered order's line (403 REVIEW_NOT_BUYER, 409 once written). */
    writeReview: (body: ReviewCreate) =>
      transport.http.post(path(), { json: body, searchParams: searchParams() }).json<ReviewSaved>(),
    /** PUT reviews/{id}: edits one's review within 30 days (403 REVIEW_EDIT_CLOSED after). */
    editReview: (id: string, body: ReviewWrite) =>
      transport.http.put(path(`/${id}`), { json: body, searchParams: searchParams() }).json<ReviewSaved>(),
  };
}

/** The console's review calls: list and moderate ('catalogue'), settings (saving: the owner's). */
export function consoleReviewCalls(transport: Transport) {
  const path = (suffix = '') => `api/${transport.options.idApp}/console/reviews${suffix}`;
  const searchParams = (extra: Record<string, string> = {}) => ({ ...transport.authParams(), ...extra });
  return {
    /** GET console/reviews: a page of 20, newest first, of one status or all, with the counts. */
    reviews: (query: { status?: ReviewStatus; page?: number } = {}) =>
      transport.http
        .get(path(), { searchParams: searchParams(searchParamsOf(query)) })
        .json<ConsoleReviewsReply>(),
    /** POST console/reviews/{id}: publish, hide and/or reply as the shop ('' removes the reply). */
    moderateReview: (id: string, body: ReviewModeration) =>
      transport.http.post(path(`/${id}`), { json: body, searchParams: searchParams() }).json<ConsoleReview>(),
    /** GET console/reviews/settings: publish at once or wait, and the word filter list. */
    reviewSettings: () =>
      transport.http.get(path('/settings'), { searchParams: searchParams() }).json<ReviewSettings>(),
    /** PUT console/reviews/settings (owner only): saves both; the list comes back cleaned. */
    saveReviewSettings: (body: ReviewSettings) =>
      transport.http
        .put(path('/settings'), { json: body, searchParams: searchParams() })
        .json<ReviewSettings>(),
  };
}
